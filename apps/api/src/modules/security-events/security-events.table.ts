import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Security events (failed logins, lockouts, resets, password, email and role changes), insert only.
 * `user_id` has no foreign key on purpose: the record outlives the account, and an insert costs the
 * same whether or not it names an existing user, so recording adds no timing signal.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    userId: uuid('user_id'),
    /** The account's email at the time, or the email someone typed; null when none was read. */
    email: text('email'),
    ip: text('ip').notNull(),
    /** Truncated: it is the caller's free text. */
    userAgent: text('user_agent').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_events_created_at_idx').on(t.createdAt),
    index('security_events_user_id_idx').on(t.userId),
    index('security_events_email_idx').on(t.email),
  ],
);

export type SecurityEventRow = typeof securityEvents.$inferSelect;
