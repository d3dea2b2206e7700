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
    stock: integer('stock').notNull().default(0),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    imageUrl: text('image_url').notNull(),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    // Accent- and case-folded name and description for search; immutable_unaccent is ours (see
    // migration 0000) because unaccent() itself is not immutable and cannot back an index.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`immutable_unaccent(lower(name || ' ' || description))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_id_idx').on(t.categoryId, t.createdAt),
    index('products_created_at_idx').on(t.createdAt),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Typo tolerance is judged on the folded name alone (see products.repository searchMatches).
    index('products_name_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`),
    check('products_price_check', sql`${t.price} > 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check(
      'products_sale_price_check',
      sql`${t.salePrice} is null or (${t.salePrice} > 0 and ${t.salePrice} < ${t.price})`,
    ),
    check('products_avg_rating_check', sql`${t.avgRating} between 0 and 5`),
    check('products_unit_kind_check', sql`${t.unitKind} in ('piece', 'weight')`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
