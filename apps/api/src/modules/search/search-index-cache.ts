import type { FastifyBaseLogger } from 'fastify';
import { checkedValue, type CheckedValue } from '../../lib/checked-value';
import type { Clock } from '../../lib/clock';
import { SearchIndex, type IndexedProduct } from './search-index';

/** Where the last batch of a build ended: the next one reads the products older than it. */
export interface BatchEnd {
  createdAt: string;
  id: string;
}

/** The products written by transactions from a mark on, as they are now (deleted: no product). */
export interface ProductChanges {
  /** Where to ask from next time, read in the same snapshot. */
  mark: number;
  changed: { id: string; product: IndexedProduct | undefined }[];
}

/**
 * The products as the index reads them, from the products module (products.search-index.ts), which owns
 * their table: passed in, so that search imports nothing of products.
 */
export interface IndexedProducts {
  /** The mark from which to ask for changes: the oldest transaction still running. */
  mark(): Promise<number>;
  count(): Promise<number>;
  /** Up to `limit` products newest first (created_at desc, id desc), older than `after`. */
  batch(after: BatchEnd | undefined, limit: number): Promise<(IndexedProduct & { createdAtText: string })[]>;
  changedSince(mark: number): Promise<ProductChanges>;
}

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
 * resolves once no check and no fresh index is being read (closing the app waits for it).
 */
export type SearchIndexCache = CheckedValue<SearchIndex> & {
  idle(): Promise<void>;
  /** The index in use, without reading or checking anything; undefined until the first search reads it. */
  loaded(): SearchIndex | undefined;
};

/** Reads every product into a new index; the mark from which to ask for changes is taken first. */
async function buildIndex(products: IndexedProducts): Promise<Built> {
  for (;;) {
    const mark = await products.mark();
    const index = new SearchIndex(await products.count());
    let after: { createdAt: string; id: string } | undefined;
    let fits = true;
    for (;;) {
      const batch = await products.batch(after, BUILD_BATCH);
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

/** After a fresh index could not be read in the background, how long until another is tried. */
export const BUILD_RETRY_MS = 30_000;

/** Applies the products written since the index last looked; false as soon as one does not fit. */
function applyChanges(index: SearchIndex, changed: ProductChanges['changed']): boolean {
  for (const { id, product } of changed) {
    if (!product) index.remove(id);
    else if (!index.upsert(product)) return false;
  }
  return true;
}

/**
 * The search index of this process, kept in step with the database: every INDEX_CHECK_MS (or after a write
 * here) one query reads the products written since the last look and changes the index in place. Once
 * a tenth of it has been appended anew (renamed, re-described or added products), a fresh one is read in
 * the background while searches go on against this one, which keeps following the changes; the check
 * after it is read takes it over and brings it up to date from its own mark. Only an index with no
 * room left for a change (a bulk load faster than a build) makes searches wait: for the fresh one under
 * way if there is one, else for a new one. One fresh index is read at a time, and never while one that
 * was read waits to be taken over.
 */
export function createSearchIndexCache(
  products: IndexedProducts,
  clock: Clock,
  log: FastifyBaseLogger,
): SearchIndexCache {
  let current: Built | undefined;
  let fresh: Built | undefined;
  let building: Promise<void> | undefined;
  let failedAt = -Infinity;
  let checking: Promise<unknown> = Promise.resolve();

  function buildInBackground() {
    if (building || fresh || clock.now() - failedAt < BUILD_RETRY_MS) return;
    building = buildIndex(products)
      .then(
        (built) => {
          fresh = built;
        },
        (error: unknown) => {
          failedAt = clock.now();
          log.warn({ err: error }, 'a fresh search index could not be read; searches go on with the one in use');
        },
      )
      .finally(() => {
        building = undefined;
      });
  }

  async function check(): Promise<SearchIndex> {
    for (;;) {
      if (fresh) [current, fresh] = [fresh, undefined];
      const built = current ?? (current = await buildIndex(products));
      const changes = await products.changedSince(built.mark);
      if (applyChanges(built.index, changes.changed)) {
        built.mark = changes.mark;
        if (built.index.appended > Math.max(1000, built.index.built / 10)) buildInBackground();
        return built.index;
      }
      // No room for a change (a bulk load): wait for the fresh index under way, else read a new one.
      await building;
      if (!fresh) current = undefined;
    }
  }

  const cache = checkedValue(clock, INDEX_CHECK_MS, () => {
    const run = check();
    checking = run.catch(() => {});
    return run;
  });
  return {
    ...cache,
    async idle() {
      await checking;
      await building;
    },
    loaded: () => current?.index,
  };
}
