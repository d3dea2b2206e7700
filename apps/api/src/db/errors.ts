/** What we read of a PostgreSQL error: its SQLSTATE code and, for constraint errors, the table. */
export interface PgError {
  code: string;
  table?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The PostgreSQL error behind a failed query, whichever driver raised it (node-postgres or PGlite):
 * drizzle wraps the driver's error in `cause`, so the chain is walked (a few links at most).
 */
export function pgErrorOf(error: unknown): PgError | undefined {
  for (
    let e: unknown = error, depth = 0;
    typeof e === 'object' && e !== null && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, table } = e as { code?: unknown; table?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code)) return { code, ...(typeof table === 'string' && { table }) };
  }
  return undefined;
}

/** unique_violation; with `table`, only one raised by that table's unique indexes. */
export function isUniqueViolation(error: unknown, table?: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && (table === undefined || pg.table === table);
}

/** 23503 from PostgreSQL ≤ 16 and 23001 (restrict_violation) from 17, PGlite's version, for ON DELETE RESTRICT. */
export const isForeignKeyViolation = (error: unknown): boolean =>
  ['23503', '23001'].includes(pgErrorOf(error)?.code ?? '');

/** query_canceled: the statement ran past its statement_timeout. */
export const isStatementTimeout = (error: unknown): boolean => pgErrorOf(error)?.code === '57014';
