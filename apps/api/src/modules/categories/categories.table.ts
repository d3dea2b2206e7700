import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    // The name's folded words for search, as products.name_terms (migration 0010).
    terms: text('terms')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`search_name_terms(name)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Names are unique ignoring case ("Rau củ" and "rau củ" are the same category).
    uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`),
    index('categories_created_at_idx').on(t.createdAt),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
