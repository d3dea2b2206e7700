import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/build-test-app';
import type { Database } from './client';
import { isForeignKeyViolation, isUniqueViolation, pgErrorOf } from './errors';
import { containsPattern } from './like';

describe('PostgreSQL errors and LIKE patterns, on the real driver', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    await database.db.execute(sql`create table parents (id int primary key, name text unique)`);
    await database.db.execute(
      sql`create table children (id int primary key, parent_id int references parents (id) on delete restrict)`,
    );
    await database.db.execute(sql`insert into parents values (1, 'one')`);
    await database.db.execute(sql`insert into children values (1, 1)`);
  });
  afterAll(() => drop());

  const failure = (query: ReturnType<typeof sql>) =>
    database.db.execute(query).then(
      () => expect.unreachable('the query should fail'),
      (error: unknown) => error,
    );

  it('recognise a unique violation through drizzle’s wrapper, and by table when asked', async () => {
    const error = await failure(sql`insert into parents values (2, 'one')`);
    expect(pgErrorOf(error)).toMatchObject({ code: '23505', table: 'parents' });
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'parents')).toBe(true);
    expect(isUniqueViolation(error, 'children')).toBe(false);
    expect(isForeignKeyViolation(error)).toBe(false);
  });

  it('recognise a restricted delete as a foreign key violation', async () => {
    const error = await failure(sql`delete from parents where id = 1`);
    expect(isForeignKeyViolation(error)).toBe(true);
    expect(isUniqueViolation(error)).toBe(false);
  });

  it('find no PostgreSQL error in anything else', () => {
    expect(
      pgErrorOf(new Error('boom', { cause: Object.assign(new Error('socket'), { code: 'ECONNRESET' }) })),
    ).toBeUndefined();
    expect(pgErrorOf('23505')).toBeUndefined();
    expect(pgErrorOf(null)).toBeUndefined();
  });

  it('take %, _ and \\ in a LIKE pattern literally', async () => {
    const matches = async (text: string, typed: string) => {
      const result = (await database.db.execute(
        sql`select ${text} like ${containsPattern(typed)} as hit`,
      )) as unknown as {
        rows: { hit: boolean }[];
      };
      return result.rows[0]?.hit;
    };
    expect(await matches('50% off', '0%')).toBe(true);
    expect(await matches('500 off', '0%')).toBe(false);
    expect(await matches('a_b', '_')).toBe(true);
    expect(await matches('ab', '_')).toBe(false);
    expect(await matches('a\\b', '\\')).toBe(true);
    expect(await matches('ab', '\\')).toBe(false);
  });
});
