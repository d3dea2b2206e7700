import { LIMITS, type AdminProductListQuery, type ProductListQuery } from '@veggie/contract';
import { and, asc, count, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { union, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { escapeLike } from '../../db/like';
import { categories } from '../categories/categories.table';
import { slotTerms, type SearchPlan, type SearchVariant, type TermSlot } from '../search/search-plan';
import { productCounts, products, type ProductRow } from './products.table';

export type ProductColumns = Omit<ProductRow, 'nameTerms' | 'nameEnTerms' | 'searchTerms'>;
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
  unitStepGrams: products.unitStepGrams,
  unitMinGrams: products.unitMinGrams,
  unitPricePerKg: products.unitPricePerKg,
  unitSalePricePerKg: products.unitSalePricePerKg,
  stock: products.stock,
  categoryId: products.categoryId,
  imageUrl: products.imageUrl,
  avgRating: products.avgRating,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};
const withCategory = { ...productColumns, categoryName: categories.name };

/**
 * The stock in sale units, as the wire's `stock` counts it: pieces, or the whole steps a weight product's
 * grams hold (see products.mapper toStock).
 */
const saleUnitsInStock = sql`(case when ${products.unitKind} = 'weight' then ${products.stock} / ${products.unitStepGrams} else ${products.stock} end)`;

/** What a shopper pays: the sale price when there is one (contract `unitPrice`). */
const effectivePrice = sql`coalesce(${products.salePrice}, ${products.price})`;
/** Name order ignoring accents and case, byte-wise so PGlite and every PostgreSQL locale agree. */
const nameOrder = sql`immutable_unaccent(lower(${products.name})) collate "C"`;

/**
 * A list of words as ONE bound value, PostgreSQL's array literal cast to text[]. Bound one parameter per
 * word, a query whose last word has 300 completions sent 8,000 parameters, and parsing and binding them
 * took 50 ms before the query ran.
 */
const textArray = (terms: readonly string[]) =>
  sql`${`{${terms.map((term) => `"${term.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/**
 * The same words as the keys of a jsonb object, for testing a row's words against them: `keys ?| words`
 * finds each word by binary search among the keys, where `words && array` compares every pair (10 words
 * against 300 completions: 3,000 comparisons, for each of 2,000 candidates, in each tier).
 */
const wordKeys = (terms: readonly string[]) =>
  sql`${JSON.stringify(Object.fromEntries(terms.map((term) => [term, 1])))}::jsonb`;
const hasAnyOf = (column: AnyPgColumn, terms: readonly string[]) => sql`${wordKeys(terms)} ?| ${column}`;

/** The product is in one of the categories; false without a query (no category matched the word). */
const inCategories = (ids: readonly string[]) =>
  ids.length ? sql`${products.categoryId} = any(${textArray(ids)}::uuid[])` : sql`false`;

const allOf = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` and `)})`;

/**
 * A product matches a slot when one of its words is one of the slot's terms (name, English name or
 * description, products_search_terms_idx) or its category's name has one: the categories come from the
 * dictionary (a subquery per word used to scan the category index even when no category matched).
 */
function slotMatch(slot: TermSlot): SQL {
  const byWords = sql`${products.searchTerms} && ${textArray(slotTerms(slot))}`;
  return slot.categoryIds.length ? sql`(${byWords} or ${inCategories(slot.categoryIds)})` : byWords;
}

/** The same test as slotMatch on a row already found, by binary search (hasAnyOf) instead of the index. */
const slotHas = (slot: TermSlot) => {
  const byWords = hasAnyOf(products.searchTerms, slotTerms(slot));
  return slot.categoryIds.length ? sql`(${byWords} or ${inCategories(slot.categoryIds)})` : byWords;
};

/**
 * The products a search finds: some reading has every word (slotMatch, the index's bitmaps), tested again
 * on each row the bitmaps bring by binary search (slotHas): PostgreSQL builds bitmaps for the words it
 * finds selective and tests the rest on the rows. Given only each reading's first word to the index, a
 * common one ("giỏ" is in half the generated descriptions) brought 50,000 rows to test: a second.
 */
function searchMatch(plan: SearchPlan): SQL {
  const found = plan.variants.map((variant) => allOf(variant.slots.map(slotMatch)));
  const tested = plan.variants.map((variant) => allOf(variant.slots.map(slotHas)));
  return sql`(${sql.join(found, sql` or `)}) and (${sql.join(tested, sql` or `)})`;
}

/** Some reading has every word in the name as typed or completed (products_name_terms_idx). */
function namedMatch(plan: SearchPlan): SQL {
  const readings = plan.variants.map((variant) =>
    allOf(variant.slots.map((slot) => sql`${products.nameTerms} && ${textArray(slot.exact)}`)),
  );
  return sql`(${sql.join(readings, sql` or `)})`;
}

/**
 * The name is the reading's words, or begins with them (the last one perhaps begun), read off name_terms:
 * its first n elements are the name's n words in order (the pairs come after them), so no name is folded
 * again per candidate (that cost 60 ms for 1,800 candidates).
 */
function nameIs(words: string[]): SQL {
  return sql`(cardinality(${products.nameTerms}) = ${2 * words.length - 1} and ${products.nameTerms}[1:${words.length}] = ${textArray(words)})`;
}
function nameBegins(words: string[]): SQL {
  const before = words.slice(0, -1);
  const last = words[words.length - 1]!;
  return sql`(${before.length ? sql`${products.nameTerms}[1:${before.length}] = ${textArray(before)} and ` : sql``}${products.nameTerms}[${words.length}] like ${`${escapeLike(last)}%`})`;
}

/**
 * How well a product answers one reading of the query, best first (docs/decisions/026): 0 the name is the
 * query; 1 the name begins with it; 2 every word is in the name as typed (or completed); 3 in the name
 * with a typo forgiven; 4 found in the name or the category; 5 also in the English name; 6 the
 * description was needed. A reading the product does not match ranks after every other.
 */
function variantTier(variant: SearchVariant, alone: boolean): SQL {
  const words = variant.folded.split(' ');
  const inName = (terms: (slot: TermSlot) => string[]) =>
    variant.slots.map((slot) => hasAnyOf(products.nameTerms, terms(slot)));
  const named = inName(slotTerms);
  const inCategory = variant.slots.map((slot) => inCategories(slot.categoryIds));
  const inEnglish = variant.slots.map((slot) => hasAnyOf(products.nameEnTerms, slotTerms(slot)));
  const either = (...sets: SQL[][]) =>
    variant.slots.map(
      (_, i) =>
        sql`(${sql.join(
          sets.map((set) => set[i]!),
          sql` or `,
        )})`,
    );
  return sql`case
    ${alone ? sql`` : sql`when not ${allOf(variant.slots.map(slotHas))} then 9`}
    when ${nameIs(words)} then 0
    when ${nameBegins(words)} then 1
    when ${allOf(inName((slot) => slot.exact))} then 2
    when ${allOf(named)} then 3
    when ${allOf(either(named, inCategory))} then 4
    when ${allOf(either(named, inCategory, inEnglish))} then 5
    else 6 end`;
}

/**
 * Relevance order: the tier of the best reading; then, for words typed with accents (by the shopper, or
 * by the admin in a synonym), names holding them as typed ("cà" puts "Cà chua" before "Cá"); in stock
 * before sold out; newest.
 */
function searchRank(plan: SearchPlan): SQL[] {
  const tiers = plan.variants.map((variant) => variantTier(variant, plan.variants.length === 1));
  const tier = tiers.length === 1 ? tiers[0]! : sql`least(${sql.join(tiers, sql`, `)})`;
  const accented = [
    ...new Set(
      plan.variants.flatMap((variant) => variant.slots.flatMap((slot) => (slot.accented ? [slot.accented] : []))),
    ),
  ];
  const accentHits = accented.map((word) => {
    const capitalised = word.charAt(0).toUpperCase() + word.slice(1);
    const patterns = [word, capitalised].map((form) => `% ${escapeLike(form)}%`);
    return sql`(case when ' ' || ${products.name} like any(${textArray(patterns)}) then 1 else 0 end)`;
  });
  return [
    asc(tier),
    ...(accentHits.length ? [desc(sql.join(accentHits, sql` + `))] : []),
    desc(sql`${products.stock} > 0`),
  ];
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
 * A search runs in a transaction of its own with a statement timeout, when asked (PostgreSQL cancels a
 * statement past it with SQLSTATE 57014; PGlite runs single-threaded and never interrupts one, see
 * db/errors.ts, isStatementTimeout). Sequential scans are off for it: the planner cannot know how few
 * rows a list of words matches and might read the whole table rather than the word index.
 */
async function searchTransaction<T>(
  db: Db,
  search: SearchPlan | undefined,
  timeoutMs: number | undefined,
  run: (db: Db | Tx) => Promise<T>,
): Promise<T> {
  if (!search) return run(db);
  // Without a search timeout of its own, the connection's (STATEMENT_TIMEOUT_MS) stays.
  const timeout = timeoutMs ? sql`${String(timeoutMs)}` : sql`current_setting('statement_timeout')`;
  return db.transaction(async (tx) => {
    // set_config(…, true) is SET LOCAL that takes a bound value, all settings in one round trip. JIT
    // off: seqscan off makes every plan look expensive, and PostgreSQL would then compile the ranking's
    // long CASE expressions with LLVM, 5 s for a query that runs in milliseconds. No parallel workers:
    // starting them costs more than the scan they share, and under load they only take cores from the
    // other searches.
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true),
        set_config('max_parallel_workers_per_gather', '0', true), set_config('statement_timeout', ${timeout}, true)`,
    );
    return run(tx);
  });
}

/** Past this many matches a one- or two-letter query reports this many (see selectPage). */
export const SHORT_QUERY_COUNT_CAP = 1000;

/**
 * A longer query ranks at most this many candidates: the first this many matches the index finds
 * (in storage order, not by relevance, since finding the most relevant would mean ranking them all).
 * A query matching every one of 50,000 products cost 0.5 s to rank; ranking 2,000 costs a few
 * milliseconds whatever the catalogue's size. Past the cap totalItems is the cap, as for short queries.
 */
export const SEARCH_CANDIDATE_CAP = 2000;

const categoryName = sql<string>`(select ${categories.name} from ${categories} where ${categories.id} = ${products.categoryId})`;

/** The listing's total without counting: the per-category counts the triggers keep (product_counts). */
const countedTotal = (categoryId: string | undefined) =>
  sql<number>`(select coalesce(sum(${productCounts.count}), 0) from ${productCounts} ${
    categoryId ? sql`where ${productCounts.categoryId} = ${categoryId}` : sql``
  })`.mapWith(Number);

/**
 * What a ranking or a sort reads of a search's candidates. The rest of a row (its long description above
 * all) is joined for the page's rows only: carried through the count and the sort of 2,000 candidates,
 * it cost more than ranking them.
 */
const rankedColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  salePrice: products.salePrice,
  stock: products.stock,
  categoryId: products.categoryId,
  createdAt: products.createdAt,
  nameTerms: products.nameTerms,
  nameEnTerms: products.nameEnTerms,
  searchTerms: products.searchTerms,
};

type Page = { rows: ProductWithCategory[]; total: number };
const withoutTotal = (rows: (ProductWithCategory & { total: number })[]) =>
  rows.map(({ total: _total, ...row }) => row);

/**
 * One page of the listing with its category names and its total, in one statement: the total is read from
 * product_counts (unless a product is excluded, which needs a real count of the category).
 */
async function selectListPage(db: Db, filter: ListFilter, orderBy: SQL[], page: number, limit: number): Promise<Page> {
  const where = filterProducts(undefined, filter);
  const total = filter.excludeId
    ? sql<number>`(select count(*) from ${products} where ${where})`
    : countedTotal(filter.categoryId);
  const order = [...orderBy, desc(products.id)];
  // The page is cut first and named "products", so the category names and the final order (the same
  // keys, on 12 rows) read it: named in the page itself, a deep page looked up a name per skipped row.
  const pageRows = db
    .select({ ...productColumns, total: sql<number>`${total}`.as('total') })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit)
    .as('products');
  const columns = Object.fromEntries(
    Object.keys(productColumns).map((key) => [key, pageRows[key as keyof typeof productColumns]]),
  ) as typeof productColumns;
  const rows = await db
    .select({ ...columns, categoryName, total: sql<number>`${pageRows.total}`.mapWith(Number) })
    .from(pageRows)
    .orderBy(...order);
  return { rows: withoutTotal(rows), total: rows[0]?.total ?? (await countedOrExcluded(db, where, filter)) };
}

async function countedOrExcluded(db: Db, where: SQL | undefined, filter: ListFilter): Promise<number> {
  const [row] = filter.excludeId
    ? await db.select({ total: count() }).from(products).where(where)
    : await db.select({ total: countedTotal(filter.categoryId) }).from(sql`(select 1) as one`);
  return row?.total ?? 0;
}

/**
 * One page of a search with its category names and its total, in one statement: the candidates (at most
 * SEARCH_CANDIDATE_CAP, or SHORT_QUERY_COUNT_CAP for a one- or two-letter query) are found, ranked and
 * counted once (count(*) over ()), then the page's rows are joined whole. Only a page past the end, which
 * has no row to carry the total, costs a second count.
 */
function selectSearchPage(
  db: Db,
  search: SearchPlan,
  filter: ListFilter,
  orderBy: SQL[],
  page: number,
  limit: number,
  timeoutMs?: number,
): Promise<Page> {
  return searchTransaction(db, search, timeoutMs, async (q) => {
    const where = filterProducts(searchMatch(search), filter);
    const cap = search.short ? SHORT_QUERY_COUNT_CAP : SEARCH_CANDIDATE_CAP;
    // The candidates are the relation the page is ranked from, named "products" so that the ranking's
    // columns read them: written as `id in (candidates)`, PostgreSQL ranked all 100,000 rows first.
    // Every match of a broad query cannot be ranked, and the first `cap` the index brings are in storage
    // order: "nhãn lồng ninh thuận" matched 2,000 products by typos and completions before its own
    // name. So the names holding every word as typed (completed, not corrected) join the candidates.
    const byName = filterProducts(namedMatch(search), filter);
    const candidates = union(
      q.select(rankedColumns).from(products).where(where).limit(cap),
      q.select(rankedColumns).from(products).where(byName).limit(cap),
    ).as('products');
    const order = [...orderBy, desc(products.id)];
    const pageIds = q
      .select({
        id: candidates.id,
        // Both sets together may hold up to twice the cap; the total says the cap, as it always has.
        total: sql<number>`least(count(*) over (), ${cap})`.as('total'),
        place: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('place'),
      })
      .from(candidates)
      .orderBy(...order)
      // No page reaches past the cap, though the two sets may hold more.
      .limit(Math.max(0, Math.min(limit, cap - (page - 1) * limit)))
      .offset((page - 1) * limit)
      .as('page');
    const rows = await q
      .select({ ...productColumns, categoryName, total: sql<number>`${pageIds.total}`.mapWith(Number) })
      .from(pageIds)
      .innerJoin(products, eq(products.id, pageIds.id))
      .orderBy(asc(pageIds.place));
    if (rows[0] || page === 1) return { rows: withoutTotal(rows), total: rows[0]?.total ?? 0 };
    const [counted] = await q.select({ total: count() }).from(
      q
        .select({ one: sql`1` })
        .from(products)
        .where(where)
        .limit(cap)
        .as('matching'),
    );
    return { rows: [], total: counted?.total ?? 0 };
  });
}

function selectPage(
  db: Db,
  search: SearchPlan | undefined,
  filter: ListFilter,
  orderBy: SQL[],
  page: number,
  limit: number,
  timeoutMs?: number,
): Promise<Page> {
  return search
    ? selectSearchPage(db, search, filter, orderBy, page, limit, timeoutMs)
    : selectListPage(db, filter, orderBy, page, limit);
}

const newestFirst = [desc(products.createdAt)];
const shopSorts: Record<NonNullable<ProductListQuery['sort']>, SQL[]> = {
  newest: newestFirst,
  price_asc: [asc(effectivePrice), ...newestFirst],
  price_desc: [desc(effectivePrice), ...newestFirst],
  name: [asc(nameOrder), asc(products.name)],
};

/** The shop's listing query, its search planned (search/search-plan). */
export type ShopListQuery = Pick<ProductListQuery, 'sort' | 'page' | 'limit'> & {
  search?: SearchPlan;
  categoryId?: string;
  excludeId?: string;
};

/**
 * The shop listing: relevance when searching unless a sort is asked for, else newest first. A search
 * runs under `searchTimeoutMs` (see searchTransaction).
 */
export function listShopProducts(db: Db, query: ShopListQuery, searchTimeoutMs?: number) {
  const { search, sort, page, limit } = query;
  const orderBy = sort ? shopSorts[sort] : search ? [...searchRank(search), ...newestFirst] : newestFirst;
  const filter = { categoryId: query.categoryId, excludeId: query.excludeId };
  return selectPage(db, search, filter, orderBy, page, limit, searchTimeoutMs);
}

export function listAdminProducts(
  db: Db,
  query: Pick<AdminProductListQuery, 'sortBy' | 'sortOrder' | 'page' | 'limit'> & {
    search?: SearchPlan;
    categoryId?: string;
  },
) {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const sortKey: Record<AdminProductListQuery['sortBy'], SQL[]> = {
    createdAt: [direction(products.createdAt)],
    name: [direction(nameOrder), direction(products.name)],
    price: [direction(products.price), ...newestFirst],
    stock: [direction(saleUnitsInStock), ...newestFirst],
  };
  return selectPage(db, query.search, { categoryId: query.categoryId }, sortKey[query.sortBy], query.page, query.limit);
}

/**
 * Categories for search-as-you-type: every word of the query is a word of the name (the last one may be
 * begun), best first as products are ranked: the name equal to the query, then beginning with it.
 */
export async function suggestCategories(db: Db, search: SearchPlan, limit: number) {
  const matching = search.variants.map((variant) =>
    allOf(variant.slots.map((slot) => sql`${categories.terms} && ${textArray(slotTerms(slot))}`)),
  );
  const folded = sql`array_to_string(search_words(${categories.name}), ' ')`;
  const literal = search.variants[0]!.folded;
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(sql`(${sql.join(matching, sql` or `)})`)
    .orderBy(
      desc(sql`${folded} = ${literal}`),
      desc(sql`${folded} like ${`${escapeLike(literal)}%`}`),
      asc(sql`immutable_unaccent(lower(${categories.name})) collate "C"`),
    )
    .limit(limit);
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
      unitKind: products.unitKind,
      unitStepGrams: products.unitStepGrams,
      unitMinGrams: products.unitMinGrams,
      imageUrl: products.imageUrl,
    })
    .from(products)
    .where(inArray(products.id, ids));
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

/**
 * Moves a product's stock by `delta` (negative takes), never below 0: packing that weighed more than was
 * taken at checkout takes the difference, as far as the shelf holds it (the produce is already packed).
 */
export async function moveStockNotBelowZero(tx: Tx, productId: string, delta: number) {
  await tx
    .update(products)
    .set({ stock: sql`greatest(0, ${products.stock} + ${delta})` })
    .where(eq(products.id, productId));
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
