import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Outgoing mail not yet delivered (docs/decisions/038): queuing a mail is an insert, in the transaction of the
 * change it tells about where there is one. A delivered mail is deleted (its body may hold a reset link), a
 * failed try schedules the next, and a mail given up stays, marked failed.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Failed deliveries so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When delivery may next be tried. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /**
     * Until when one process is trying it: no other claims it before then. Longer than a send can take, so a
     * mail is sent twice only when a process dies between the server's acceptance and marking it sent.
     */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    /** Set when delivery gave up: the server refused the mail for good, or it stayed undelivered too long. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`failed_at is null`),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
