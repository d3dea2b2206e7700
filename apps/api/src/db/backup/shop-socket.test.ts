import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/fixtures';
import { verifyArchive } from './archive';
import { backupThroughShop, refuseWhileShopRuns, serveBackups } from './shop-socket';

describe('the running shop on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { databaseKind: 'pglite' });
    await createUser(t.app.db, { name: 'Lê Văn Dũng' });
  });
  afterAll(() => t.close());

  it('writes the backup asked on its socket, and restore and migrate refuse beside it', async () => {
    const errors: unknown[] = [];
    const socket = await serveBackups(t.config.dataDir, t.database, t.config.uploadsDir, (e) => errors.push(e));
    const file = path.join(t.config.dataDir, 'through-the-shop.tar.gz');
    try {
      expect(await backupThroughShop(t.config.dataDir, file)).toBe(true);
      const manifest = await verifyArchive(file);
      expect(manifest.tables.find((table) => table.name === 'users')?.rows).toBe(1);
      await expect(refuseWhileShopRuns(t.config.dataDir)).rejects.toMatchObject({
        code: 'shop_running',
        message: expect.stringMatching(/shop is running on the embedded database .*: stop it first/),
      });
    } finally {
      await socket.close();
    }
    expect(errors).toEqual([]);
    expect(await backupThroughShop(t.config.dataDir, file)).toBe(false);
    await expect(refuseWhileShopRuns(t.config.dataDir)).resolves.toBeUndefined();
  });

  it('refuses to start on a DATA_DIR too long for a socket, naming it', async () => {
    const dataDir = path.join(t.config.dataDir, 'x'.repeat(100));
    await expect(serveBackups(dataDir, t.database, t.config.uploadsDir, () => {})).rejects.toThrow(
      /shop\.sock is too long for a socket \(103 bytes at most\): use a shorter DATA_DIR/,
    );
  });
});
