import { z } from 'zod';
import {
  envelope,
  idSchema,
  calendarDaySchema,
  isoDateSchema,
  optionalIdFilter,
  optionalSearchText,
  pageQuery,
  paginationSchema,
  sortOrderSchema,
} from './common';
import { LIMITS, PAGE_SIZES } from './limits';
import { visibleMultilineText, visibleText } from './text';
import { WEIGHT_LIMITS } from './weights';
import { vatRateFieldSchema } from './invoices';
import { CERTIFICATIONS, productOriginSchema, type Certification } from './origin';

export const UNIT_KINDS = ['piece', 'weight'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/**
 * What one sale unit is, shown after every price ("39.000 ₫ / hộp 500 g"). `price` is always the price of
 * one unit. `label` is Vietnamese; `labelEn` is what the English storefront shows instead (null: the
 * Vietnamese label). A `weight` unit counts steps of `stepGrams` and shows `pricePerKg` beside the price.
 */
export const productUnitSchema = z.object({
  kind: z.enum(UNIT_KINDS),
  label: z.string(),
  labelEn: z.string().nullable(),
  stepGrams: z.number().int().positive().optional(),
  pricePerKg: z.number().int().positive().optional(),
  /** Weight only: the sale price per kg while the product is on sale (its step's price is `salePrice`). */
  salePricePerKg: z.number().int().positive().optional(),
  /** Weight only: the least a shopper may buy, in grams (a whole number of steps, see minimumSteps). */
  minGrams: z.number().int().positive().optional(),
});
export type ProductUnit = z.infer<typeof productUnitSchema>;

/** The unit of a product saved without one (and of every product that existed before units). */
export const DEFAULT_UNIT = { kind: 'piece', label: 'phần', labelEn: 'portion' } as const satisfies ProductUnit;

export const productSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** The English name the English storefront shows beside `name` (names stay Vietnamese). */
  nameEn: z.string().nullable(),
  description: z.string(),
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  unit: productUnitSchema,
  /** Sale units on the shelf: pieces, or whole steps of a weight product (what `quantity` is compared with). */
  stock: z.number().int(),
  /** Weight products: the stock as the shop keeps it, in grams; null for pieces. */
  stockGrams: z.number().int().nullable(),
  /** The most sale units one order may hold, counted like `quantity` (pieces or steps); null: no limit. */
  maxPerOrder: z.number().int().positive().nullable(),
  /** Its VAT rate (percent) when it differs from its category's; null: the category's. Optional for old fixtures. */
  vatRate: z.number().int().nullable().optional(),
  /** Farm, province and certificate (CONTRACT "Fresh produce"); null when unsaid. Optional for old fixtures. */
  origin: productOriginSchema.nullable().optional(),
  /** The current batch's packing date (YYYY-MM-DD); null when unknown. Optional for old fixtures. */
  packedOn: z.string().nullable().optional(),
  category: z.object({ _id: idSchema, name: z.string() }),
  imageUrl: z.string(),
  avgRating: z.number(),
  createdAt: isoDateSchema,
});
export type Product = z.infer<typeof productSchema>;

export const productEnvelopeSchema = envelope(productSchema);
export const productPageSchema = z.object({
  products: z.array(productSchema),
  pagination: paginationSchema,
  /** A search that found nothing: the corrected query that would find something ("Did you mean …"). */
  didYouMean: z.string().optional(),
});
export type ProductPage = z.infer<typeof productPageSchema>;
export const productPageEnvelopeSchema = envelope(productPageSchema);

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export const productListQuerySchema = pageQuery(PAGE_SIZES.shop).extend({
  q: optionalSearchText,
  category: optionalIdFilter,
  exclude: optionalIdFilter,
  sort: z.enum(PRODUCT_SORTS).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const PRODUCT_ADMIN_SORT_FIELDS = ['createdAt', 'name', 'price', 'stock'] as const;
export const adminProductListQuerySchema = pageQuery(PAGE_SIZES.admin).extend({
  search: optionalSearchText,
  category: optionalIdFilter,
  sortBy: z.enum(PRODUCT_ADMIN_SORT_FIELDS).default('createdAt'),
  sortOrder: sortOrderSchema.default('desc'),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** Plain decimal digits, optionally negative (so "-1" is told it is below the minimum). */
const DECIMAL_INTEGER = /^-?[0-9]+$/;
/**
 * Multipart fields arrive as text. Only plain decimal digits are read as a number: Number() would
 * also take "0x10", "1e3", " 12", "12.0" and "+5", so what the admin typed and what is stored could
 * differ. JSON numbers pass through as numbers.
 */
const toNumber = (v: unknown, ctx: z.RefinementCtx) => {
  const blankless = blankToUndefined(v);
  if (typeof blankless !== 'string') return blankless;
  if (!DECIMAL_INTEGER.test(blankless)) {
    ctx.addIssue({ code: 'custom', message: 'digitsOnly' });
    return z.NEVER;
  }
  return Number(blankless);
};

const priceSchema = z.preprocess(
  toNumber,
  z.number('required').int('mustBeInteger').positive('mustBePositive').max(1_000_000_000, 'tooBig'),
);
/** Blank clears the sale price (null); otherwise a positive whole number. */
const salePriceSchema = z.preprocess(
  (v, ctx) => (v === null ? null : (toNumber(v, ctx) ?? null)),
  z.number().int('mustBeInteger').positive('mustBePositive').max(1_000_000_000, 'tooBig').nullable(),
);
const stockSchema = z.preprocess(
  toNumber,
  z.number('required').int('mustBeInteger').min(0, 'tooSmall').max(1_000_000, 'tooBig'),
);

const pricePerKgSchema = z.preprocess(
  toNumber,
  z.number('required').int('mustBeInteger').positive('mustBePositive').max(WEIGHT_LIMITS.pricePerKgMax, 'tooBig'),
);
/** Blank clears the sale price per kg (null), like `salePrice`. */
const salePricePerKgSchema = z.preprocess(
  (v, ctx) => (v === null ? null : (toNumber(v, ctx) ?? null)),
  z.number().int('mustBeInteger').positive('mustBePositive').max(WEIGHT_LIMITS.pricePerKgMax, 'tooBig').nullable(),
);
const stepGramsSchema = z.preprocess(
  toNumber,
  z
    .number('required')
    .int('mustBeInteger')
    .min(WEIGHT_LIMITS.stepGramsMin, 'tooSmall')
    .max(WEIGHT_LIMITS.stepGramsMax, 'tooBig'),
);
/**
 * Blank means no limit (null). A cart line never holds more than LIMITS.cartQuantityMax, so a larger
 * limit would limit nothing.
 */
const maxPerOrderSchema = z.preprocess(
  (v, ctx) => (v === null ? null : (toNumber(v, ctx) ?? null)),
  z.number().int('mustBeInteger').positive('mustBePositive').max(LIMITS.cartQuantityMax, 'tooBig').nullable(),
);
/** Blank means no minimum (null): one step is the least a shopper may buy. */
const minGramsSchema = z.preprocess(
  (v, ctx) => (v === null ? null : (toNumber(v, ctx) ?? null)),
  z.number().int('mustBeInteger').positive('mustBePositive').max(WEIGHT_LIMITS.minGramsMax, 'tooBig').nullable(),
);

/** Optional visible text where blank means none (null). */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null ? null : (blankToUndefined(v) ?? null)),
    visibleText(z.string().trim().max(max, 'tooLong')).nullable(),
  );

/** Optional calendar day where blank means none (null). */
const optionalDay = z.preprocess(
  (v) => (v === null ? null : (blankToUndefined(v) ?? null)),
  calendarDaySchema.nullable(),
);

/** What the origin fields may hold: a province name, a farm's name, a certificate number. */
export const ORIGIN_LIMITS = { provinceMax: 60, farmMax: 120, certificateNoMax: 60 } as const;

/**
 * The origin, flat like the rest of the form (CONTRACT "Fresh produce"): blank clears a field. No province
 * and no farm means no origin (null); a certification other than `none` needs both, and its certificate's
 * number and last valid day. `packedOn` (the current batch's packing date) may be set without an origin.
 */
const originFieldShape = {
  originProvince: optionalText(ORIGIN_LIMITS.provinceMax).optional(),
  originFarm: optionalText(ORIGIN_LIMITS.farmMax).optional(),
  certification: z.preprocess(blankToUndefined, z.enum(CERTIFICATIONS, 'invalidOption').optional()),
  certificateNo: optionalText(ORIGIN_LIMITS.certificateNoMax).optional(),
  certificateValidUntil: optionalDay.optional(),
  packedOn: optionalDay.optional(),
};

interface OriginFields {
  originProvince?: string | null;
  originFarm?: string | null;
  certification?: Certification;
  certificateNo?: string | null;
  certificateValidUntil?: string | null;
}

/** The origin rules on a whole form (an update is checked on the merged product by products.service). */
function originRules(fields: OriginFields, ctx: z.RefinementCtx) {
  const required = (field: keyof OriginFields) => ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
  const certified = fields.certification !== undefined && fields.certification !== 'none';
  const placed = Boolean(fields.originProvince || fields.originFarm || certified);
  if (placed && !fields.originProvince) required('originProvince');
  if (placed && !fields.originFarm) required('originFarm');
  if (certified && !fields.certificateNo) required('certificateNo');
  if (certified && !fields.certificateValidUntil) required('certificateValidUntil');
}

/**
 * The form's fields are flat like the others (multipart has no objects): `unitKind`, `unitLabel` and
 * `unitLabelEn` make the product's `unit`. Each may be left out; the API then keeps the stored value, or,
 * on create, takes DEFAULT_UNIT (see products.service).
 *
 * A weight product (`unitKind: 'weight'`) is priced per kg instead: `pricePerKg`, `salePricePerKg`
 * (blank: not on sale), `stepGrams` and `minGrams` (blank: one step). It sends no `price`/`salePrice`:
 * the server derives them as the price of one step (amountForGrams). Its `stock` (and `expectedStock`)
 * is in grams.
 *
 * `maxPerOrder` counts sale units like a cart's `quantity` (pieces, or steps of a weight product); blank
 * clears it, like `salePrice`.
 */
const productFieldShape = {
  name: visibleText(z.string('required').trim().min(1, 'required').max(LIMITS.productNameMax, 'tooLong')),
  nameEn: optionalText(LIMITS.productNameMax).optional(),
  description: visibleMultilineText(z.string('required').trim().min(1, 'required').max(5000, 'tooLong')),
  price: priceSchema,
  salePrice: salePriceSchema,
  stock: stockSchema,
  category: z.string('required').trim().min(1, 'required').max(64, 'tooLong'),
  unitKind: z.enum(UNIT_KINDS, 'invalidOption').optional(),
  unitLabel: visibleText(z.string('required').trim().min(1, 'required').max(LIMITS.unitLabelMax, 'tooLong')).optional(),
  unitLabelEn: optionalText(LIMITS.unitLabelMax).optional(),
  pricePerKg: pricePerKgSchema.optional(),
  salePricePerKg: salePricePerKgSchema.optional(),
  stepGrams: stepGramsSchema.optional(),
  minGrams: minGramsSchema.optional(),
  maxPerOrder: maxPerOrderSchema,
  /** The VAT rate when it differs from the category's; blank (null): the category's. */
  vatRate: vatRateFieldSchema.optional(),
  ...originFieldShape,
};

interface UnitFields {
  unitKind?: UnitKind;
  price?: number;
  pricePerKg?: number;
  salePricePerKg?: number | null;
  stepGrams?: number;
  minGrams?: number | null;
}

/**
 * What a weight product needs, as far as the fields sent show it: its price per kg and step (an update
 * is checked again on the merged product by products.service), a sale price per kg below the price per
 * kg, and a minimum of at least one step.
 */
function weightUnitRules(fields: UnitFields, ctx: z.RefinementCtx, creating: boolean) {
  if (creating && fields.unitKind === 'weight') {
    if (fields.pricePerKg === undefined) ctx.addIssue({ code: 'custom', path: ['pricePerKg'], message: 'required' });
    if (fields.stepGrams === undefined) ctx.addIssue({ code: 'custom', path: ['stepGrams'], message: 'required' });
  }
  if (creating && fields.unitKind !== 'weight' && fields.price === undefined) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'required' });
  }
  if (fields.salePricePerKg != null && fields.pricePerKg !== undefined && fields.salePricePerKg >= fields.pricePerKg) {
    ctx.addIssue({ code: 'custom', path: ['salePricePerKg'], message: 'salePricePerKgBelowPricePerKg' });
  }
  if (fields.minGrams != null && fields.stepGrams !== undefined && fields.minGrams < fields.stepGrams) {
    ctx.addIssue({ code: 'custom', path: ['minGrams'], message: 'minGramsBelowStep' });
  }
}

function salePriceBelowPrice(fields: { price?: number; salePrice?: number | null }, ctx: z.RefinementCtx) {
  if (fields.salePrice != null && fields.price !== undefined && fields.salePrice >= fields.price) {
    ctx.addIssue({ code: 'custom', path: ['salePrice'], message: 'salePriceBelowPrice' });
  }
}

/**
 * The admin product form (multipart text fields or JSON); prices compared as numbers. `price` is
 * required for pieces only: a weight product's price is derived from its price per kg.
 */
export const productFieldsSchema = z
  .object({ ...productFieldShape, price: priceSchema.optional() })
  .superRefine((fields, ctx) => {
    salePriceBelowPrice(fields, ctx);
    weightUnitRules(fields, ctx, true);
    originRules(fields, ctx);
  });
export type ProductFields = z.infer<typeof productFieldsSchema>;

/**
 * Updates may leave fields out (they keep their value). The sale-price rule is checked again on
 * the merged product, since the price it is compared with may be the stored one.
 */
export const productUpdateSchema = z
  .object({
    ...productFieldShape,
    salePrice: salePriceSchema.optional(),
    /**
     * The stock the admin's form was loaded with. When stock is sent with it and the stored stock
     * has moved since (sales, another admin), the update is refused with 409 instead of giving
     * the sold units back.
     */
    expectedStock: stockSchema,
  })
  .partial()
  .superRefine((fields, ctx) => {
    salePriceBelowPrice(fields, ctx);
    weightUnitRules(fields, ctx, false);
  });
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export const productStatsSchema = z.object({
  totalProducts: z.number().int(),
  categoryStats: z.array(
    z.object({
      _id: idSchema,
      categoryName: z.string(),
      count: z.number().int(),
      avgPrice: z.number(),
      totalValue: z.number(),
    }),
  ),
  priceStats: z.object({ minPrice: z.number(), maxPrice: z.number(), avgPrice: z.number(), totalValue: z.number() }),
  stockStats: z.object({ totalStock: z.number().int(), lowStock: z.number().int(), outOfStock: z.number().int() }),
});
export type ProductStats = z.infer<typeof productStatsSchema>;

/** `page` of the products' sitemap listing; its size is fixed (PAGE_SIZES.sitemap). */
export const productSitemapQuerySchema = pageQuery(PAGE_SIZES.sitemap).pick({ page: true });

/** Every product's id and last change, in a fixed order, a page at a time: what a sitemap lists. */
export const productSitemapPageSchema = z.object({
  products: z.array(z.object({ _id: idSchema, updatedAt: isoDateSchema })),
  pagination: paginationSchema,
});
export type ProductSitemapPage = z.infer<typeof productSitemapPageSchema>;
export const productSitemapEnvelopeSchema = envelope(productSitemapPageSchema);
