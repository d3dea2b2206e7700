import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { createUser, pngImage } from './fixtures';

/** What the catalogue's admin tests start from: the app, an admin's and a shopper's sessions, an image to upload. */
export interface CatalogAdminSuite {
  t: TestApp;
  adminToken: string;
  userToken: string;
  png: Buffer;
}

/**
 * Builds the suite before the calling `describe`'s tests and closes its app after them. Its fields are set
 * once the tests run, so read them inside tests and hooks, not when the file loads.
 */
export function catalogAdminSuite(): CatalogAdminSuite {
  const suite = {} as CatalogAdminSuite;
  beforeAll(async () => {
    suite.t = await buildTestApp();
    suite.adminToken = (await createUser(suite.t.database.db, { role: 'admin' })).token;
    suite.userToken = (await createUser(suite.t.database.db)).token;
    suite.png = await pngImage();
  });
  afterAll(() => suite.t.close());
  return suite;
}
