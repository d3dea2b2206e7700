import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's files, which every test file's PGlite starts from (createTestDatabase). */
    pgliteTemplate: string;
    /** On the PostgreSQL server, a migrated database that every test file's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * The API suite's global setup: each test file gets a database of its own, and creating one and running every
 * migration took about 5 s of each file's time on PGlite (initdb) and 2–4 s on PostgreSQL. It is done once here:
 * on PGlite each file loads a copy of the files in about 1.5 s, on PostgreSQL `CREATE DATABASE … TEMPLATE`
 * copies the migrated database in a fraction of a second.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? postgresTemplate(project, serverUrl) : pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const database = await openDatabase({});
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'veggie-pglite-template-'));
  const file = path.join(folder, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, serverUrl: string) {
  const name = `vm_template_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // A template must have no session open while a copy is made: the pool is closed before any file starts.
  const database = await openDatabase({ url: url.toString(), poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('postgresTemplate', name);
  return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
