import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';

// Beside this file in development; the build copies the folder next to the bundle.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface KnownMigration {
  tag: string;
  /** drizzle's key for a migration: the journal's `when`, stored as `created_at` once applied. */
  when: number;
}

let known: KnownMigration[] | undefined;

/** The migrations this code ships, oldest first. */
export function knownMigrations(): KnownMigration[] {
  known ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: KnownMigration[];
    }
  ).entries.map(({ tag, when }) => ({ tag, when }));
  return known;
}

/** A database or a transaction of either driver; not client.ts's types, which import this file. */
interface SqlRunner {
  execute(query: SQL): PromiseLike<unknown>;
}

/** Raised before serving or migrating a database that a newer version of the shop has migrated. */
export class DatabaseNewerThanCodeError extends Error {
  readonly code = 'database_newer_than_code';
}

/**
 * The tag of the last migration applied, or null for a database never migrated. Throws
 * DatabaseNewerThanCodeError when that migration is not one this code ships.
 */
export async function appliedSchemaVersion(q: SqlRunner): Promise<string | null> {
  const rows = async (query: SQL) =>
    ((await q.execute(query)) as unknown as { rows: Record<string, string | null>[] }).rows;
  // Two statements: PostgreSQL resolves every table a statement names before it runs any of it.
  const [table] = await rows(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (!table?.name) return null;
  const [last] = await rows(sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`);
  const applied = last?.applied;
  if (applied === null || applied === undefined) return null;
  const migrations = knownMigrations();
  const match = migrations.find((m) => String(m.when) === applied);
  if (match) return match.tag;
  const newest = migrations.at(-1)!;
  throw new DatabaseNewerThanCodeError(
    `The database holds a migration this code does not know (applied ${new Date(Number(applied)).toISOString()}, ` +
      `the newest here is ${newest.tag}): the code is older than the database. Run the version of the shop ` +
      'that migrated it, or a newer one.',
  );
}
