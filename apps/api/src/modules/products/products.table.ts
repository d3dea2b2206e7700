import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { categories } from '../categories/categories.table';

/** What a shopper pays: the sale price when there is one (contract `unitPrice`). The shop's price order. */
export const effectivePriceOf = (t: { price: AnyPgColumn; salePrice: AnyPgColumn }) =>
  sql`coalesce(${t.salePrice}, ${t.price})`;
/** Name order ignoring accents and case, byte-wise so PGlite and every PostgreSQL locale agree. */
export const nameOrderOf = (name: AnyPgColumn) => sql`immutable_unaccent(lower(${name})) collate "C"`;

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
    /** The most sale units one order may hold (a scarce product shared among shoppers); null: no limit. */
    maxPerOrder: integer('max_per_order'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    imageUrl: text('image_url').notNull(),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    // The words search matches, folded (no accents, lower case; search_words and search_name_terms are
    // ours, migration 0010). Names also carry each pair of neighbouring words written together, so
    // "duahau" meets "Dưa hấu". Each process reads them into its search index (modules/search, docs/decisions
    // 026 and 030); no index of the database's serves search any more.
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
    /** The VAT rate (percent) when it differs from its category's; null: the category's. */
    vatRate: integer('vat_rate'),
    // The contract's origin (null province and farm: none) and the current batch's packing date; each new
    // packing date or origin starts a row of product_batches, which keeps them as they were for its labels.
    originProvince: text('origin_province'),
    originFarm: text('origin_farm'),
    certification: text('certification', { enum: ['organic', 'vietgap', 'none'] }),
    certificateNo: text('certificate_no'),
    certificateValidUntil: date('certificate_valid_until', { mode: 'string' }),
    packedOn: date('packed_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_id_idx').on(t.categoryId, t.createdAt),
    // Newest first, ties by id: the listing's order, and the search index reads the products in it.
    index('products_created_at_id_idx').on(t.createdAt, t.id),
    // The listing's price and name orders (products.repository), walked from either end; ties are put in
    // order among the few rows that share a price or a name. Without them every page of those orders sorted
    // the whole catalogue: 40 and 120 ms of three PostgreSQL processes each at 100,000 products.
    index('products_effective_price_idx').on(effectivePriceOf(t)),
    index('products_name_order_idx').on(nameOrderOf(t.name)),
    check('products_price_check', sql`${t.price} > 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_max_per_order_check', sql`${t.maxPerOrder} is null or ${t.maxPerOrder} > 0`),
    check(
      'products_sale_price_check',
      sql`${t.salePrice} is null or (${t.salePrice} > 0 and ${t.salePrice} < ${t.price})`,
    ),
    check('products_avg_rating_check', sql`${t.avgRating} between 0 and 5`),
    check('products_vat_rate_check', sql`${t.vatRate} is null or ${t.vatRate} in (0, 5, 8, 10)`),
    check('products_unit_kind_check', sql`${t.unitKind} in ('piece', 'weight')`),
    check('products_certification_check', sql`${t.certification} in ('organic', 'vietgap', 'none')`),
    check(
      'products_origin_check',
      sql`(${t.originProvince} is null) = (${t.originFarm} is null) and (${t.originProvince} is null) = (${t.certification} is null)`,
    ),
    check(
      'products_certificate_check',
      sql`(${t.certification} is null or ${t.certification} = 'none') = (${t.certificateNo} is null and ${t.certificateValidUntil} is null)`,
    ),
    check(
      'products_weight_unit_check',
      sql`(${t.unitKind} = 'weight') = (${t.unitStepGrams} is not null and ${t.unitPricePerKg} is not null)`,
    ),
  ],
);

export type ProductRow = typeof products.$inferSelect;

/**
 * A product's columns as every read of a whole product selects them (the catalog, the cart, checkout): all
 * but the search terms, which only the search index reads, and the update time.
 */
export const productColumns = {
  id: products.id,
  name: products.name,
  nameEn: products.nameEn,
  description: products.description,
  price: products.price,
  salePrice: products.salePrice,
  unitKind: products.unitKind,
  unitLabel: products.unitLabel,
  unitLabelEn: products.unitLabelEn,
  unitStepGrams: products.unitStepGrams,
  unitMinGrams: products.unitMinGrams,
  unitPricePerKg: products.unitPricePerKg,
  unitSalePricePerKg: products.unitSalePricePerKg,
  stock: products.stock,
  maxPerOrder: products.maxPerOrder,
  vatRate: products.vatRate,
  originProvince: products.originProvince,
  originFarm: products.originFarm,
  certification: products.certification,
  certificateNo: products.certificateNo,
  certificateValidUntil: products.certificateValidUntil,
  packedOn: products.packedOn,
  categoryId: products.categoryId,
  imageUrl: products.imageUrl,
  avgRating: products.avgRating,
  createdAt: products.createdAt,
};

/**
 * The last transaction that inserted, changed or deleted each product, written by statement triggers
 * (migration 0015): each process's search index reads what changed since it last looked, through the
 * index on `xid`, and so learns of another instance's writes (docs/decisions/030). A deleted product keeps
 * its row, which tells the index to drop it.
 */
export const productChanges = pgTable(
  'product_changes',
  {
    productId: uuid('product_id').primaryKey(),
    /** pg_current_xact_id() of the writing transaction, as a number. */
    xid: bigint('xid', { mode: 'number' }).notNull(),
  },
  (t) => [index('product_changes_xid_idx').on(t.xid)],
);

/**
 * One packing date of one product (CONTRACT "Fresh produce"): what a label's QR traces. It keeps the origin
 * and certificate as they were when it started, so a later change of farm does not rewrite packed goods.
 * A deleted product takes its batches with it: their labels then trace to nothing (404), like its page.
 */
export const productBatches = pgTable(
  'product_batches',
  {
    /** BATCH_CODE_PATTERN: random, printed under the label's QR. */
    code: text('code').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    packedOn: date('packed_on', { mode: 'string' }).notNull(),
    originProvince: text('origin_province'),
    originFarm: text('origin_farm'),
    certification: text('certification', { enum: ['organic', 'vietgap', 'none'] }),
    certificateNo: text('certificate_no'),
    certificateValidUntil: date('certificate_valid_until', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The product's current batch is its newest.
    index('product_batches_product_id_idx').on(t.productId, t.createdAt),
    check('product_batches_certification_check', sql`${t.certification} in ('organic', 'vietgap', 'none')`),
  ],
);

export type ProductBatchRow = typeof productBatches.$inferSelect;
