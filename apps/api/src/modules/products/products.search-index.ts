import type { Db } from '../../db/client';
import { checkedValue, type CheckedValue } from '../../lib/checked-value';
import type { Clock } from '../../lib/clock';
import { SearchIndex } from '../search/search-index';
import * as repo from './products.repository';

/**
 * How often a process asks the database what changed in the catalogue (one small query). A product another
 * instance wrote is searched as it now is at most this late (the catalog cache already answers up to
 * CATALOG_CACHE_MS late); a write through this process makes the next search ask first (plugins/catalog-writes).
 */
export const INDEX_CHECK_MS = 1000;

/**
 * Products read per query while building: bounds what a build holds besides the index, and how long it
 * keeps the event loop between two reads (about 30 ms).
 */
const BUILD_BATCH = 1000;

/** The search index of this process; invalidated after this process changes the catalogue. */
export type ProductIndexCache = CheckedValue<SearchIndex>;

/** Reads every product into a new index; the mark from which to ask for changes is taken first. */
async function buildIndex(db: Db): Promise<{ index: SearchIndex; mark: number }> {
  for (;;) {
    const mark = await repo.productChangesMark(db);
    const index = new SearchIndex(await repo.countProducts(db));
    let after: { createdAt: string; id: string } | undefined;
    let fits = true;
    for (;;) {
      const batch = await repo.indexedProductsBatch(db, after, BUILD_BATCH);
      fits = batch.every((product) => index.add(product));
      const last = batch[batch.length - 1];
      if (!fits || !last || batch.length < BUILD_BATCH) break;
      after = { createdAt: last.createdAtText, id: last.id };
    }
    // More products than counted arrived while reading (a bulk load): count again.
    if (!fits) continue;
    index.seal();
    return { index, mark };
  }
}

/**
 * The search index of this process, kept in step with the database: every INDEX_CHECK_MS (or after a write
 * here) one query reads the products written since the last look and changes the index in place; once
 * a tenth of it has been appended anew (renamed, re-described or added products), it is built again.
 */
export function createProductIndexCache(db: Db, clock: Clock): ProductIndexCache {
  let index: SearchIndex | undefined;
  let mark = 0;

  async function rebuild() {
    ({ index, mark } = await buildIndex(db));
    return index;
  }

  return checkedValue(clock, INDEX_CHECK_MS, async () => {
    const current = index ?? (await rebuild());
    const changes = await repo.readProductChanges(db, mark);
    let fits = true;
    for (const { id, product } of changes.changed) {
      if (!product) current.remove(id);
      else fits &&= current.upsert(product);
    }
    if (!fits || current.appended > Math.max(1000, current.built / 10)) return rebuild();
    mark = changes.mark;
    return current;
  });
}
