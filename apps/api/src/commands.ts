// The shop's operations commands, run by scripts/backup.mjs, restore.mjs and migrate.mjs from the same
// environment as `npm start`: `backup [--out FILE]`, `restore FILE`, `migrate`.
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from './config';
import { BackupError, verifyArchive } from './db/backup/archive';
import { writeBackup } from './db/backup/backup';
import { restoreBackup } from './db/backup/restore';
import { backupThroughShop, refuseWhileShopRuns } from './db/backup/shop-socket';
import { openDatabase, type Database } from './db/client';
import { DatabaseNewerThanCodeError } from './db/schema-version';

/** Exit statuses: 2 for a wrong command or environment, 3 for a refusal that changed nothing. */
const EXIT_USAGE = 2;
const EXIT_REFUSED = 3;

class UsageError extends Error {}

const USAGE = 'Usage: backup [--out FILE] | restore FILE | migrate';

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const config = loadConfig();
  if (command === 'backup') {
    const { values, positionals } = parseArgs({ args: rest, options: { out: { type: 'string' } }, strict: true });
    if (positionals.length) throw new UsageError(`backup takes no file name but --out FILE. ${USAGE}`);
    return backup(config, values.out);
  }
  if (command === 'restore') {
    const { positionals } = parseArgs({ args: rest, allowPositionals: true, strict: true });
    if (positionals.length !== 1) throw new UsageError(`restore takes one backup file. ${USAGE}`);
    return restore(config, positionals[0]!);
  }
  if (command === 'migrate') {
    if (rest.length) throw new UsageError(`migrate takes no arguments. ${USAGE}`);
    return migrate(config);
  }
  throw new UsageError(USAGE);
}

async function withDatabase<T>(config: Config, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: embeddedDir(config), poolSize: 2 });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const embeddedDir = (config: Config) => path.join(config.dataDir, 'db');

async function backup(config: Config, out?: string) {
  const started = performance.now();
  const file = path.resolve(out ?? `veggie-market-${new Date().toISOString().replace(/[:.]/g, '-')}.backup.tar.gz`);
  if (!config.databaseUrl && !existsSync(path.join(embeddedDir(config), 'PG_VERSION'))) {
    throw new UsageError(`There is no embedded database in ${embeddedDir(config)} (DATA_DIR) to back up.`);
  }
  // Written beside its final name and renamed once read back whole: a failed backup leaves no file that
  // looks like one.
  const partial = `${file}.partial`;
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await backupToFile(config, partial);
    const manifest = await verifyArchive(partial);
    await rename(partial, file);
    const { size } = await stat(file);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    process.stdout.write(
      `Backup written to ${file}\n  ${formatBytes(size)}: ${rows} rows in ${manifest.tables.length} tables, ` +
        `${manifest.images.length} images, schema ${manifest.schemaVersion}, ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
  } finally {
    await rm(partial, { force: true });
  }
}

async function backupToFile(config: Config, file: string) {
  if (!config.databaseUrl && (await backupThroughShop(config.dataDir, file))) return;
  const output = createWriteStream(file);
  await withDatabase(config, (database) => writeBackup(database, config.uploadsDir, output));
}

async function restore(config: Config, file: string) {
  const started = performance.now();
  const manifest = await verifyArchive(path.resolve(file));
  if (!config.databaseUrl) await refuseWhileShopRuns(config.dataDir);
  const summary = await withDatabase(config, (database) =>
    restoreBackup(database, config.uploadsDir, path.resolve(file), manifest),
  );
  process.stdout.write(
    `Restored ${path.resolve(file)} (made ${manifest.createdAt} from ${manifest.source})\n  ` +
      `${summary.rows} rows in ${summary.tables} tables, ${summary.images} images into ` +
      `${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : embeddedDir(config)}` +
      `${summary.migratedFrom ? `, then migrated from ${summary.migratedFrom}` : ''}, ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
}

async function migrate(config: Config) {
  if (!config.databaseUrl) await refuseWhileShopRuns(config.dataDir);
  const version = await withDatabase(config, async (database) => {
    await database.migrate();
    return database.schemaVersion();
  });
  process.stdout.write(`The database is at schema ${version}\n`);
}

function formatBytes(bytes: number) {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof DatabaseNewerThanCodeError) {
      console.error(`Refused (${error.code}): ${error.message}`);
      process.exit(EXIT_REFUSED);
    }
    if (
      error instanceof UsageError ||
      error instanceof ConfigError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error((error as Error).message);
      process.exit(EXIT_USAGE);
    }
    console.error(error);
    process.exit(1);
  },
);
