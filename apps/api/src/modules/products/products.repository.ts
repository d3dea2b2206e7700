import { LIMITS, type AdminProductListQuery, type ProductListQuery } from '@veggie/contract';
import { and, asc, count, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { escapeLike } from '../../db/like';
import { categories } from '../categories/categories.table';
import { products, type ProductRow } from './products.table';

export type ProductColumns = Omit<ProductRow, 'searchText'>;
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
  | 'stock'
  | 'categoryId'
  | 'imageUrl'
>;

const productColumns = {
  id: products.id,
  name: products.name,
  nameEn: products.nameEn,
  description: products.description,
  price: products.price,
  salePrice: products.salePrice,
  unitKind: products.unitKind,
  unitLabel: products.unitLabel,
  unitLabelEn: products.unitLabelEn,
  stock: products.stock,
  categoryId: products.categoryId,
  imageUrl: products.imageUrl,
  avgRating: products.avgRating,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};
const withCategory = { ...productColumns, categoryName: categories.name };

/** What a shopper pays: the sale price when there is one (contract `unitPrice`). */
const effectivePrice = sql`coalesce(${products.salePrice}, ${products.price})`;
const foldedName = sql`immutable_unaccent(lower(${products.name}))`;
/** Name order ignoring accents and case, byte-wise so PGlite and every PostgreSQL locale agree. */
const nameOrder = sql`${foldedName} collate "C"`;
/** Folds the user's text the same way `search_text` was folded, so "Cà chua" and "ca chua" meet. */
const fold = (text: string) => sql`immutable_unaccent(lower(${text}))`;

/**
 * Folds like immutable_unaccent(lower(...)) closely enough to count characters: trigrams need three
 * of them, so shorter queries take the word-prefix path (see searchMatches).
 */
const foldedLength = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase().trim().length;
/** Below this many folded characters a query has no trigram of its own to look up. */
const MIN_TRIGRAM_QUERY = 3;
const isShortQuery = (q: string) => foldedLength(q) < MIN_TRIGRAM_QUERY;

/**
 * The ways a query can match, tried in turn (selectPage keeps the first that finds anything):
 *  1. name or description contain the text;
 *  2. only when nothing does, the name resembles it closely enough to forgive a typo ("ca chuaa"
 *     → "Cà chua"): `<%` is true when word_similarity(q, folded name) reaches
 *     pg_trgm.word_similarity_threshold (0.6 by default). The typo branch looks at the name only
 *     (its own index, products_name_trgm_idx): a name is short, so checking the index's
 *     candidates costs a fraction of checking name + description (18 ms against 605 ms at 100k).
 * A one- or two-character query ("a", "cà") would contain-match almost every row and has no
 * trigram of its own, so it matches words that start with it instead ("ca" finds "Cà chua",
 * "Cải" and "Xoài cát", not "Hòa"); pg_trgm serves both LIKE patterns from the search index.
 *
 * Every value travels as a bound parameter; LIKE wildcards in the user's text are escaped, so
 * "%_%" means those three characters.
 *
 * EXPLAIN ANALYZE on PostgreSQL 15, 100,000 generated products, inside preferTrigramIndex:
 *   q = 'ca chua' (3,332 matches), one query for page and total:
 *     Limit -> Sort (top-N heapsort: similarity(q, folded name) desc, created_at desc, id desc)
 *       -> WindowAgg (count(*) over ())
 *         -> Bitmap Heap Scan on products  Recheck Cond: (search_text ~~* '%ca chua%')  (1,666 blocks)
 *           -> Bitmap Index Scan on products_search_trgm_idx  Index Cond: (search_text ~~* '%ca chua%')
 *     Execution Time: 29 ms (index 3 ms, heap 9 ms, ranking 3,332 rows 17 ms).
 *   q = 'ca chuaa' (typo: the contains-query finds nothing in 3 ms, then):
 *     Limit -> WindowAgg -> Sort -> Bitmap Heap Scan  Filter: ('ca chuaa' <% immutable_unaccent(lower(name)))
 *       -> Bitmap Index Scan on products_name_trgm_idx  Index Cond: (immutable_unaccent(lower(name)) %> 'ca chuaa')
 *     Execution Time: 48 ms.
 *   q = 'a' (30,000 matches): count over (… limit 1000) -> Bitmap Heap Scan stopping after 1,000 rows
 *     (BitmapOr of search_text ~~ 'a%' and '% a%' on products_search_trgm_idx): 6 ms; page: Index
 *     Scan Backward using products_created_at_idx, Filter: the same patterns: 0.05 ms.
 *   Before (name and description both fuzzy-matched and ranked with word_similarity over
 *   search_text, page and count as two scans): 1.4 s per 'ca chua' request, 4.4 s for 'ca'.
 */
function searchMatches(q: string): SQL[] {
  if (isShortQuery(q)) {
    const prefix = fold(escapeLike(q));
    return [
      sql`(${products.searchText} like ${prefix} || '%' or ${products.searchText} like '% ' || ${prefix} || '%')`,
    ];
  }
  return [sql`${products.searchText} ilike '%' || ${fold(escapeLike(q))} || '%'`, sql`${fold(q)} <% ${foldedName}`];
}

/**
 * Best matches first: the name most similar to the query as a whole (so "Cà chua" before "Sốt cà
 * chua", and a name match before a match found only in the description). Computed on the short
 * folded name once per candidate; short queries keep the requested order (newest first).
 */
function searchRank(q: string): SQL[] {
  if (isShortQuery(q)) return [];
  return [desc(sql`similarity(${fold(q)}, ${foldedName})`)];
}

interface ListFilter {
  categoryId?: string;
  excludeId?: string;
}

function filterProducts(match: SQL | undefined, { categoryId, excludeId }: ListFilter): SQL | undefined {
  return and(
    match,
    categoryId ? eq(products.categoryId, categoryId) : undefined,
    excludeId ? ne(products.id, excludeId) : undefined,
  );
}

/**
 * The planner prices pg_trgm's operators like simple comparisons (cost 1), so it may prefer a
 * sequential scan that computes word_similarity for every row (2.1 s at 100,000 products against
 * tens of milliseconds through the index, see searchMatches). A search therefore runs with
 * sequential scans disabled, for its own transaction only; and, when asked, with a statement
 * timeout (PostgreSQL cancels a statement past it with SQLSTATE 57014; PGlite runs single-threaded
 * and never interrupts one, see db/errors.ts, isStatementTimeout).
 */
async function preferTrigramIndex<T>(
  db: Db,
  search: string | undefined,
  timeoutMs: number | undefined,
  run: (db: Db | Tx) => Promise<T>,
): Promise<T> {
  if (!search) return run(db);
  // Without a search timeout of its own, the connection's (STATEMENT_TIMEOUT_MS) stays.
  const timeout = timeoutMs ? sql`${String(timeoutMs)}` : sql`current_setting('statement_timeout')`;
  return db.transaction(async (tx) => {
    // set_config(…, true) is SET LOCAL that takes a bound value, both settings in one round trip.
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('statement_timeout', ${timeout}, true)`,
    );
    return run(tx);
  });
}

type PageRow = Omit<ProductWithCategory, 'categoryName'>;

/**
 * Past this many matches a one- or two-character query reports this many (see selectPage).
 */
export const SHORT_QUERY_COUNT_CAP = 1000;

/**
 * A longer query ranks at most this many candidates: the first this many matches the index finds
 * (in storage order, not by relevance, since finding the most relevant would mean ranking them all).
 * A query matching every one of 50,000 products cost 0.5 s to rank; ranking 2,000 costs a few
 * milliseconds whatever the catalogue's size. Past the cap totalItems is the cap, as for short queries.
 */
export const SEARCH_CANDIDATE_CAP = 2000;

/**
 * The page is chosen from products alone and the category names fetched for its rows afterwards:
 * joining first lets the planner walk every product of every category before it can sort.
 *
 * The page carries its own total (count(*) over ()), so the matching rows are found and checked
 * once. A search tries its matches in turn (searchMatches) and keeps the first that finds
 * anything; only a page past the end needs a separate count.
 *
 * A one- or two-character query counts at most SHORT_QUERY_COUNT_CAP matches: "a" matches a third
 * of the catalogue, and an exact count would cost more than the page. totalItems is then
 * min(true count, cap), so every page the client is offered is full and real; matches past the
 * cap are reached by typing more (or by category). A longer query is found, ranked and counted
 * among at most SEARCH_CANDIDATE_CAP candidates, with the same consequence past that cap.
 */
function selectPage(
  db: Db,
  search: string | undefined,
  filter: ListFilter,
  orderBy: SQL[],
  page: number,
  limit: number,
  timeoutMs?: number,
) {
  const matches = search ? searchMatches(search) : [undefined];
  const shortQuery = search !== undefined && isShortQuery(search);
  const countCap = search ? (shortQuery ? SHORT_QUERY_COUNT_CAP : SEARCH_CANDIDATE_CAP) : undefined;
  const offset = (page - 1) * limit;
  return preferTrigramIndex(db, search, timeoutMs, async (q) => {
    const countOf = async (where: SQL | undefined) => {
      const matching = q
        .select({ one: sql`1` })
        .from(products)
        .where(where);
      const [row] = await q
        .select({ total: count() })
        .from((countCap ? matching.limit(countCap) : matching).as('matching'));
      return row?.total ?? 0;
    };
    const pageOf = (where: SQL | undefined) =>
      q
        .select(productColumns)
        .from(products)
        .where(where)
        .orderBy(...orderBy, desc(products.id))
        .limit(limit)
        .offset(offset);
    /**
     * One scan finds, ranks and counts the candidates (count(*) over ()). The LIMIT inside stops the
     * index's heap scan after SEARCH_CANDIDATE_CAP rows, before any of them is ranked.
     */
    const pageWithTotal = async (where: SQL | undefined) => {
      const candidates = q.select({ id: products.id }).from(products).where(where).limit(SEARCH_CANDIDATE_CAP);
      const found = await q
        .select({ ...productColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(products)
        .where(inArray(products.id, candidates))
        .orderBy(...orderBy, desc(products.id))
        .limit(limit)
        .offset(offset);
      return { rows: found, total: found[0]?.total ?? (offset > 0 ? await countOf(where) : 0) };
    };
    const pageAndTotal = async (where: SQL | undefined): Promise<{ rows: PageRow[]; total: number }> => {
      if (!search) {
        // No search: the page (created_at index) and the count are each cheap on their own.
        const [rows, total] = await Promise.all([pageOf(where), countOf(where)]);
        return { rows, total };
      }
      if (shortQuery) {
        const total = await countOf(where);
        return { rows: total > offset ? await pageOf(where) : [], total };
      }
      return pageWithTotal(where);
    };
    let result: { rows: PageRow[]; total: number } = { rows: [], total: 0 };
    for (const match of matches) {
      result = await pageAndTotal(filterProducts(match, filter));
      if (result.total > 0) break;
    }
    const { rows, total } = result;
    const categoryIds = [...new Set(rows.map((row) => row.categoryId))];
    const names = categoryIds.length
      ? await q
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : [];
    const nameOf = new Map(names.map((c) => [c.id, c.name]));
    const withNames: ProductWithCategory[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      nameEn: row.nameEn,
      description: row.description,
      price: row.price,
      salePrice: row.salePrice,
      unitKind: row.unitKind,
      unitLabel: row.unitLabel,
      unitLabelEn: row.unitLabelEn,
      stock: row.stock,
      categoryId: row.categoryId,
      imageUrl: row.imageUrl,
      avgRating: row.avgRating,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      categoryName: nameOf.get(row.categoryId) ?? '',
    }));
    return { rows: withNames, total };
  });
}

const newestFirst = [desc(products.createdAt)];
const shopSorts: Record<NonNullable<ProductListQuery['sort']>, SQL[]> = {
  newest: newestFirst,
  price_asc: [asc(effectivePrice), ...newestFirst],
  price_desc: [desc(effectivePrice), ...newestFirst],
  name: [asc(nameOrder), asc(products.name)],
};

/**
 * The shop listing: relevance when searching unless a sort is asked for, else newest first. A search
 * runs under `searchTimeoutMs` (see preferTrigramIndex).
 */
export function listShopProducts(
  db: Db,
  query: Pick<ProductListQuery, 'q' | 'sort' | 'page' | 'limit'> & { categoryId?: string; excludeId?: string },
  searchTimeoutMs?: number,
) {
  const { q, sort, page, limit } = query;
  const orderBy = sort ? shopSorts[sort] : q ? [...searchRank(q), ...newestFirst] : newestFirst;
  return selectPage(
    db,
    q,
    { categoryId: query.categoryId, excludeId: query.excludeId },
    orderBy,
    page,
    limit,
    searchTimeoutMs,
  );
}

export function listAdminProducts(
  db: Db,
  query: Pick<AdminProductListQuery, 'search' | 'sortBy' | 'sortOrder' | 'page' | 'limit'> & { categoryId?: string },
) {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const sortKey: Record<AdminProductListQuery['sortBy'], SQL[]> = {
    createdAt: [direction(products.createdAt)],
    name: [direction(nameOrder), direction(products.name)],
    price: [direction(products.price), ...newestFirst],
    stock: [direction(products.stock), ...newestFirst],
  };
  return selectPage(db, query.search, { categoryId: query.categoryId }, sortKey[query.sortBy], query.page, query.limit);
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

/** Names, stock and image of each product that still exists, for the cart's checks and the orders' lines. */
export async function productBriefs(db: Db | Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      stock: products.stock,
      imageUrl: products.imageUrl,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

/** Products locked in id order (one lock order, no deadlocks), for moving the stock of an existing order. */
export async function lockProductsById(tx: Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: products.id, name: products.name, stock: products.stock })
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
const stockValue = sql`${products.price}::bigint * ${products.stock}`;

export async function productStats(db: Db) {
  const [[totals], perCategory] = await Promise.all([
    db
      .select({
        totalProducts: count(),
        minPrice: num(sql`min(${products.price})`),
        maxPrice: num(sql`max(${products.price})`),
        avgPrice: num(sql`round(avg(${products.price}))`),
        totalValue: num(sql`sum(${stockValue})`),
        totalStock: num(sql`sum(${products.stock})`),
        lowStock: num(
          sql`count(*) filter (where ${products.stock} > 0 and ${products.stock} < ${LIMITS.lowStockThreshold})`,
        ),
        outOfStock: num(sql`count(*) filter (where ${products.stock} = 0)`),
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
