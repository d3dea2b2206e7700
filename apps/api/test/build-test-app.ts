import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import type { MailMessage } from '../src/lib/mailer';
import { writeSettingsValue } from '../src/modules/settings/settings.repository';
import type { RateLimitSettings } from '../src/config';

/**
 * The migrated template of test/database-template.ts, read once per test file; undefined in a project
 * without that global setup, whose files then create and migrate their own cluster.
 */
let template: Promise<Blob | undefined> | undefined;
function pgliteTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return template;
}

/** Whether the suite runs on a PostgreSQL server (TEST_DATABASE_URL) rather than the embedded PGlite. */
export const onPostgresServer = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped afterwards). `kind` asks for
 * one of them whatever the suite runs on (a backup moves a shop between them); 'postgres' needs
 * TEST_DATABASE_URL.
 */
export async function createTestDatabase(
  kind: Database['kind'] = onPostgresServer ? 'postgres' : 'pglite',
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres' && !serverUrl) throw new Error('A PostgreSQL test database needs TEST_DATABASE_URL');
  if (kind === 'pglite' || !serverUrl) {
    // Without the template (a suite on PostgreSQL makes none) the cluster is created and migrated here.
    const database = await openDatabase({ pgliteDump: await pgliteTemplate() });
    // Already migrated in the template: this only confirms it (a few milliseconds).
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `vm_test_${randomUUID().replaceAll('-', '')}`;
  // A copy of test/database-template.ts's migrated database; without that global setup, an empty one.
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  // Already migrated when copied from the template: this only confirms it.
  await database.migrate();
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A test database as it is before its first migration: the migrated copy emptied of every schema object,
 * which costs far less than a new cluster (PGlite's initdb) or a database without the template.
 */
export async function createNeverMigratedDatabase(kind?: Database['kind']) {
  const created = await createTestDatabase(kind);
  for (const statement of ['drop schema drizzle cascade', 'drop schema public cascade', 'create schema public']) {
    await created.database.db.execute(sql.raw(statement));
  }
  return created;
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  /** The URL of this suite's database on the PostgreSQL server; absent on PGlite. */
  databaseUrl?: string;
  config: Config;
  /** Every mail the app sent, in order: the mailer is outside our walls, so tests capture it. */
  mail: MailMessage[];
  close(): Promise<void>;
}

/** The real app on a fresh database and a temporary data folder; call `close()` in afterAll. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: {
    rateLimits?: Partial<RateLimitSettings>;
    rateLimitKeyPrefix?: string;
    clock?: Clock;
    /** Runs the payment expiry sweep on its timer (off by default: tests sweep by calling the service). */
    sweepPayments?: boolean;
    logger?: FastifyServerOptions['logger'];
    /**
     * The shop's `orders.maxOpen`: a test file places many orders for one shopper, so, as with rate limits,
     * only a test that names the cap gets a strict one. null keeps the shop's own settings untouched.
     */
    maxOpenOrders?: number | null;
    /** The database to run on, whatever the suite runs on (createTestDatabase). */
    databaseKind?: Database['kind'];
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'veggie-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, overrides);
  const { database, url: databaseUrl, drop } = await createTestDatabase(options.databaseKind);
  const mail: MailMessage[] = [];
  const mailer = { send: async (message: MailMessage) => void mail.push(message) };
  // A test file sends hundreds of requests and signs up many users from one address: only the
  // limits a test names are strict.
  const rateLimits: Partial<RateLimitSettings> = {
    registerPerIp: { max: 100_000, windowMs: 60_000 },
    globalPerIp: { max: 100_000, windowMs: 60_000 },
    ...options.rateLimits,
  };
  const app = await buildApp({
    config,
    database,
    ownsDatabase: false,
    mailer,
    rateLimits,
    rateLimitKeyPrefix: options.rateLimitKeyPrefix,
    clock: options.clock,
    sweepPayments: options.sweepPayments,
    logger: options.logger,
  });
  await app.ready();
  const { maxOpenOrders = 100 } = options;
  if (maxOpenOrders !== null) {
    await database.db.transaction((tx) =>
      writeSettingsValue(tx, 'shop', { orders: { maxOpen: maxOpenOrders } }, new Date()),
    );
  }
  return {
    app,
    database,
    databaseUrl,
    config,
    mail,
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
