import { z } from 'zod';
import { envelope, idSchema, isoDateSchema, listEnvelope, pageQuery } from './common';
import { LIMITS, PAGE_SIZES } from './limits';
import { LANGUAGES } from './messages';
import { visibleMultilineText, visibleText } from './text';
import { emailSchema, nameSchema, phoneSchema } from './users';

/** `POST /contact`. `subject` is an addition to the contract's fields: the storefront's form asks for one. */
export const contactMessageInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
  subject: visibleText(z.string().trim().max(LIMITS.contactSubjectMax, 'tooLong')).optional(),
  message: visibleMultilineText(
    z.string('required').trim().min(1, 'required').max(LIMITS.contactMessageMax, 'tooLong'),
  ),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

/** `POST /newsletter`: subscribing an address already subscribed changes nothing and answers the same. */
export const newsletterSubscribeSchema = z.object({ email: emailSchema });

const linkTokenSchema = z.string('required').trim().min(1, 'required').max(128, 'tooLong');

/** `POST /newsletter/unsubscribe`: the token of the link in every newsletter mail. */
export const newsletterUnsubscribeSchema = z.object({ token: linkTokenSchema });
export type NewsletterUnsubscribe = z.infer<typeof newsletterUnsubscribeSchema>;

export const newsletterUnsubscribedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ email: z.string() }),
});

/**
 * `POST /newsletter/manage {token}`: the token of the link `POST /newsletter/manage-link` mailed to a signed-in
 * account's email. Accounts are not verified, so only that link (opened by whoever reads the mailbox) shows
 * or changes the address's subscription; once opened, the account's export shows it too.
 */
export const newsletterManageSchema = z.object({ token: linkTokenSchema });
export type NewsletterManage = z.infer<typeof newsletterManageSchema>;

/** `PUT /newsletter/manage {token, subscribed}`: subscribes or unsubscribes the link's address; uses the link up. */
export const newsletterSubscriptionChangeSchema = z.object({
  token: linkTokenSchema,
  subscribed: z.boolean('required'),
});
export type NewsletterSubscriptionChange = z.infer<typeof newsletterSubscriptionChangeSchema>;

/** The link's address and its subscription: `subscribedAt` is null when it never subscribed. */
export const newsletterSubscriptionSchema = z.object({
  email: z.string(),
  subscribed: z.boolean(),
  subscribedAt: isoDateSchema.nullable(),
  unsubscribedAt: isoDateSchema.nullable(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
export const newsletterSubscriptionEnvelopeSchema = envelope(newsletterSubscriptionSchema);
export const newsletterSubscriptionUpdatedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: newsletterSubscriptionSchema,
});

const languageSchema = z.enum(LANGUAGES);

/** A message from the contact form, as admins read it. `language` is the one the sender wrote from. */
export const contactMessageSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  language: languageSchema,
  read: z.boolean(),
  /** The shop's answer, mailed to the sender; null until an admin answers. */
  reply: z.object({ text: z.string(), at: isoDateSchema, by: z.string() }).nullable(),
  createdAt: isoDateSchema,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** A newsletter subscriber, as admins read them; `unsubscribedAt` is set once they left through the link. */
export const newsletterSubscriberSchema = z.object({
  _id: idSchema,
  email: z.string(),
  language: languageSchema,
  subscribed: z.boolean(),
  unsubscribedAt: isoDateSchema.nullable(),
  read: z.boolean(),
  createdAt: isoDateSchema,
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

export const READ_FILTERS = ['unread', 'read'] as const;
export type ReadFilter = (typeof READ_FILTERS)[number];

/** `read`: `unread` or `read` (anything else is 400); blank means both. */
export const adminShopMessageListQuerySchema = pageQuery(PAGE_SIZES.admin).extend({
  read: z.preprocess((v) => (v === '' ? undefined : v), z.enum(READ_FILTERS).optional()),
});
export type AdminShopMessageListQuery = z.infer<typeof adminShopMessageListQuerySchema>;

export const adminContactMessageListSchema = listEnvelope(contactMessageSchema);
export const adminNewsletterSubscriberListSchema = listEnvelope(newsletterSubscriberSchema);

/** `PUT /admin/contact-messages/:id/read` and `PUT /admin/newsletter-subscribers/:id/read`. */
export const readMarkSchema = z.object({ read: z.boolean('required') });

export const contactMessageEnvelopeSchema = envelope(contactMessageSchema);

export const CONTACT_REPLY_MAX = 5000;
/** `POST /admin/contact-messages/:id/reply {text}`: mailed to the sender; answering again is 409 `already_replied`. */
export const contactReplySchema = z.object({
  text: visibleMultilineText(z.string('required').trim().min(1, 'required').max(CONTACT_REPLY_MAX, 'tooLong')),
});
export type ContactReply = z.infer<typeof contactReplySchema>;
export const newsletterSubscriberEnvelopeSchema = envelope(newsletterSubscriberSchema);
