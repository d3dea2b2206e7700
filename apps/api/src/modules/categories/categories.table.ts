import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    /** The VAT rate (percent) of its products that set none: stored on each order line at checkout. */
    vatRate: integer('vat_rate').notNull().default(5),
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
    check('categories_vat_rate_check', sql`${t.vatRate} in (0, 5, 8, 10)`),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;

/**
 * How many products each category holds, kept by triggers on products (migration 0010), so the shop's
 * listing knows its total without counting 100,000 rows on every page. A category's figure, read with the
 * category: the products module writes it through its triggers and reads it for its listing's total.
 */
export const productCounts = pgTable('product_counts', {
  categoryId: uuid('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  count: integer('count').notNull().default(0),
});
