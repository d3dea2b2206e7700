import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
      const result = (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      expect(result.rows[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('leaves the memory of creating the cluster out of the process that opens it', { timeout: 120_000 }, async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'veggie-db-'));
    dirs.push(root);
    // A process of its own, so that the measure is of one fresh open and nothing else this suite did.
    const client = pathToFileURL(path.join(import.meta.dirname, 'client.ts')).href;
    const script = `const { openDatabase } = await import(${JSON.stringify(client)});
const database = await openDatabase({ dataDir: process.argv[1] });
console.log(Math.round(process.memoryUsage.rss() / 2 ** 20));
await database.close();`;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script, path.join(root, 'db')],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
    // Opening an existing cluster costs about 250 MiB; creating one in this process left 430 to 740.
    expect(Number(output.trim())).toBeLessThan(350);
  });
});

describe('embedded database settings', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  const setting = async (name: string) => {
    const result = (await database.db.execute(sql.raw(`show ${name}`))) as unknown as {
      rows: Array<Record<string, string>>;
    };
    return result.rows[0]?.[name];
  };

  it('keeps its buffer cache small, without relaxing commits', async () => {
    expect(await setting('shared_buffers')).toBe('32MB');
    expect(await setting('synchronous_commit')).toBe('on');
  });
});
