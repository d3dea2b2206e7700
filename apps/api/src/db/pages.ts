import { count, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

export interface PageRequest {
  page: number;
  limit: number;
}

/** A table the admin lists newest first: every such table stamps its rows and keys them by id. */
type NewestFirstTable = PgTable & { createdAt: AnyPgColumn; id: AnyPgColumn };

/**
 * One page of the rows `where` matches, newest first (the id breaks ties, so pages neither overlap nor
 * skip a row), and how many match in total.
 */
export async function newestFirstPage<T extends NewestFirstTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  { page, limit }: PageRequest,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: totals?.total ?? 0 };
}
