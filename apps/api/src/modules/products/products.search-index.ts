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

/**
 * The search index of this process; invalidated after this process changes the catalogue. `idle()`
 * resolves once no fresh index is being read in the background (closing the app waits for it).
 */
export type ProductIndexCache = CheckedValue<SearchIndex> & { idle(): Promise<void> };

/** Reads every product into a new index; the mark from which to ask for changes is taken first. */
async function buildIndex(db: Db): Promise<Built> {
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

interface Built {
  index: SearchIndex;
  mark: number;
}

/**
 * The search index of this process, kept in step with the database: every INDEX_CHECK_MS (or after a write
 * here) one query reads the products written since the last look and changes the index in place. Once
 * a tenth of it has been appended anew (renamed, re-described or added products), a fresh one is read in
 * the background while searches go on against this one, which keeps following the changes; the check
 * after it is read takes it over and brings it up to date from its own mark. Only an index with no
 * room left for a change (a bulk load faster than a build) makes searches wait for the fresh one.
 */
export function createProductIndexCache(db: Db, clock: Clock): ProductIndexCache {
  let current: Built | undefined;
  let fresh: Built | undefined;
  let building: Promise<void> | undefined;

  function buildInBackground() {
    building ??= buildIndex(db)
      .then((built) => {
        fresh = built;
      })
      // A failed read (the database went away) is tried again at the next check past the threshold;
      // meanwhile the index in use goes on following the changes.
      .catch(() => {})
      .finally(() => {
        building = undefined;
      });
  }

  const cache = checkedValue(clock, INDEX_CHECK_MS, async () => {
    if (fresh) [current, fresh] = [fresh, undefined];
    current ??= await buildIndex(db);
    const { index } = current;
    const changes = await repo.readProductChanges(db, current.mark);
    let fits = true;
    for (const { id, product } of changes.changed) {
      if (!product) index.remove(id);
      else fits &&= index.upsert(product);
    }
    if (!fits) {
      current = await buildIndex(db);
      return current.index;
    }
    current.mark = changes.mark;
    if (index.appended > Math.max(1000, index.built / 10)) buildInBackground();
    return index;
  });
  return { ...cache, idle: async () => building };
}
