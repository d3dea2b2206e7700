import { z } from 'zod';
import { envelope, idSchema, isoDateSchema, listEnvelope, optionalSearchText, pageQuery } from './common';
import { LIMITS, PAGE_SIZES } from './limits';
import { visibleText } from './text';

export const ROLES = ['user', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  role: roleSchema,
  /** The user's photo, or the shop's default avatar image: never null. */
  avatar: z.object({ url: z.string() }),
  createdAt: isoDateSchema,
});
export type User = z.infer<typeof userSchema>;

export const emailSchema = z.string('required').trim().toLowerCase().max(254, 'tooLong').pipe(z.email('invalidEmail'));
export const nameSchema = visibleText(z.string('required').trim().min(1, 'required').max(LIMITS.nameMax, 'tooLong'));
/**
 * The one password rule, worded as spec §5 words it ("Password must be at least 6 characters"): the API's
 * field message reads as a sentence wherever a form shows it.
 */
export const passwordSchema = z
  .string('required')
  .min(LIMITS.passwordMin, 'passwordTooShort')
  .max(LIMITS.passwordMax, 'tooLong');
export const phoneSchema = visibleText(z.string().trim().max(LIMITS.phoneMax, 'tooLong'));
export const addressSchema = visibleText(z.string().trim().max(LIMITS.addressMax, 'tooLong'));

/** Profile fields; phone and address may be left out, which keeps what is stored. */
export const profileUpdateSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
  address: addressSchema.optional(),
});

export const userEnvelopeSchema = envelope(userSchema);

export const adminUserListQuerySchema = pageQuery(PAGE_SIZES.admin).extend({
  search: optionalSearchText,
  role: z.preprocess((v) => (v === '' ? undefined : v), roleSchema.optional()),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;
export const adminUserListSchema = listEnvelope(userSchema);

export const roleUpdateSchema = z.object({ role: roleSchema });
