import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's files, which every test file's PGlite starts from (createTestDatabase). */
    pgliteTemplate: string;
  }
}

/**
 * The API suite's global setup on PGlite: creating a cluster (initdb) and migrating it took about 5 s
 * of each test file's time; it is done once here, and each file loads the copy in about 1.5 s.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
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
