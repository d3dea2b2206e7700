import {
  amountForGrams,
  DEFAULT_UNIT,
  describeIssues,
  PAGE_SIZES,
  paginate,
  productFieldsSchema,
  productUpdateSchema,
  type AdminProductListQuery,
  type AuditDetails,
  type Product,
  type ProductFields,
  type ProductListQuery,
  type ProductPage,
  type ProductSitemapPage,
  type ProductStats,
  type ProductSuggestions,
  type ProductUpdate,
} from '@veggie/contract';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { conflict, invalidFields, notFound, type FieldProblem } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { changedFields, recordAudit, type AuditActor } from '../audit/audit.service';
import {
  formFields,
  releaseImage,
  withStoredImage,
  type CatalogContext,
  type ImageFormInput,
} from '../catalog/catalog-context';
import { categoryExists } from '../categories/categories.repository';
import { recordSearchMiss, searchProducts, suggest, type FoundRows, type SearchOrder } from '../search/search.service';
import { toCategorySuggestion, toProduct, toProductStats, toProductSuggestion, toSitemapPage } from './products.mapper';
import * as repo from './products.repository';
import type { SearchContext } from './products.search-context';

const emptyPage = (page: number, limit: number): ProductPage => ({
  products: [],
  pagination: paginate(page, limit, 0),
});

async function findOrThrow(db: Db, id: string) {
  const row = isUuid(id) ? await repo.findProductById(db, id) : undefined;
  if (!row) throw notFound('productNotFound');
  return row;
}

function toPage(
  ctx: CatalogContext,
  { rows, total }: Awaited<ReturnType<typeof repo.listShopProducts>>,
  page: number,
  limit: number,
): ProductPage {
  return { products: rows.map((row) => toProduct(row, ctx.publicUrl)), pagination: paginate(page, limit, total) };
}

const shopOrders: Record<NonNullable<ProductListQuery['sort']>, SearchOrder> = {
  newest: 'newest',
  price_asc: 'price_asc',
  price_desc: 'price_desc',
  name: 'name_asc',
};
const adminOrders: Record<AdminProductListQuery['sortBy'], Record<AdminProductListQuery['sortOrder'], SearchOrder>> = {
  createdAt: { asc: 'oldest', desc: 'newest' },
  name: { asc: 'name_asc', desc: 'name_desc' },
  price: { asc: 'list_price_asc', desc: 'list_price_desc' },
  stock: { asc: 'stock_asc', desc: 'stock_desc' },
};

/** The rows of a search's products (modules/search finds and orders them: docs/decisions/030). */
function foundRows(ctx: CatalogContext): FoundRows<repo.ProductWithCategory> {
  return {
    inOrder: (ids) => repo.productsInOrder(ctx.db, ids),
    byName: (ids, direction, offset, limit) => repo.productsByName(ctx.db, ids, direction, offset, limit),
    spelling: (row) => `${row.name} ${row.nameEn ?? ''}`,
  };
}

/**
 * The shop's listing and search, cached (see CatalogContext.reads) under the parsed query: every
 * field, in a fixed order, so equal questions share one answer whatever order the URL gave them in.
 * A first page that found nothing is counted for the admin's list of missed searches, every time, not
 * only when computed.
 */
export async function listProducts(ctx: SearchContext, query: ProductListQuery): Promise<ProductPage> {
  const key = `products?${JSON.stringify(query, Object.keys(query).sort())}`;
  const page = await ctx.reads.read(key, async () => {
    // A malformed category id matches no product; a malformed exclude id excludes nothing.
    if (query.category && !isUuid(query.category)) return emptyPage(query.page, query.limit);
    const excludeId = query.exclude && isUuid(query.exclude) ? query.exclude : undefined;
    const filter = { categoryId: query.category, excludeId };
    if (!query.q)
      return toPage(ctx, await repo.listShopProducts(ctx.db, { ...query, ...filter }), query.page, query.limit);
    const order = query.sort ? shopOrders[query.sort] : 'relevance';
    const search = { ...filter, text: query.q, order, page: query.page, limit: query.limit, didYouMean: true };
    const { didYouMean, ...found } = await searchProducts(ctx, search, foundRows(ctx));
    const page = toPage(ctx, found, query.page, query.limit);
    return didYouMean ? { ...page, didYouMean } : page;
  });
  if (query.q && query.page === 1 && page.pagination.totalItems === 0)
    await recordSearchMiss(ctx.db, ctx.clock, query.q);
  return page;
}

/** Search-as-you-type (modules/search suggest), cached. */
export function suggestProducts(ctx: SearchContext, text: string): Promise<ProductSuggestions> {
  return ctx.reads.read(`suggest?${text}`, async () => {
    const { rows, categories } = await suggest(ctx, text, foundRows(ctx));
    return {
      products: rows.map((row) => toProductSuggestion(toProduct(row, ctx.publicUrl))),
      categories: categories.map(toCategorySuggestion),
    };
  });
}

export async function listProductsForAdmin(ctx: SearchContext, query: AdminProductListQuery): Promise<ProductPage> {
  if (query.category && !isUuid(query.category)) return emptyPage(query.page, query.limit);
  if (!query.search)
    return toPage(
      ctx,
      await repo.listAdminProducts(ctx.db, { ...query, categoryId: query.category }),
      query.page,
      query.limit,
    );
  const order = adminOrders[query.sortBy][query.sortOrder];
  const search = { text: query.search, categoryId: query.category, order, page: query.page, limit: query.limit };
  return toPage(ctx, await searchProducts(ctx, search, foundRows(ctx)), query.page, query.limit);
}

/** A product page of the shop, cached (see CatalogContext.reads); an unknown id is a 404 every time, never cached. */
export function getProduct(ctx: CatalogContext, id: string): Promise<Product> {
  return ctx.reads.read(`product/${id}`, () => getProductForAdmin(ctx, id));
}

/** Straight from the database: the admin's screens and the answers to writes. */
export async function getProductForAdmin(ctx: CatalogContext, id: string): Promise<Product> {
  return toProduct(await findOrThrow(ctx.db, id), ctx.publicUrl);
}

/**
 * Every product, a sitemap file at a time (PAGE_SIZES.sitemap). Memory stays that of one page however
 * large the catalog; not cached, since crawlers read each page once.
 */
export async function sitemapProducts(ctx: CatalogContext, page: number): Promise<ProductSitemapPage> {
  const limit = PAGE_SIZES.sitemap;
  return toSitemapPage(await repo.sitemapPage(ctx.db, (page - 1) * limit, limit), page, limit);
}

export async function getProductStats(ctx: CatalogContext): Promise<ProductStats> {
  return toProductStats(await repo.productStats(ctx.db));
}

const unknownCategory = (): FieldProblem => ({ field: 'category', key: 'categoryNotFound' });

/** The category field names an existing category (a malformed id is just another unknown one). */
async function categoryProblem(db: Db, categoryId: string): Promise<FieldProblem[]> {
  return isUuid(categoryId) && (await categoryExists(db, categoryId)) ? [] : [unknownCategory()];
}

const PRODUCT_FIELDS = [
  'name',
  'nameEn',
  'description',
  'price',
  'salePrice',
  'unitKind',
  'unitLabel',
  'unitLabelEn',
  'pricePerKg',
  'salePricePerKg',
  'stepGrams',
  'minGrams',
  'stock',
  'maxPerOrder',
  'vatRate',
  'category',
] as const;

type WeightFieldName = 'pricePerKg' | 'salePricePerKg' | 'stepGrams' | 'minGrams';

/**
 * Every field of a product as it is stored: the ones the form may leave out filled in, the weight fields
 * null for a piece, and for a weight product the price (and sale price) of one step, derived.
 */
type StoredFields = Omit<Required<ProductFields>, 'price' | WeightFieldName> & {
  price: number;
  pricePerKg: number | null;
  salePricePerKg: number | null;
  stepGrams: number | null;
  minGrams: number | null;
};

/**
 * A product's fields with what the form left out: no English name, and the DEFAULT_UNIT when no unit
 * label is sent. A label sent without an English label has none (the English storefront shows the
 * Vietnamese one) rather than the default's, which would name another unit. A weight product's price
 * and sale price are those of one step (amountForGrams), so `price × quantity` stays a line's total;
 * a piece keeps no weight fields. 400 for a field the kind needs and the form did not send.
 */
function completeFields(fields: ProductFields): StoredFields {
  const labelSent = fields.unitLabel !== undefined;
  const common = {
    ...fields,
    nameEn: fields.nameEn ?? null,
    vatRate: fields.vatRate ?? null,
    unitKind: fields.unitKind ?? DEFAULT_UNIT.kind,
    unitLabel: fields.unitLabel ?? DEFAULT_UNIT.label,
    unitLabelEn: fields.unitLabelEn !== undefined ? fields.unitLabelEn : labelSent ? null : DEFAULT_UNIT.labelEn,
  };
  if (common.unitKind === 'weight') {
    const { pricePerKg, stepGrams } = fields;
    if (pricePerKg === undefined || stepGrams === undefined) throw invalidFields([requiredField('pricePerKg')]);
    const salePricePerKg = fields.salePricePerKg ?? null;
    return {
      ...common,
      price: amountForGrams(pricePerKg, stepGrams),
      salePrice: salePricePerKg === null ? null : amountForGrams(salePricePerKg, stepGrams),
      pricePerKg,
      salePricePerKg,
      stepGrams,
      minGrams: fields.minGrams ?? null,
    };
  }
  if (fields.price === undefined) throw invalidFields([requiredField('price')]);
  const none = { pricePerKg: null, salePricePerKg: null, stepGrams: null, minGrams: null };
  return { ...common, price: fields.price, ...none };
}

const requiredField = (field: string): FieldProblem => ({ field, key: 'required' });

/**
 * What the per-kg prices give once rounded to one step: a step must cost something (1,000 ₫/kg in steps
 * of 50 g rounds to 0 ₫), and a sale must still be cheaper per step than the regular price.
 */
function unitProblems(fields: StoredFields): FieldProblem[] {
  if (fields.unitKind !== 'weight') return [];
  if (fields.price <= 0) return [{ field: 'pricePerKg', key: 'stepPriceTooSmall' }];
  if (fields.salePrice !== null && (fields.salePrice <= 0 || fields.salePrice >= fields.price))
    return [{ field: 'salePricePerKg', key: 'saleStepPriceNotLower' }];
  return [];
}

/** What an update changes, for the audit log: the field names, and prices before and after; null for no change. */
function productChanges(stored: StoredFields, next: StoredFields, imageReplaced: boolean): AuditDetails | null {
  const fields = changedFields(stored, next, PRODUCT_FIELDS);
  if (imageReplaced) fields.push('image');
  if (fields.length === 0) return null;
  return {
    name: next.name,
    fields,
    ...(stored.price !== next.price && { price: { from: stored.price, to: next.price } }),
    ...(stored.salePrice !== next.salePrice && { salePrice: { from: stored.salePrice, to: next.salePrice } }),
  };
}

function toValues(fields: StoredFields) {
  return {
    name: fields.name,
    nameEn: fields.nameEn,
    description: fields.description,
    price: fields.price,
    salePrice: fields.salePrice,
    unitKind: fields.unitKind,
    unitLabel: fields.unitLabel,
    unitLabelEn: fields.unitLabelEn,
    unitStepGrams: fields.stepGrams,
    unitMinGrams: fields.minGrams,
    unitPricePerKg: fields.pricePerKg,
    unitSalePricePerKg: fields.salePricePerKg,
    stock: fields.stock,
    maxPerOrder: fields.maxPerOrder,
    vatRate: fields.vatRate,
    categoryId: fields.category,
  };
}

/** Saves the row; a category deleted meanwhile surfaces as the same field error as an unknown one. */
async function writeOrReport<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw invalidFields([unknownCategory()]);
    throw error;
  }
}

export async function createProduct(ctx: CatalogContext, actor: AuditActor, form: ImageFormInput): Promise<Product> {
  const parsed = productFieldsSchema.safeParse(form.fields);
  const fields = parsed.success ? completeFields(parsed.data) : undefined;
  const problems: FieldProblem[] = fields ? unitProblems(fields) : describeIssues(parsed.error?.issues ?? []);
  if (fields) problems.push(...(await categoryProblem(ctx.db, fields.category)));
  if (!form.image) problems.push({ field: 'image', key: 'fileRequired' });
  if (!fields || !form.image || problems.length > 0) throw invalidFields(problems);

  return withStoredImage(ctx, form.image, async (imageUrl) => {
    const id = await writeOrReport(() =>
      ctx.db.transaction(async (tx) => {
        const productId = await repo.insertProduct(tx, { ...toValues(fields), imageUrl });
        await recordAudit(tx, {
          actor,
          action: 'product.created',
          entity: { type: 'product', id: productId },
          details: { name: fields.name },
        });
        return productId;
      }),
    );
    return getProductForAdmin(ctx, id);
  });
}

function storedFields(row: repo.ProductColumns): StoredFields {
  return {
    name: row.name,
    nameEn: row.nameEn,
    description: row.description,
    price: row.price,
    salePrice: row.salePrice,
    unitKind: row.unitKind,
    unitLabel: row.unitLabel,
    unitLabelEn: row.unitLabelEn,
    pricePerKg: row.unitPricePerKg,
    salePricePerKg: row.unitSalePricePerKg,
    stepGrams: row.unitStepGrams,
    minGrams: row.unitMinGrams,
    stock: row.stock,
    maxPerOrder: row.maxPerOrder,
    vatRate: row.vatRate,
    category: row.categoryId,
  };
}

/** The stored fields as the form would send them: a weight field a piece does not have is left out. */
function storedForm(row: repo.ProductColumns) {
  const stored = storedFields(row);
  const weight = Object.fromEntries(
    (['pricePerKg', 'salePricePerKg', 'stepGrams', 'minGrams'] as const).map((key) => [key, stored[key] ?? undefined]),
  );
  return { ...stored, ...weight };
}

/**
 * The stored product with the changes applied, checked as a whole: a new sale price must stay
 * below the stored price and vice versa. 400 when the result breaks a rule. A new unit label sent
 * without an English label clears the stored English label, which described the old unit.
 *
 * A weight product's price and sale price are derived, so the stored ones (or sent ones) are not part of
 * its merge. Switching the kind changes what the stock counts (pieces or grams), so the stock must then
 * be sent with it.
 */
async function mergeChanges(db: Db, row: repo.ProductColumns, changes: ProductUpdate): Promise<StoredFields> {
  const englishLabelStale =
    changes.unitLabel !== undefined && changes.unitLabelEn === undefined && changes.unitLabel !== row.unitLabel;
  const kind = changes.unitKind ?? row.unitKind;
  const merged = productFieldsSchema.safeParse({
    ...storedForm(row),
    ...changes,
    ...(englishLabelStale && { unitLabelEn: null }),
    ...(kind === 'weight' && { price: undefined, salePrice: undefined }),
  });
  if (!merged.success) throw invalidFields(describeIssues(merged.error.issues));
  const next = completeFields(merged.data);
  const problems = unitProblems(next);
  if (kind !== row.unitKind && changes.stock === undefined) problems.push(requiredField('stock'));
  if (next.category !== row.categoryId) problems.push(...(await categoryProblem(db, next.category)));
  if (problems.length > 0) throw invalidFields(problems);
  return next;
}

/**
 * A form loaded before some sales would give them back if its stock were written: when the caller
 * says which stock it saw (expectedStock) and the stored stock has moved since, a stock change is
 * refused with 409 and the admin reloads.
 */
function checkExpectedStock(row: repo.ProductColumns, changes: ProductUpdate) {
  const { stock, expectedStock } = changes;
  if (stock === undefined || expectedStock === undefined || stock === row.stock || expectedStock === row.stock) return;
  throw conflict('stockChanged', { current: row.stock });
}

/** Only the columns whose value changes, so a write never puts back a stock it did not mean to set. */
function changedValues(row: repo.ProductColumns, next: StoredFields): Partial<repo.ProductValues> {
  const values = toValues(next);
  const keys = Object.keys(values) as (keyof typeof values)[];
  return Object.fromEntries(keys.filter((key) => values[key] !== row[key]).map((key) => [key, values[key]]));
}

/**
 * Fields not sent keep their stored value; an empty salePrice or maxPerOrder clears it. The row is locked while
 * the changes are merged and written, and only the columns that change are written: a checkout
 * taking stock meanwhile keeps its sale (see checkExpectedStock for a form that sends stock).
 */
export async function updateProduct(
  ctx: CatalogContext,
  actor: AuditActor,
  id: string,
  form: ImageFormInput,
): Promise<Product> {
  const current = await findOrThrow(ctx.db, id);
  const changes = formFields(productUpdateSchema, form);
  // Checked before the image is encoded and stored, then again on the locked row.
  checkExpectedStock(current, changes);
  await mergeChanges(ctx.db, current, changes);

  const replacedImageUrl = await withStoredImage(ctx, form.image, (newImageUrl) =>
    writeOrReport(() =>
      ctx.db.transaction(async (tx) => {
        const locked = await repo.lockProductById(tx, current.id);
        if (!locked) throw notFound('productNotFound');
        checkExpectedStock(locked, changes);
        const next = await mergeChanges(tx, locked, changes);
        const values = { ...changedValues(locked, next), ...(newImageUrl && { imageUrl: newImageUrl }) };
        if (Object.keys(values).length > 0) await repo.updateProductRow(tx, locked.id, values);
        const audit = productChanges(storedFields(locked), next, Boolean(newImageUrl));
        if (audit)
          await recordAudit(tx, {
            actor,
            action: 'product.updated',
            entity: { type: 'product', id: locked.id },
            details: audit,
          });
        return locked.imageUrl;
      }),
    ),
  );
  // Only once the row points at the new file is the old one safe to delete.
  if (form.image) await releaseImage(ctx, replacedImageUrl);
  return getProductForAdmin(ctx, current.id);
}

export async function deleteProduct(ctx: CatalogContext, actor: AuditActor, id: string): Promise<void> {
  const current = await findOrThrow(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteProductRow(tx, current.id);
    await recordAudit(tx, {
      actor,
      action: 'product.deleted',
      entity: { type: 'product', id: current.id },
      details: { name: current.name },
    });
  });
  await releaseImage(ctx, current.imageUrl);
}

/**
 * The stock other modules move, in the catalog's own table: the cart checks it, checkout takes it, and an
 * order's status changes give it back or take it again.
 */
export {
  lockProductById,
  lockProductsById,
  productBriefs,
  returnStock,
  takeStock,
  takeStockOfLines,
} from './products.repository';
/** What the packers might put in instead of a product that ran short (orders' substitutions). */
export { substituteCandidates } from './products.repository';
/** Whether a category or product still shows an image: app.ts gives it to the catalog context. */
export { imageInUse } from './products.repository';
export { toProductUnit, toStock } from './products.mapper';
