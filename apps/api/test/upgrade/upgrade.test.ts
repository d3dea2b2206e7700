import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { verifyArchive } from '../../src/db/backup/archive';
import { restoreBackup } from '../../src/db/backup/restore';
import { knownMigrations } from '../../src/db/schema-version';
import { createNeverMigratedDatabase, onPostgresServer } from '../build-test-app';
import { shopSummary } from '../shop-history';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
/** Made by the code at b6d3a9b, the last commit before backups, at schema 0019 (README.md beside this file). */
const FIXTURE = here('./shop-0019.backup.tar.gz');
const FIXTURE_SCHEMA = '0019_audit_ids_without_foreign_keys';

describe(`a backup of an older release, restored by this one (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'veggie-upgrade-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('is migrated to the current schema with every order, total and image intact', async () => {
    const { database, drop } = await createNeverMigratedDatabase();
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    try {
      const manifest = await verifyArchive(FIXTURE);
      expect(manifest.schemaVersion).toBe(FIXTURE_SCHEMA);
      const summary = await restoreBackup(database, config.uploadsDir, FIXTURE, manifest);
      const latest = knownMigrations().at(-1)!.tag;
      expect(await database.schemaVersion()).toBe(latest);
      expect(summary.migratedFrom).toBe(latest === FIXTURE_SCHEMA ? null : FIXTURE_SCHEMA);

      const app = await buildApp({ config, database, ownsDatabase: false, mailer: { send: async () => {} } });
      try {
        const expected = JSON.parse(await readFile(here('./shop-0019.expected.json'), 'utf8')) as unknown;
        const restored = await shopSummary(app, config.uploadsDir);
        expect(restored.orders).toHaveLength(6);
        expect(restored).toEqual(expected);
      } finally {
        await app.close();
      }
    } finally {
      await drop();
    }
  });
});
