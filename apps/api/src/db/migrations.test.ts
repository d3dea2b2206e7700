import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/build-test-app';
import type { Database } from './client';
import * as schema from './schema';

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer raw queries with a `rows` array.
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe('migrations', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('create every table the schema declares', async () => {
    const declared = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    const existing = await rows<{ table_name: string }>(
      database,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(declared.length).toBeGreaterThanOrEqual(9);
    expect(existing.map((r) => r.table_name)).toEqual(expect.arrayContaining(declared));
  });

  it('install pg_trgm and unaccent, and the immutable unaccent the search column uses', async () => {
    const extensions = await rows<{ extname: string }>(database, sql`select extname from pg_extension`);
    expect(extensions.map((e) => e.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
    const [folded] = await rows<{ folded: string }>(
      database,
      sql`select immutable_unaccent(lower('Cà Chua Bi Hữu Cơ')) as folded`,
    );
    expect(folded?.folded).toBe('ca chua bi huu co');
  });

  it('can run again without changing anything', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });
});
