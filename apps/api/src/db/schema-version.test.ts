import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createNeverMigratedDatabase, createTestDatabase, onPostgresServer } from '../../test/build-test-app';
import { openDatabase } from './client';
import { DatabaseNewerThanCodeError, knownMigrations } from './schema-version';

const latest = () => knownMigrations().at(-1)!;

describe(`schema versions (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('names the last migration applied, and null before the first', async () => {
    const { database, drop } = await createNeverMigratedDatabase();
    try {
      expect(await database.schemaVersion()).toBeNull();
      const middle = knownMigrations()[10]!.tag;
      await database.migrate({ upTo: middle });
      expect(await database.schemaVersion()).toBe(middle);
      await database.migrate();
      expect(await database.schemaVersion()).toBe(latest().tag);
    } finally {
      await drop();
    }
  });

  it('refuses a database that newer code has migrated, saying the code is older', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', ${latest().when + 1})`,
      );
      const refusal = database.migrate();
      await expect(refusal).rejects.toBeInstanceOf(DatabaseNewerThanCodeError);
      await expect(refusal).rejects.toThrow(/code is older than the database/);
      await expect(database.schemaVersion()).rejects.toThrow(/newest here is \d{4}_/);
    } finally {
      await drop();
    }
  });
});

describe.skipIf(!onPostgresServer)('instances starting together on one PostgreSQL (TEST_DATABASE_URL)', () => {
  it('migrate one after the other: each migration is applied once and both start', async () => {
    const { url, drop } = await createNeverMigratedDatabase('postgres');
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url!, poolSize: 1 })));
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
      const { rows } = (await instances[0]!.db.execute(
        sql`select count(*)::int as applied, count(distinct created_at)::int as distinct_applied
            from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { applied: number; distinct_applied: number }[] };
      expect(rows[0]).toEqual({ applied: knownMigrations().length, distinct_applied: knownMigrations().length });
      for (const instance of instances) expect(await instance.schemaVersion()).toBe(latest().tag);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await drop();
    }
  });
});
