import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import type { Database, Tx } from '../client';
import { locationDatasets, provinces, wards } from '../schema';
import { DatabaseNewerThanCodeError, knownMigrations } from '../schema-version';
import { BackupError, IMAGES_PREFIX, MANIFEST_NAME, readArchive, sha256, type Manifest } from './archive';
import { listTables, quoted, rowsOf } from './tables';

/** The rows a migration itself puts in a new database (the 2025 provinces and wards): not a shop. */
const REFERENCE_TABLES = new Set<string>([provinces, wards, locationDatasets].map((table) => getTableName(table)));

/** Rows sent in one INSERT are cut at about this many bytes of JSON (stored images make rows large). */
const INSERT_BYTES = 4 * 1024 * 1024;

export interface RestoreSummary {
  tables: number;
  rows: number;
  images: number;
  /** The migrations run after the rows were loaded: the backup came from an older version of the shop. */
  migratedFrom: string | null;
}

/**
 * Restores a verified backup (verifyArchive) into an empty database and uploads folder. Everything that
 * could refuse is checked before anything is written; the rows go in one transaction, and the images
 * wait in a dot-folder of the uploads until it commits. A backup of an older schema is loaded into the
 * schema it was made with, and the newer migrations then carry its rows forward, as they do for a running shop.
 */
export async function restoreBackup(
  database: Database,
  uploadsDir: string,
  file: string,
  manifest: Manifest,
): Promise<RestoreSummary> {
  const tags = knownMigrations().map((m) => m.tag);
  const backupIndex = tags.indexOf(manifest.schemaVersion);
  if (backupIndex < 0) {
    throw new BackupError(
      'backup_newer_than_code',
      `The backup was made at schema ${manifest.schemaVersion}, which this version of the shop does not know ` +
        `(its newest is ${tags.at(-1)}): restore it with the version that made it, or a newer one.`,
    );
  }
  await refuseUnlessEmpty(database, backupIndex, manifest.schemaVersion);
  await refuseConflictingImages(uploadsDir, manifest);

  await database.migrate({ upTo: manifest.schemaVersion });
  const staging = path.join(uploadsDir, `.restore-${randomUUID()}`);
  await mkdir(staging, { recursive: true });
  try {
    const rows = await database.db.transaction((tx) => loadRows(tx, file, manifest, staging));
    for (const image of manifest.images) {
      await rename(path.join(staging, image.name), path.join(uploadsDir, image.name));
    }
    await database.migrate();
    const latest = tags.at(-1)!;
    return {
      tables: manifest.tables.length,
      rows,
      images: manifest.images.length,
      migratedFrom: manifest.schemaVersion === latest ? null : manifest.schemaVersion,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function refuseUnlessEmpty(database: Database, backupIndex: number, backupVersion: string) {
  let targetVersion: string | null;
  try {
    targetVersion = await database.schemaVersion();
  } catch (error) {
    if (error instanceof DatabaseNewerThanCodeError) throw new BackupError('target_newer_than_backup', error.message);
    throw error;
  }
  if (targetVersion === null) return;
  const filled: string[] = [];
  for (const { name } of await listTables(database.db)) {
    if (REFERENCE_TABLES.has(name)) continue;
    const [row] = await rowsOf<{ filled: boolean }>(
      database.db,
      sql.raw(`select exists (select 1 from ${quoted(name)}) as filled`),
    );
    if (row?.filled) filled.push(name);
  }
  if (filled.length > 0) {
    throw new BackupError(
      'target_not_empty',
      `The target database already holds a shop (rows in ${filled.slice(0, 5).join(', ')}` +
        `${filled.length > 5 ? ', …' : ''}): a backup is restored only into an empty database. Nothing was changed.`,
    );
  }
  if (knownMigrations().findIndex((m) => m.tag === targetVersion) > backupIndex) {
    throw new BackupError(
      'target_newer_than_backup',
      `The target database is already migrated to ${targetVersion}, past the backup's ${backupVersion}: ` +
        'restore into a database that was never migrated, so the backup loads into its own schema first.',
    );
  }
}

async function refuseConflictingImages(uploadsDir: string, manifest: Manifest) {
  for (const image of manifest.images) {
    const existing = await readFile(path.join(uploadsDir, image.name)).catch(() => null);
    // The same bytes under the same name: a shop moving to PostgreSQL restores beside its own uploads.
    if (existing && sha256(existing) !== image.sha256) {
      throw new BackupError(
        'image_conflict',
        `${path.join(uploadsDir, image.name)} already exists with other content: restore into an empty uploads ` +
          'folder (DATA_DIR/uploads). Nothing was changed.',
      );
    }
  }
}

async function loadRows(tx: Tx, file: string, manifest: Manifest, staging: string): Promise<number> {
  const tables = await listTables(tx);
  const columnsOf = new Map(tables.map((t) => [t.name, t.columns]));
  const parts = new Map(
    manifest.tables.flatMap((table) => table.parts.map((part) => [part.file, { table: table.name, ...part }] as const)),
  );
  const images = new Map(manifest.images.map((image) => [`${IMAGES_PREFIX}${image.name}`, image]));
  // The rows are restored as they were, derived tables (search words, product counts) included, so the
  // triggers that would derive them again are off until the end of this transaction.
  for (const { name } of tables) await tx.execute(sql.raw(`alter table ${quoted(name)} disable trigger user`));
  // Only reference data can be there (refuseUnlessEmpty); children first.
  for (const { name } of [...tables].reverse()) await tx.execute(sql.raw(`delete from ${quoted(name)}`));

  let rows = 0;
  for await (const { name, bytes } of readArchive(file)) {
    if (name === MANIFEST_NAME) continue;
    const expected = parts.get(name)?.sha256 ?? images.get(name)?.sha256;
    // The file was verified whole before; a change since then must not load half of it.
    if (sha256(bytes) !== expected) throw new BackupError('backup_corrupt', `${file} changed while it was restored`);
    const image = images.get(name);
    if (image) {
      await writeFile(path.join(staging, image.name), bytes);
      continue;
    }
    const part = parts.get(name)!;
    const columns = columnsOf.get(part.table);
    if (!columns) throw new Error(`The backup has rows for ${part.table}, a table its schema does not have`);
    rows += await insertRows(tx, part.table, columns, bytes.toString('utf8'));
  }
  for (const { name, lastValue } of manifest.sequences) {
    if (lastValue !== null) await tx.execute(sql`select setval(${quoted(name)}::regclass, ${lastValue}::bigint, true)`);
  }
  for (const { name } of tables) await tx.execute(sql.raw(`alter table ${quoted(name)} enable trigger user`));
  return rows;
}

async function insertRows(tx: Tx, table: string, columns: string[], jsonLines: string): Promise<number> {
  const list = columns.map(quoted).join(', ');
  const insert = (batch: string[]) =>
    tx.execute(
      sql`insert into ${sql.raw(quoted(table))} (${sql.raw(list)}) overriding system value
          select ${sql.raw(list)} from jsonb_populate_recordset(null::${sql.raw(quoted(table))}, ${`[${batch.join(',')}]`}::jsonb)`,
    );
  const lines = jsonLines.split('\n').filter(Boolean);
  let batch: string[] = [];
  let size = 0;
  for (const line of lines) {
    if (batch.length > 0 && size + line.length > INSERT_BYTES) {
      await insert(batch);
      batch = [];
      size = 0;
    }
    batch.push(line);
    size += line.length;
  }
  if (batch.length > 0) await insert(batch);
  return lines.length;
}
