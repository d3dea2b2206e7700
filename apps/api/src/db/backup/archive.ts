import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';

/**
 * A backup file: a gzipped tar of JSON-lines parts (one per table, or several for a large one), the uploaded
 * images, and `manifest.json` last, which lists every other entry with its sha256. See
 * docs/decisions/036-backup-format.md.
 */
export const BACKUP_FORMAT = 'veggie-market-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const IMAGES_PREFIX = 'images/';

const checksum = z.string().regex(/^[0-9a-f]{64}$/);

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  /** The database the backup was read from; either restores into either. */
  source: z.enum(['pglite', 'postgres']),
  /** The tag of the last migration applied to the database backed up. */
  schemaVersion: z.string().min(1),
  tables: z.array(
    z.object({
      name: z.string().min(1),
      rows: z.number().int().min(0),
      parts: z.array(z.object({ file: z.string().min(1), rows: z.number().int().min(0), sha256: checksum })),
    }),
  ),
  /** Sequences of the public schema with their last value (null: never used). */
  sequences: z.array(z.object({ name: z.string().min(1), lastValue: z.string().nullable() })),
  // A file name of the uploads folder: never a path, never a dot-name.
  images: z.array(
    z.object({ name: z.string().regex(/^[^/\\.][^/\\]*$/), bytes: z.number().int().min(0), sha256: checksum }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;

export type BackupErrorCode =
  | 'backup_unreadable'
  | 'backup_corrupt'
  | 'backup_newer_than_code'
  | 'target_not_empty'
  | 'target_newer_than_backup'
  | 'image_conflict'
  | 'shop_running';

/** A refusal with a stable code; nothing was written when it is thrown before the restore's transaction. */
export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface ArchiveWriter {
  /** Adds one entry; answers its checksum for the manifest. */
  add(name: string, bytes: Buffer): Promise<string>;
  /** Writes the manifest last and waits until the output has everything. */
  finish(manifest: Manifest): Promise<void>;
  /** Stops writing after an error: the output ends without a manifest, so it can never be restored. */
  abort(error: Error): Promise<void>;
}

export function writeArchive(output: Writable): ArchiveWriter {
  const pack = tar.pack();
  const done = pipeline(pack, createGzip(), output);
  // A failed output (disk full, socket closed) must not leave an unhandled rejection while entries are added.
  done.catch(() => {});
  const add = (name: string, bytes: Buffer) =>
    new Promise<string>((resolve, reject) => {
      pack.entry({ name, size: bytes.length, mtime: new Date(0) }, bytes, (error) =>
        error ? reject(error) : resolve(sha256(bytes)),
      );
    });
  return {
    add,
    async finish(manifest) {
      await add(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)));
      pack.finalize();
      await done;
    },
    async abort(error) {
      pack.destroy(error);
      await done.catch(() => {});
    },
  };
}

/** Every entry of a backup file in order, each read whole (a part holds at most a few thousand rows). */
export async function* readArchive(file: string): AsyncGenerator<{ name: string; bytes: Buffer }> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => {});
  try {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      yield { name: entry.header.name, bytes: Buffer.concat(chunks) };
    }
    await reading;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES')
      throw new BackupError('backup_unreadable', `Cannot read the backup file ${file}: ${reason}`);
    throw new BackupError('backup_corrupt', `${file} is not a whole backup file (${reason})`);
  } finally {
    extract.destroy();
  }
}

/**
 * Reads the whole file and proves it whole before anything is written: the manifest is present and valid,
 * and every entry it lists is there with its checksum, and nothing else is.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, string>();
  let manifestBytes: Buffer | undefined;
  for await (const { name, bytes } of readArchive(file)) {
    if (name === MANIFEST_NAME) manifestBytes = bytes;
    else seen.set(name, sha256(bytes));
  }
  const corrupt = (why: string) => new BackupError('backup_corrupt', `${file} is not a whole backup file: ${why}`);
  if (!manifestBytes) throw corrupt('it has no manifest (cut short, or not a backup of this shop)');
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestBytes.toString('utf8'));
  } catch {
    throw corrupt('its manifest is not JSON');
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) throw corrupt(`its manifest does not describe a backup of format ${BACKUP_FORMAT_VERSION}`);
  const expected = new Map<string, string>([
    ...manifest.data.tables.flatMap((table) => table.parts.map((part) => [part.file, part.sha256] as const)),
    ...manifest.data.images.map((image) => [`${IMAGES_PREFIX}${image.name}`, image.sha256] as const),
  ]);
  for (const [name, hash] of expected) {
    const actual = seen.get(name);
    if (actual === undefined) throw corrupt(`${name} is missing`);
    if (actual !== hash) throw corrupt(`${name} does not match its checksum`);
  }
  const extra = [...seen.keys()].find((name) => !expected.has(name));
  if (extra) throw corrupt(`${extra} is not in its manifest`);
  return manifest.data;
}
