import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { appliedSchemaVersion } from '../schema-version';
import { IMAGES_PREFIX, writeArchive, type ArchiveWriter, type Manifest } from './archive';
import { listSequences, listTables, quoted, rowsOf } from './tables';

/** Rows per part: bounds what a backup or a restore holds in memory for one table. */
const ROWS_PER_PART = 2_000;

/**
 * Writes a backup of the shop to `output`: every table's rows read in one repeatable-read snapshot, and the
 * uploaded images. An image is stored by a new random name and never rewritten, and its file exists from
 * before the row that names it commits until after the row that drops it commits; so the images are read
 * once before the snapshot and again after it, and the file holds every image either pass found: all that
 * the snapshot's rows name, except one both uploaded and removed while this runs.
 */
export async function writeBackup(database: Database, uploadsDir: string, output: Writable): Promise<Manifest> {
  const archive = writeArchive(output);
  try {
    const images: Manifest['images'] = [];
    const written = new Set<string>();
    await addImages(archive, uploadsDir, written, images);
    const data = await database.db.transaction(
      async (tx) => {
        const schemaVersion = await appliedSchemaVersion(tx);
        if (!schemaVersion) throw new Error('The database has never been migrated: there is no shop to back up');
        const tables: Manifest['tables'] = [];
        for (const table of await listTables(tx)) {
          tables.push({ name: table.name, ...(await addTableRows(archive, tx, table.name)) });
        }
        return { schemaVersion, tables, sequences: await listSequences(tx) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await addImages(archive, uploadsDir, written, images);
    const manifest: Manifest = {
      format: 'veggie-market-backup',
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      source: database.kind,
      ...data,
      images,
    };
    await archive.finish(manifest);
    return manifest;
  } catch (error) {
    await archive.abort(error as Error);
    throw error;
  }
}

async function addTableRows(archive: ArchiveWriter, tx: Parameters<typeof rowsOf>[0], table: string) {
  const parts: Manifest['tables'][number]['parts'] = [];
  let rows = 0;
  // A cursor reads a large table in parts instead of all at once; to_jsonb keeps every value's exact text
  // (numeric, timestamps to the microsecond, bytea as hex), which jsonb_populate_recordset reads back.
  await tx.execute(
    sql.raw(`declare backup_rows no scroll cursor for select to_jsonb(t)::text as row from ${quoted(table)} t`),
  );
  for (;;) {
    const batch = await rowsOf<{ row: string }>(tx, sql.raw(`fetch ${ROWS_PER_PART} from backup_rows`));
    if (batch.length === 0 && parts.length > 0) break;
    const file = `tables/${table}/${String(parts.length).padStart(5, '0')}.jsonl`;
    const bytes = Buffer.from(batch.map((r) => `${r.row}\n`).join(''));
    parts.push({ file, rows: batch.length, sha256: await archive.add(file, bytes) });
    rows += batch.length;
    if (batch.length < ROWS_PER_PART) break;
  }
  await tx.execute(sql.raw('close backup_rows'));
  return { rows, parts };
}

async function addImages(archive: ArchiveWriter, uploadsDir: string, written: Set<string>, images: Manifest['images']) {
  const entries = await readdir(uploadsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    // Dot-names are files being written (see images.store.ts), renamed into place when whole.
    if (!entry.isFile() || entry.name.startsWith('.') || written.has(entry.name)) continue;
    const bytes = await readFile(path.join(uploadsDir, entry.name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!bytes) continue;
    written.add(entry.name);
    images.push({
      name: entry.name,
      bytes: bytes.length,
      sha256: await archive.add(`${IMAGES_PREFIX}${entry.name}`, bytes),
    });
  }
}
