import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** Messages from the storefront's contact form; admins mark them read. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The account that was signed in when the message was sent, if any: the account's export shows those
     * messages, and deleting the account deletes them. A guest's message names only the email typed.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    /** The language the sender used: what an answer should be written in. */
    language: text('language', { enum: ['en', 'vi'] }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The shop's answer, as mailed to the sender, when and by which admin (their name then). */
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: text('replied_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    index('contact_messages_email_created_at_idx').on(t.email, t.createdAt),
    index('contact_messages_user_id_idx').on(t.userId),
  ],
);

/** One row per email ever subscribed; leaving keeps the row (and its link working) with `unsubscribed_at` set. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    language: text('language', { enum: ['en', 'vi'] }).notNull(),
    /**
     * The secret of the unsubscribe link, kept as it is (not hashed like sessions) because every later
     * newsletter mail must carry it again; all it can do is unsubscribe this one address.
     */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_unsubscribe_token_key').on(t.unsubscribeToken),
    index('newsletter_subscribers_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Links mailed to a signed-in account's email to manage that address's subscription (accounts are not
 * verified: only the mailbox proves the address). Like password resets: the token is kept hashed, expires,
 * and changes the subscription once. Once opened, the account has proven that email: its export shows the
 * subscription and deleting it ends the subscription, as long as the account keeps that email.
 */
export const newsletterLinks = pgTable(
  'newsletter_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account that asked; its links go with it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account's email when it asked: where the link went. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Opened (shown or used): whoever reads the mailbox followed it. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Changed the subscription, or retired by a newer link: it works no more. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_links_token_hash_key').on(t.tokenHash),
    index('newsletter_links_user_id_email_idx').on(t.userId, t.email),
    index('newsletter_links_email_created_at_idx').on(t.email, t.createdAt),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
