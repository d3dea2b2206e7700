// The benchmark's databases: the embedded PGlite folder the server uses, and a fresh PostgreSQL
// database per run. Both are opened through one small client, `{ query(text, params) → rows, close() }`.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server's own folder layout: `${DATA_DIR}/db` (see apps/api/src/server.ts). */
export async function openPglite(dataDir) {
  const db = await PGlite.create(`${dataDir}/db`, { extensions: { pg_trgm, unaccent } });
  return {
    query: async (text, params) => (await db.query(text, params)).rows,
    close: () => db.close(),
  };
}

export async function openPostgres(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  // A dropped connection while the benchmark is idle must not crash it.
  client.on('error', () => {});
  return {
    query: async (text, params) => (await client.query(text, params)).rows,
    close: () => client.end(),
  };
}

/**
 * The PostgreSQL server to use: DATABASE_URL, else the local one. Resolves with the admin URL, or
 * with `{ skipped }` saying why when no server answers.
 */
export async function findPostgres(env = process.env) {
  const url = env.DATABASE_URL || LOCAL_POSTGRES;
  try {
    const client = await openPostgres(url);
    const [{ server_version: version }] = await client.query('show server_version');
    await client.close();
    return { url, version: version.split(' ')[0] };
  } catch (error) {
    return { skipped: `no PostgreSQL at ${redact(url)} (${error.message})` };
  }
}

/** A URL without its password, for the report. */
export function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** The same server and credentials, another database. */
export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates an empty database on the server; `drop()` removes it even while connections remain. */
export async function createBenchDatabase(adminUrl, name) {
  const admin = await openPostgres(adminUrl);
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.close();
  }
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const client = await openPostgres(adminUrl);
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.close();
      }
    },
  };
}
