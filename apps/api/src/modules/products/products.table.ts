import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { categories } from '../categories/categories.table';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    description: text('description').notNull(),
    // Integer VND: no decimals anywhere money is stored.
    price: integer('price').notNull(),
    salePrice: integer('sale_price'),
    // The contract's unit; the defaults are its DEFAULT_UNIT, which every product made before units has.
    unitKind: text('unit_kind', { enum: ['piece', 'weight'] })
      .notNull()
      .default('piece'),
    unitLabel: text('unit_label').notNull().default('phần'),
    unitLabelEn: text('unit_label_en').default('portion'),
    // Weight units only (null for pieces): `price`/`salePrice` are then the price of one step, derived from
    // these per-kg prices by the contract's amountForGrams.
    unitStepGrams: integer('unit_step_grams'),
    unitMinGrams: integer('unit_min_grams'),
    unitPricePerKg: integer('unit_price_per_kg'),
    unitSalePricePerKg: integer('unit_sale_price_per_kg'),
    /** Pieces for a piece unit; GRAMS for a weight unit (see the contract's Product.stock and stockGrams). */
    stock: integer('stock').notNull().default(0),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    imageUrl: text('image_url').notNull(),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    // The words search matches, folded (no accents, lower case; search_words and search_name_terms are
    // ours, migration 0010). Names also carry each pair of neighbouring words written together, so
    // "duahau" meets "Dưa hấu". See modules/search and docs/decisions/026.
    nameTerms: text('name_terms')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`search_name_terms(name)`),
    nameEnTerms: text('name_en_terms')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`search_name_terms(name_en)`),
    searchTerms: text('search_terms')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`search_name_terms(name) || search_name_terms(name_en) || search_words(description)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_id_idx').on(t.categoryId, t.createdAt),
    index('products_created_at_idx').on(t.createdAt),
    // fastupdate off: with PostgreSQL's default, new rows wait in a pending list that every search scans
    // whole until a vacuum merges it; after a bulk load of 50,000 products one search took 3.7 s, not 0.14.
    index('products_search_terms_idx').using('gin', t.searchTerms).with({ fastupdate: false }),
    // The names' own words, for the candidates whose name holds the query as typed (products.repository).
    index('products_name_terms_idx').using('gin', t.nameTerms).with({ fastupdate: false }),
    check('products_price_check', sql`${t.price} > 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check(
      'products_sale_price_check',
      sql`${t.salePrice} is null or (${t.salePrice} > 0 and ${t.salePrice} < ${t.price})`,
    ),
    check('products_avg_rating_check', sql`${t.avgRating} between 0 and 5`),
    check('products_unit_kind_check', sql`${t.unitKind} in ('piece', 'weight')`),
    check(
      'products_weight_unit_check',
      sql`(${t.unitKind} = 'weight') = (${t.unitStepGrams} is not null and ${t.unitPricePerKg} is not null)`,
    ),
  ],
);

export type ProductRow = typeof products.$inferSelect;

/**
 * How many products each category holds, kept by triggers on products (migration 0010), so the shop's
 * listing knows its total without counting 100,000 rows on every page.
 */
export const productCounts = pgTable('product_counts', {
  categoryId: uuid('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  count: integer('count').notNull().default(0),
});
