import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What admins set without a deploy, one row per group of settings (`shop`; later `bank`). A group with no
 * row yet reads as its defaults (settings.service), so a new group needs no data migration.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  /** The group's values, as its contract schema validated them when they were saved. */
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
