import { LIMITS, type AdminProductListQuery, type ProductListQuery } from '@veggie/contract';
import { and, asc, count, desc, eq, gte, inArray, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { textArray } from '../../db/text-array';
import { categories, productCounts } from '../categories/categories.table';
import {
  effectivePriceOf,
  nameOrderOf,
  productChanges,
  productColumns,
  products,
  type ProductRow,
} from './products.table';
import type { IndexedProduct } from '../search/search-index';

export type ProductColumns = Omit<ProductRow, 'nameTerms' | 'nameEnTerms' | 'searchTerms' | 'updatedAt'>;
export type ProductWithCategory = ProductColumns & { categoryName: string };
export type ProductValues = Pick<
  ProductRow,
  | 'name'
  | 'nameEn'
  | 'description'
  | 'price'
  | 'salePrice'
  | 'unitKind'
  | 'unitLabel'
  | 'unitLabelEn'
  | 'unitStepGrams'
  | 'unitMinGrams'
  | 'unitPricePerKg'
  | 'unitSalePricePerKg'
  | 'stock'
  | 'maxPerOrder'
  | 'vatRate'
  | 'categoryId'
  | 'imageUrl'
>;

const withCategory = { ...productColumns, categoryName: categories.name };

/**
 * The stock in sale units, as the wire's `stock` counts it: pieces, or the whole steps a weight product's
 * grams hold (see products.mapper toStock).
 */
const saleUnitsInStock = sql`(case when ${products.unitKind} = 'weight' then ${products.stock} / ${products.unitStepGrams} else ${products.stock} end)`;

// The same expressions as the table's indexes of these orders, which serve them only while they match.
const effectivePrice = effectivePriceOf(products);
const nameOrder = nameOrderOf(products.name);

/** The values, or in a prepared statement the placeholders that stand for them (see listPageStatement). */
interface ListFilter {
  categoryId?: string | Placeholder;
  excludeId?: string | Placeholder;
}

function filterProducts({ categoryId, excludeId }: ListFilter): SQL | undefined {
  return and(
    categoryId ? eq(products.categoryId, categoryId) : undefined,
    excludeId ? ne(products.id, excludeId) : undefined,
  );
}

const categoryName = sql<string>`(select ${categories.name} from ${categories} where ${categories.id} = ${products.categoryId})`;

/** The listing's total without counting: the per-category counts the triggers keep (product_counts). */
const countedTotal = (categoryId: ListFilter['categoryId']) =>
  sql<number>`(select coalesce(sum(${productCounts.count}), 0) from ${productCounts} ${
    categoryId ? sql`where ${productCounts.categoryId} = ${categoryId}` : sql``
  })`.mapWith(Number);

/** The rows may carry more columns than a product's (the listing's `total`): the mappers pick theirs. */
type Page = { rows: ProductWithCategory[]; total: number };

/** A listing order with a name, which names the prepared statements that list in it (see preparedListPage). */
interface ListOrder {
  name: string;
  by: SQL[];
}

/**
 * The statement of one page of the listing, for one order and one shape of filter, the values left as
 * placeholders. Built and prepared once (see preparedListPage): building it with Drizzle on every request took
 * more CPU than PostgreSQL took to plan and run it, and a named statement is parsed once per connection
 * instead of once per request.
 */
function listPageStatement(db: Db, name: string, filter: ListFilter, order: ListOrder) {
  const placeholders: ListFilter = {
    categoryId: filter.categoryId && sql.placeholder('categoryId'),
    excludeId: filter.excludeId && sql.placeholder('excludeId'),
  };
  const where = filterProducts(placeholders);
  const total = filter.excludeId
    ? sql<number>`(select count(*) from ${products} where ${where})`
    : countedTotal(placeholders.categoryId);
  const by = [...order.by, desc(products.id)];
  // The page's ids are cut first, and only its rows are read: a deep page skipped whole rows, descriptions
  // and all (page 8,000 of 100,000 products took 220 ms). Newest first, the ids come from the index alone.
  // The category names and the final order (the same keys) read the page's 12 rows.
  const page = db
    .select({ id: products.id, total: sql<number>`${total}`.as('total') })
    .from(products)
    .where(where)
    .orderBy(...by)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({ ...productColumns, categoryName, total: sql<number>`${page.total}`.mapWith(Number) })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .orderBy(...by)
    .prepare(name);
}

type ListPageStatement = ReturnType<typeof listPageStatement>;
/** Per database: a prepared statement runs on the pool (or PGlite) it was built on, and tests open many. */
const listPageStatements = new WeakMap<Db, Map<string, ListPageStatement>>();

/** The database's statement for this order and filter shape, prepared on first use (listPageStatement). */
function preparedListPage(db: Db, filter: ListFilter, order: ListOrder): ListPageStatement {
  let statements = listPageStatements.get(db);
  if (!statements) listPageStatements.set(db, (statements = new Map()));
  const name = `products_list_${order.name}${filter.categoryId ? '_category' : ''}${filter.excludeId ? '_exclude' : ''}`;
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = listPageStatement(db, name, filter, order)));
  return statement;
}

/**
 * One page of the listing with its category names and its total, in one statement: the total is read from
 * product_counts (unless a product is excluded, which needs a real count of the category).
 */
async function selectListPage(
  db: Db,
  filter: ListFilter,
  order: ListOrder,
  page: number,
  limit: number,
): Promise<Page> {
  const rows = await preparedListPage(db, filter, order).execute({
    ...filter,
    limit,
    offset: (page - 1) * limit,
  });
  const total = rows[0]?.total ?? (await countedOrExcluded(db, filterProducts(filter), filter));
  return { rows, total };
}

async function countedOrExcluded(db: Db, where: SQL | undefined, filter: ListFilter): Promise<number> {
  const [row] = filter.excludeId
    ? await db.select({ total: count() }).from(products).where(where)
    : await db.select({ total: countedTotal(filter.categoryId) }).from(sql`(select 1) as one`);
  return row?.total ?? 0;
}

const newestFirst = [desc(products.createdAt)];
const shopSorts: Record<NonNullable<ProductListQuery['sort']>, ListOrder> = {
  newest: { name: 'newest', by: newestFirst },
  price_asc: { name: 'price_asc', by: [asc(effectivePrice), ...newestFirst] },
  price_desc: { name: 'price_desc', by: [desc(effectivePrice), ...newestFirst] },
  name: { name: 'name', by: [asc(nameOrder), asc(products.name)] },
};

/** The shop's listing without a search (a search's page comes from the index: productsInOrder). */
export type ShopListQuery = Pick<ProductListQuery, 'sort' | 'page' | 'limit'> & {
  categoryId?: string;
  excludeId?: string;
};

/** The shop listing: newest first unless a sort is asked for. */
export function listShopProducts(db: Db, query: ShopListQuery) {
  const { sort, page, limit } = query;
  const filter = { categoryId: query.categoryId, excludeId: query.excludeId };
  return selectListPage(db, filter, shopSorts[sort ?? 'newest'], page, limit);
}

export function listAdminProducts(
  db: Db,
  query: Pick<AdminProductListQuery, 'sortBy' | 'sortOrder' | 'page' | 'limit'> & { categoryId?: string },
) {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const sortKey: Record<AdminProductListQuery['sortBy'], SQL[]> = {
    createdAt: [direction(products.createdAt)],
    name: [direction(nameOrder), direction(products.name)],
    price: [direction(products.price), ...newestFirst],
    stock: [direction(saleUnitsInStock), ...newestFirst],
  };
  const order = { name: `admin_${query.sortBy}_${query.sortOrder}`, by: sortKey[query.sortBy] };
  return selectListPage(db, { categoryId: query.categoryId }, order, query.page, query.limit);
}

export async function findProductById(db: Db, id: string): Promise<ProductWithCategory | undefined> {
  const [row] = await db
    .select(withCategory)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id))
    .limit(1);
  return row;
}

/**
 * The product row locked until the transaction ends, so that a checkout cannot take stock between
 * an update's read and its write. No join: a row re-read after a concurrent update would be checked
 * against the category row seen before it, and a product just moved would seem to be gone.
 */
export async function lockProductById(tx: Tx, id: string): Promise<ProductColumns | undefined> {
  const [row] = await tx.select(productColumns).from(products).where(eq(products.id, id)).for('update');
  return row;
}

/**
 * Names, stock, per-order limit, image and category of each product that still exists, for the cart's checks
 * and the orders' lines (a line's substitutes come from its product's category).
 */
export async function productBriefs(db: Db | Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      stock: products.stock,
      unitKind: products.unitKind,
      unitStepGrams: products.unitStepGrams,
      unitMinGrams: products.unitMinGrams,
      maxPerOrder: products.maxPerOrder,
      imageUrl: products.imageUrl,
      categoryId: products.categoryId,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

/**
 * Products that might stand in for another at packing: in `categoryId`, not `excludeId`, with at least one
 * sale unit in stock (a piece, or one step's grams), nearest first to `price` per sale unit (the sale price
 * when there is one); at equal distance the cheaper, then by name.
 */
export async function substituteCandidates(
  db: Db,
  {
    categoryId,
    excludeId,
    price,
    limit,
  }: { categoryId: string; excludeId: string | null; price: number; limit: number },
) {
  return db
    .select(productColumns)
    .from(products)
    .where(
      and(
        eq(products.categoryId, categoryId),
        excludeId === null ? undefined : ne(products.id, excludeId),
        sql`${products.stock} >= coalesce(${products.unitStepGrams}, 1)`,
      ),
    )
    .orderBy(sql`abs(${effectivePrice} - ${price}::integer)`, asc(effectivePrice), asc(nameOrder), asc(products.id))
    .limit(limit);
}

/** Products locked in id order (one lock order, no deadlocks), for moving the stock of an existing order. */
export async function lockProductsById(tx: Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      unitKind: products.unitKind,
      unitStepGrams: products.unitStepGrams,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
}

/** Takes the stock of every line in one statement; the caller holds the rows' locks and has checked the amounts. */
export async function takeStockOfLines(tx: Tx, lines: { productId: string; quantity: number }[]) {
  const wanted = sql.join(
    lines.map((l) => sql`(${l.productId}::uuid, ${l.quantity}::integer)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${products} set stock = ${products.stock} - wanted.quantity from (values ${wanted}) as wanted(id, quantity) where ${products.id} = wanted.id`,
  );
}

/** Takes stock only when there is enough; false when there is not (the row is left as it was). */
export async function takeStock(tx: Tx, productId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.stock, quantity)))
    .returning({ id: products.id });
  return rows.length === 1;
}

export async function returnStock(tx: Tx, productId: string, quantity: number) {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
}

export async function insertProduct(db: Db, values: ProductValues): Promise<string> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateProductRow(db: Db, id: string, values: Partial<ProductValues>): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** Cart lines go with the product (cascade); order lines keep their snapshot and lose the link. */
export async function deleteProductRow(db: Db, id: string): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

const num = (expr: SQL) => sql<number>`coalesce(${expr}, 0)`.mapWith(Number);
const stockValue = sql`${products.price}::bigint * ${saleUnitsInStock}`;

export async function productStats(db: Db) {
  const [[totals], perCategory] = await Promise.all([
    db
      .select({
        totalProducts: count(),
        minPrice: num(sql`min(${products.price})`),
        maxPrice: num(sql`max(${products.price})`),
        avgPrice: num(sql`round(avg(${products.price}))`),
        totalValue: num(sql`sum(${stockValue})`),
        totalStock: num(sql`sum(${saleUnitsInStock})`),
        lowStock: num(
          sql`count(*) filter (where ${saleUnitsInStock} > 0 and ${saleUnitsInStock} < ${LIMITS.lowStockThreshold})`,
        ),
        outOfStock: num(sql`count(*) filter (where ${saleUnitsInStock} = 0)`),
      })
      .from(products),
    db
      .select({
        id: categories.id,
        categoryName: categories.name,
        count: count(),
        avgPrice: num(sql`round(avg(${products.price}))`),
        totalValue: num(sql`sum(${stockValue})`),
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .groupBy(categories.id, categories.name)
      .orderBy(desc(count()), asc(sql`immutable_unaccent(lower(${categories.name})) collate "C"`)),
  ]);
  return { totals, perCategory };
}

/**
 * One page of every product's id and last change, by id: a stable order that an insert does not shuffle
 * much, read from the primary key's index.
 */
export async function sitemapPage(db: Db, offset: number, limit: number) {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .orderBy(asc(products.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(products),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * What the search index reads of a product (search/search-index.ts). Time in microseconds, as stored, so
 * the index's newest-first order is the database's. The words as one string: parsing 100,000 arrays of
 * them took longer than the query.
 */
const indexedColumns = {
  id: products.id,
  name: products.name,
  categoryId: products.categoryId,
  createdAt: sql<number>`extract(epoch from ${products.createdAt}) * 1000000`.mapWith(Number),
  price: products.price,
  salePrice: products.salePrice,
  saleUnits: sql<number>`${saleUnitsInStock}`.mapWith(Number),
  terms: sql<string>`array_to_string(${products.searchTerms}, ' ')`,
  nameTerms: sql<number>`cardinality(${products.nameTerms})`.mapWith(Number),
  englishTerms: sql<number>`cardinality(${products.nameEnTerms})`.mapWith(Number),
};

/** The oldest transaction still running: changes from it on are read again next time (readProductChanges). */
const oldestRunning = sql<number>`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`.mapWith(Number);

export async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products);
  return row?.total ?? 0;
}

export async function productChangesMark(db: Db): Promise<number> {
  const [row] = await db.select({ mark: oldestRunning }).from(sql`(select 1) as one`);
  return row!.mark;
}

/**
 * Products newest first, a batch at a time after `after` (the last row of the previous batch), for building
 * the index: 100,000 rows at once would hold all their words in memory twice over.
 */
export async function indexedProductsBatch(
  db: Db,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
): Promise<(IndexedProduct & { createdAtText: string })[]> {
  return db
    .select({ ...indexedColumns, createdAtText: sql<string>`${products.createdAt}::text` })
    .from(products)
    .where(
      after
        ? sql`(${products.createdAt}, ${products.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
}

/**
 * Every product written by a transaction from `since` on (product_changes), as it is now (`product`
 * undefined: deleted), and the mark to ask from next time, read in the same snapshot.
 */
export async function readProductChanges(db: Db, since: number) {
  const rows = await db
    .select({ mark: oldestRunning, changedId: productChanges.productId, product: indexedColumns })
    .from(sql`(select 1) as one`)
    .leftJoin(productChanges, gte(productChanges.xid, since))
    .leftJoin(products, eq(products.id, productChanges.productId));
  return {
    mark: rows[0]!.mark,
    changed: rows.flatMap((row) =>
      row.changedId ? [{ id: row.changedId, product: row.product?.id ? row.product : undefined }] : [],
    ),
  };
}

/** A page of the products `ids`, by name (a search's matches, from the index, sorted by name). */
export async function productsByName(
  db: Db,
  ids: readonly string[],
  direction: 'asc' | 'desc',
  offset: number,
  limit: number,
): Promise<ProductWithCategory[]> {
  if (ids.length === 0 || limit === 0) return [];
  const order = direction === 'asc' ? asc : desc;
  return db
    .select({ ...productColumns, categoryName })
    .from(products)
    .where(sql`${products.id} = any(${textArray(ids)}::uuid[])`)
    .orderBy(order(nameOrder), order(products.name), desc(products.id))
    .limit(limit)
    .offset(offset);
}

/** A search's page by id, prepared once per database like the listing's (see listPageStatement). */
const pageByIdStatements = new WeakMap<Db, ReturnType<typeof pageByIdStatement>>();
const pageByIdStatement = (db: Db) =>
  db
    .select({ ...productColumns, categoryName })
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('products_by_id');

/** The page's products, whole and in the order of `ids` (a search's page, from the index). */
export async function productsInOrder(db: Db, ids: readonly string[]): Promise<ProductWithCategory[]> {
  if (ids.length === 0) return [];
  let statement = pageByIdStatements.get(db);
  if (!statement) pageByIdStatements.set(db, (statement = pageByIdStatement(db)));
  const rows = await statement.execute({ ids: [...ids] });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Whether any product or category still shows this stored image (the catalog context's imageInUse). */
export async function imageInUse(db: Db, imageUrl: string): Promise<boolean> {
  const [[category], [product]] = await Promise.all([
    db.select({ id: categories.id }).from(categories).where(eq(categories.imageUrl, imageUrl)).limit(1),
    db.select({ id: products.id }).from(products).where(eq(products.imageUrl, imageUrl)).limit(1),
  ]);
  return category !== undefined || product !== undefined;
}
