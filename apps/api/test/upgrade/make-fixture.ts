// Writes the upgrade test's fixture: a small shop made by the code of one release, backed up, with what its
// owner would check (orders, totals, images) as that release's API answers it. See README.md beside this file.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { writeBackup } from '../../src/db/backup/backup';
import { openDatabase } from '../../src/db/client';
import { SHOP_BANK, WEBHOOK_KEY } from '../payment-fixtures';
import { buildShopHistory, shopSummary } from '../shop-history';

const [backupFile, expectedFile] = process.argv.slice(2);
if (!backupFile || !expectedFile) throw new Error('Usage: make-fixture.ts BACKUP_FILE EXPECTED_JSON_FILE');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'veggie-fixture-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY,
  BANK_BIN: SHOP_BANK.bin,
  BANK_ACCOUNT_NUMBER: SHOP_BANK.accountNumber,
  BANK_ACCOUNT_NAME: SHOP_BANK.accountName,
});
const database = await openDatabase({});
await database.migrate();
const app = await buildApp({ config, database, ownsDatabase: false, mailer: { send: async () => {} } });
await app.ready();
try {
  await buildShopHistory(app, config.uploadsDir);
  const summary = await shopSummary(app, config.uploadsDir);
  // The summary's own admin session is in the backup too: the test signs in the same way.
  await writeBackup(database, config.uploadsDir, createWriteStream(backupFile));
  await writeFile(expectedFile, `${JSON.stringify(summary, null, 2)}\n`);
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
