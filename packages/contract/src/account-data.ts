import { z } from 'zod';
import { deliveryAddressSchema } from './addresses';
import { cartEntrySchema } from './cart';
import { isoDateSchema } from './common';
import { LANGUAGES } from './messages';
import { orderDetailSchema } from './orders';
import { userSchema } from './users';

/**
 * `GET /auth/export`: everything the shop holds about the caller. Contact messages are those sent while
 * signed in to this account: an email typed into the contact form proves nothing (accounts are not
 * verified), so messages sent as a guest under the same address are not the caller's to read.
 */
export const accountExportSchema = z.object({
  exportedAt: isoDateSchema,
  profile: userSchema,
  orders: z.array(orderDetailSchema),
  cart: z.array(cartEntrySchema),
  /** The address book, phones shown the national way as GET /auth/addresses shows them. */
  addresses: z.array(deliveryAddressSchema),
  contactMessages: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      subject: z.string(),
      message: z.string(),
      createdAt: isoDateSchema,
    }),
  ),
  /**
   * The newsletter subscription of the account's email once the account proved that email by opening a link
   * mailed to it (`POST /newsletter/manage-link`); null before that, and when the address never subscribed.
   */
  newsletter: z
    .object({
      email: z.string(),
      language: z.enum(LANGUAGES),
      subscribedAt: isoDateSchema,
      unsubscribedAt: isoDateSchema.nullable(),
    })
    .nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const accountExportEnvelopeSchema = z.object({ success: z.literal(true), data: accountExportSchema });

const deleteAccountFields = z.object({ currentPassword: z.string().max(1024, 'tooLong').optional() });
export type DeleteAccount = z.infer<typeof deleteAccountFields>;

/**
 * `DELETE /auth/profile {currentPassword}`: the current password confirms it. A missing or wrong one is
 * 400 with its own code, a request without a body included.
 */
export const deleteAccountSchema = deleteAccountFields.nullish();

/** The profile's delete dialog: the password must be typed before anything is sent. */
export const deleteAccountFormSchema = z.object({ currentPassword: z.string().min(1, 'currentPasswordMissing') });
export type DeleteAccountFormValues = z.input<typeof deleteAccountFormSchema>;
