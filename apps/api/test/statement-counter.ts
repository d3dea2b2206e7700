import type { Database } from '../src/db/client';

type Query = (text: unknown, ...rest: unknown[]) => Promise<unknown>;
interface Queryable {
  query: Query;
  exec?: Query;
}

/** Transaction control, which the drivers issue differently (PGlite's own, node-postgres through drizzle). */
const CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

const textOf = (query: unknown) =>
  (typeof query === 'string' ? query : ((query as { text?: string })?.text ?? String(query))).replace(/\s+/g, ' ');

/**
 * The SQL statements `run` sends to the database, counted at the driver (PGlite's client and its
 * transactions, or the pg pool and its clients) so prepared statements and raw SQL count too. Transaction
 * control (BEGIN, COMMIT, …) is left out: PGlite sends it itself, node-postgres through drizzle.
 */
export async function countStatements<T>(
  database: Database,
  run: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const undo: (() => void)[] = [];
  const wrap = (target: Queryable, method: 'query' | 'exec') => {
    const original = target[method];
    if (!original || (original as { counted?: boolean }).counted) return;
    const counted: Query = function (this: unknown, query, ...rest) {
      const text = textOf(query);
      if (!CONTROL.test(text)) statements.push(text);
      return original.call(this, query, ...rest);
    };
    (counted as { counted?: boolean }).counted = true;
    target[method] = counted;
    undo.push(() => {
      target[method] = original;
    });
  };
  const client = (database.db as unknown as { $client: Queryable & Record<string, unknown> }).$client;
  if (database.kind === 'pglite') {
    wrap(client, 'query');
    wrap(client, 'exec');
    const transaction = client.transaction as (cb: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
    client.transaction = (cb: (tx: Queryable) => Promise<unknown>) =>
      transaction.call(client, (tx) => {
        wrap(tx, 'query');
        wrap(tx, 'exec');
        return cb(tx);
      });
    undo.push(() => {
      client.transaction = transaction;
    });
  } else {
    // Every statement, pool.query's included, runs on a client checked out of the pool: each is wrapped
    // when acquired (once), and given back its own query method at the end.
    const pool = client as unknown as {
      on(event: 'acquire', listener: (c: Queryable) => void): void;
      off(event: 'acquire', listener: (c: Queryable) => void): void;
    };
    const onAcquire = (connection: Queryable) => wrap(connection, 'query');
    pool.on('acquire', onAcquire);
    undo.push(() => pool.off('acquire', onAcquire));
  }
  try {
    return { result: await run(), statements };
  } finally {
    for (const step of undo.reverse()) step();
  }
}
