import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import { createProduct, createUser, placeOrder } from '../../../test/fixtures';
import { paymentConfig } from '../../../test/payment-fixtures';
import { buildShopHistory, contentsOf } from '../../../test/shop-history';
import type { Database } from '../client';
import { MANIFEST_NAME, readArchive, verifyArchive, writeArchive, type BackupError, type Manifest } from './archive';
import { writeBackup } from './backup';
import { restoreBackup } from './restore';

let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'veggie-backup-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

let files = 0;
async function backupOf(t: TestApp): Promise<string> {
  const file = path.join(workDir, `backup-${++files}.tar.gz`);
  await writeBackup(t.database, t.config.uploadsDir, createWriteStream(file));
  return file;
}

/** What `npm run restore` does: the file proven whole, then restored. */
async function restoreFile(database: Database, uploadsDir: string, file: string) {
  return restoreBackup(database, uploadsDir, file, await verifyArchive(file));
}

interface Target {
  database: Database;
  uploadsDir: string;
  drop(): Promise<void>;
}

/** An empty shop of the given kind (migrated, as a shop's first `npm run migrate` leaves it). */
async function emptyTarget(kind: Database['kind']): Promise<Target> {
  const { database, drop } = await createTestDatabase(kind);
  return { database, uploadsDir: path.join(await mkdtemp(path.join(workDir, 'uploads-')), 'uploads'), drop };
}

async function imagesIn(uploadsDir: string): Promise<Record<string, Buffer>> {
  const names = await readdir(uploadsDir).catch(() => []);
  return Object.fromEntries(
    await Promise.all(names.sort().map(async (name) => [name, await readFile(path.join(uploadsDir, name))] as const)),
  );
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: BackupError) => ({ code: error.code, message: error.message }),
  );

async function expectSameShop(source: TestApp, target: Target) {
  const [expected, actual] = await Promise.all([contentsOf(source.database), contentsOf(target.database)]);
  expect(Object.keys(actual)).toEqual(Object.keys(expected));
  for (const table of Object.keys(expected)) expect(actual[table], table).toEqual(expected[table]);
  expect(expected.orders!.length).toBeGreaterThanOrEqual(6);
  const [sourceImages, targetImages] = await Promise.all([
    imagesIn(source.config.uploadsDir),
    imagesIn(target.uploadsDir),
  ]);
  expect(Object.keys(sourceImages).length).toBeGreaterThanOrEqual(4);
  expect(targetImages).toEqual(sourceImages);
}

/** A shop on `kind` with a history, and its backup. */
async function shopOn(kind: Database['kind']) {
  const t = await buildTestApp(paymentConfig(), { databaseKind: kind });
  await buildShopHistory(t.app, t.config.uploadsDir);
  return { t, file: await backupOf(t) };
}

describe('backup and restore (PGlite to PGlite)', () => {
  let source: Awaited<ReturnType<typeof shopOn>>;
  beforeAll(async () => {
    source = await shopOn('pglite');
  });
  afterAll(() => source?.t.close());

  it('restores every row, sequence and image as it was', async () => {
    const target = await emptyTarget('pglite');
    try {
      const summary = await restoreFile(target.database, target.uploadsDir, source.file);
      expect(summary).toMatchObject({ images: 4, migratedFrom: null });
      await expectSameShop(source.t, target);
    } finally {
      await target.drop();
    }
  });

  it('refuses a database that already holds a shop, and changes nothing', async () => {
    const other = await buildTestApp();
    try {
      await createUser(other.app.db, { name: 'Khách cũ' });
      const before = await contentsOf(other.database);
      const refused = await refusal(restoreFile(other.database, other.config.uploadsDir, source.file));
      expect(refused.code).toBe('target_not_empty');
      expect(refused.message).toMatch(/already holds a shop \(rows in users.*only into an empty database/);
      expect(await contentsOf(other.database)).toEqual(before);
      expect(await imagesIn(other.config.uploadsDir)).toEqual({});
    } finally {
      await other.close();
    }
  });

  it('refuses a corrupted or cut file before writing anything', async () => {
    const bytes = await readFile(source.file);
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)]! ^= 0xff;
    const corrupted = path.join(workDir, 'corrupted.tar.gz');
    await writeFile(corrupted, flipped);
    const cut = path.join(workDir, 'cut.tar.gz');
    await writeFile(cut, bytes);
    await truncate(cut, bytes.length - 200);
    const notABackup = path.join(workDir, 'not-a-backup.tar.gz');
    await writeFile(notABackup, 'hello');

    const target = await emptyTarget('pglite');
    try {
      const before = await contentsOf(target.database);
      for (const file of [corrupted, cut, notABackup]) {
        const refused = await refusal(restoreFile(target.database, target.uploadsDir, file));
        expect(refused.code, file).toBe('backup_corrupt');
        expect(refused.message).toContain(file);
      }
      expect(await contentsOf(target.database)).toEqual(before);
      expect(await imagesIn(target.uploadsDir)).toEqual({});
    } finally {
      await target.drop();
    }
  });

  it('refuses a backup whose entry does not match its checksum', async () => {
    // A whole, readable archive with one table's rows changed: only the checksum can tell.
    const tampered = path.join(workDir, 'tampered.tar.gz');
    const archive = writeArchive(createWriteStream(tampered));
    for await (const { name, bytes } of readArchive(source.file)) {
      if (name === MANIFEST_NAME) await archive.finish(JSON.parse(bytes.toString()) as Manifest);
      else
        await archive.add(name, name.startsWith('tables/orders/') ? Buffer.from(`${bytes}`.replace('"', '"x')) : bytes);
    }
    const refused = await refusal(verifyArchive(tampered));
    expect(refused).toMatchObject({ code: 'backup_corrupt' });
    expect(refused.message).toMatch(/tables\/orders\/00000\.jsonl does not match its checksum/);
  });
});

describe('a backup taken while the shop takes orders', () => {
  it('holds every order it holds whole, with all its lines', async () => {
    const t = await buildTestApp();
    const target = await emptyTarget(t.database.kind);
    try {
      const products = await Promise.all([1, 2, 3].map(() => createProduct(t.app.db, { stock: 10_000 })));
      let placing = true;
      let firstOrder!: () => void;
      const ordering = new Promise<void>((resolve) => (firstOrder = resolve));
      const shopping = (async () => {
        for (let n = 0; placing; n++) {
          const { token } = await createUser(t.app.db);
          await placeOrder(
            t.app,
            token,
            products.map((p) => [p, 1 + (n % 3)]),
          );
          firstOrder();
        }
      })();
      await Promise.race([ordering, shopping]);
      const file = await backupOf(t);
      placing = false;
      await shopping;
      await restoreFile(target.database, target.uploadsDir, file);
      const { rows } = (await target.database.db.execute(
        sql`select o.id, o.subtotal::int as subtotal, count(l.id)::int as lines, coalesce(sum(l.price_each * l.quantity), 0)::int as amount
            from orders o left join order_lines l on l.order_id = o.id group by o.id, o.subtotal`,
      )) as unknown as { rows: { subtotal: number; lines: number; amount: number }[] };
      expect(rows.length).toBeGreaterThan(0);
      for (const order of rows) expect(order).toMatchObject({ lines: 3, amount: order.subtotal });
    } finally {
      await target.drop();
      await t.close();
    }
  });
});

describe.skipIf(!onPostgresServer)('backup and restore between PGlite and PostgreSQL (TEST_DATABASE_URL)', () => {
  it.each([
    ['PGlite', 'PostgreSQL', 'pglite', 'postgres'],
    ['PostgreSQL', 'PGlite', 'postgres', 'pglite'],
  ] as const)('moves a shop from %s to %s', async (_from, _to, fromKind, toKind) => {
    const source = await shopOn(fromKind);
    const target = await emptyTarget(toKind);
    try {
      await restoreFile(target.database, target.uploadsDir, source.file);
      await expectSameShop(source.t, target);
    } finally {
      await target.drop();
      await source.t.close();
    }
  });
});
