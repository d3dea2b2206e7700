import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';

describe('embedded database on disk', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('creates its folder, parents included, on a fresh checkout', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'veggie-db-'));
    dirs.push(root);
    const database = await openDatabase({ dataDir: path.join(root, 'data', 'db') });
    try {
      await database.migrate();
      const result = (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: Array<{ n: number }> };
      expect(result.rows[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe('embedded database settings', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  const setting = async (name: string) => {
    const result = (await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Array<Record<string, string>> };
    return result.rows[0]?.[name];
  };

  it('keeps its buffer cache small, without relaxing commits', async () => {
    expect(await setting('shared_buffers')).toBe('32MB');
    expect(await setting('synchronous_commit')).toBe('on');
  });
});
