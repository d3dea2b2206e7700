import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgSession } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { loadLocations } from '../modules/locations/locations.dataset';
import * as schema from './schema';
import { appliedSchemaVersion, knownMigrations, migrationsFolder } from './schema-version';

/** One type for both drivers: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a transaction callback receives; it has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The pending migrations in one transaction, then the reference data they need (the 2025 provinces and
   * wards). With `upTo` (a migration's tag) only the migrations up to that one and no reference data: a
   * restore brings an empty database to its backup's schema this way. Refuses a database that holds a
   * migration this code does not know (DatabaseNewerThanCodeError).
   */
  migrate(options?: { upTo?: string }): Promise<void>;
  /** The tag of the last migration applied; null for a database never migrated. */
  schemaVersion(): Promise<string | null>;
  /** Whether the database answers; on PostgreSQL over a connection of its own, never waiting for the pool. */
  ping(): Promise<boolean>;
  /** The embedded database's files, to start another from (DatabaseOptions.pgliteDump); PGlite only. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite's folder; without it PGlite keeps everything in memory (tests). */
  dataDir?: string;
  /**
   * An in-memory PGlite starts as a copy of this dump (`Database.dump`) instead of a new cluster: the tests'
   * migrated template, which skips initdb and the migrations (about 4 s a test file).
   */
  pgliteDump?: Blob;
  poolSize?: number;
  /**
   * PostgreSQL's statement_timeout (ms) for every statement a request runs (not the migrations, nor the
   * health check's connection); undefined or 0: none. PGlite runs in our thread and cannot interrupt one.
   */
  statementTimeoutMs?: number;
}

/**
 * PGlite's buffer cache lives in the WASM heap, inside our process. PostgreSQL's default of 128MB makes
 * the process about 330 MiB after a few reads; 32MB keeps it near 225 MiB (measured on the seeded shop),
 * and pages beyond it come from the operating system's file cache. Durability settings are untouched.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/** PostgreSQL advisory lock held while one instance migrates (the other ids: seed, locations, payments). */
const MIGRATE_LOCK_ID = 7_200_410;

/** drizzle's migrator, which runs the pending migrations in one transaction, limited to those up to `upTo`. */
async function applyMigrations(db: Db, upTo?: string) {
  // Checked first: drizzle would skip migrations older than the database's newest and report success.
  await appliedSchemaVersion(db);
  const known = knownMigrations();
  const last = upTo ? known.findIndex((m) => m.tag === upTo) : known.length - 1;
  if (last < 0) throw new Error(`This code has no migration ${upTo}`);
  const migrations = readMigrationFiles({ migrationsFolder }).slice(0, last + 1);
  await new PgDialect().migrate(migrations, db._.session as unknown as PgSession, { migrationsFolder });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // While the server is unreachable a request fails within seconds (503) instead of waiting for ever.
      connectionTimeoutMillis: 5_000,
      // A statement stuck (on a lock, or slower than anything the shop asks) gives its connection back.
      ...(options.statementTimeoutMs && { statement_timeout: options.statementTimeoutMs }),
    });
    // The health check's own connection, kept open: it must answer while requests hold every connection of the pool.
    const pingPool = new pg.Pool({
      connectionString: options.url,
      max: 1,
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its connection (database restart) must not crash the process.
    for (const p of [pool, pingPool]) p.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const pingDb = drizzlePg(pingPool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // On a connection of its own, without the statement timeout: an index built on a large table may take long.
      // Instances starting together queue on the lock: drizzle's CREATE SCHEMA/TABLE IF NOT EXISTS and its
      // read of the last migration are not safe against a second migrator, and the second must find nothing left.
      migrate: async ({ upTo } = {}) => {
        const client = new pg.Client({ connectionString: options.url });
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATE_LOCK_ID]);
          await applyMigrations(drizzlePg(client, { schema }) as unknown as Db, upTo);
          if (!upTo) await loadLocations(db);
        } finally {
          await client.end();
        }
      },
      schemaVersion: () => appliedSchemaVersion(db),
      ping: () => ping(pingDb),
      close: async () => {
        await Promise.all([pool.end(), pingPool.end()]);
      },
    };
  }
  if (options.dataDir) await createClusterIfMissing(options.dataDir);
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    ...(options.pgliteDump && { loadDataDir: options.pgliteDump }),
    extensions: { pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const pglite = drizzlePglite(client, { schema });
  return {
    db: pglite as unknown as Db,
    kind: 'pglite',
    migrate: async ({ upTo } = {}) => {
      await applyMigrations(pglite as unknown as Db, upTo);
      if (!upTo) await loadLocations(pglite as unknown as Db);
    },
    schemaVersion: () => appliedSchemaVersion(pglite as unknown as Db),
    ping: () => ping(pglite as unknown as Db),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/**
 * Creating a PGlite cluster (its initdb) grows the WASM memory to about 700 MiB, and a WASM instance never
 * gives memory back: a first start used to stay above 500 MiB where later starts hold 250. So a fresh folder
 * is created by a short-lived process of its own, and this one only opens the result.
 */
async function createClusterIfMissing(dataDir: string) {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  // PGlite creates only the last folder of its path; a fresh checkout has no ./data yet.
  await mkdir(dataDir, { recursive: true });
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = require(${JSON.stringify(entry)});
PGlite.create(process.argv[1]).then((db) => db.close()).catch((error) => { console.error(error); process.exit(1); });`;
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, dataDir], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`Could not create the embedded database in ${dataDir} (exit code ${code})`);
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
