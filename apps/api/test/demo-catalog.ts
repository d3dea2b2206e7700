import type { Db } from '../src/db/client';
import { SEED_CATALOG } from '../src/db/seed/catalog';
import { insertSeedCatalog } from '../src/db/seed/seed';

/**
 * The demo catalogue and its synonyms as `npm start` seeds them, with placeholder pictures (rendering
 * the real ones takes seconds and search never looks at them).
 */
export async function insertDemoCatalog(db: Db, now = Date.UTC(2026, 10, 1)) {
  const categoryUrls = SEED_CATALOG.map(() => '/uploads/category.webp');
  const productUrls = SEED_CATALOG.flatMap((category) => category.products.map(() => '/uploads/product.webp'));
  await db.transaction((tx) => insertSeedCatalog(tx, { categoryUrls, productUrls }, now));
}
