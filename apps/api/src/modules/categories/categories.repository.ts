import type { AdminCategoryListQuery } from '@veggie/contract';
import { and, asc, count, desc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { categories, productCounts, type CategoryRow } from './categories.table';

export type CategoryWithCount = Omit<CategoryRow, 'terms'> & { productCount: number };

/**
 * Read from the counts the products' triggers keep (migration 0010). Spelled with explicit table names: in
 * a single-table select drizzle leaves column names unqualified, and an unqualified "category_id" inside
 * this subquery would be ambiguous.
 */
const productCount =
  sql<number>`coalesce((select ${productCounts}.${sql.identifier(productCounts.count.name)} from ${productCounts} where ${productCounts}.${sql.identifier(productCounts.categoryId.name)} = ${categories}.${sql.identifier(categories.id.name)}), 0)`.mapWith(
    Number,
  );

/** Accent- and case-folded, so "rau" sorts and matches "Rau củ" like a Vietnamese reader expects. */
const foldedName = sql`immutable_unaccent(lower(${categories.name}))`;
/** Byte-wise on the folded name, so PGlite and every PostgreSQL locale agree on the order. */
const nameOrder = sql`${foldedName} collate "C"`;

const withCount = {
  id: categories.id,
  name: categories.name,
  imageUrl: categories.imageUrl,
  vatRate: categories.vatRate,
  createdAt: categories.createdAt,
  updatedAt: categories.updatedAt,
  productCount,
};

export async function listAllCategories(db: Db): Promise<CategoryWithCount[]> {
  return db.select(withCount).from(categories).orderBy(asc(nameOrder), asc(categories.name));
}

export async function findCategoryById(db: Db, id: string): Promise<CategoryWithCount | undefined> {
  const [row] = await db.select(withCount).from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return row !== undefined;
}

/** Whether another category already uses this name, ignoring case (the unique index's rule). */
export async function categoryNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const sameName = sql`lower(${categories.name}) = lower(${name})`;
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(exceptId ? and(sameName, ne(categories.id, exceptId)) : sameName)
    .limit(1);
  return row !== undefined;
}

export async function listCategoriesPage(
  db: Db,
  { search, sortBy, sortOrder, page, limit }: AdminCategoryListQuery,
): Promise<{ rows: CategoryWithCount[]; total: number }> {
  const where = search
    ? sql`${foldedName} like '%' || immutable_unaccent(lower(${escapeLike(search)})) || '%'`
    : undefined;
  const direction = sortOrder === 'asc' ? asc : desc;
  const sortKey: Record<AdminCategoryListQuery['sortBy'], SQL[]> = {
    name: [direction(nameOrder), direction(categories.name)],
    createdAt: [direction(categories.createdAt)],
    productCount: [direction(productCount), asc(nameOrder)],
  };
  const [rows, [totals]] = await Promise.all([
    db
      .select(withCount)
      .from(categories)
      .where(where)
      .orderBy(...sortKey[sortBy], asc(categories.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(categories).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function categoryStats(db: Db, recentSince: Date) {
  const [[totals], top] = await Promise.all([
    db
      .select({
        total: count(),
        recent: sql<number>`count(*) filter (where ${gte(categories.createdAt, recentSince)})`.mapWith(Number),
      })
      .from(categories),
    db
      .select({ id: categories.id, name: categories.name, productCount })
      .from(categories)
      .orderBy(desc(productCount), asc(nameOrder), asc(categories.id))
      .limit(5),
  ]);
  return { total: totals?.total ?? 0, recent: totals?.recent ?? 0, top };
}

export async function insertCategory(
  db: Db,
  values: { name: string; imageUrl: string; vatRate?: number },
): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCategoryRow(
  db: Db,
  id: string,
  values: { name?: string; imageUrl?: string; vatRate?: number },
): Promise<void> {
  await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id));
}

export async function deleteCategoryRow(db: Db, id: string): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}
