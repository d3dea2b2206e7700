import type { Db } from '../../db/client';
import type { IndexedProducts } from '../search/search-index-cache';
import * as repo from './products.repository';

/** The products as the search index of this process reads them (search/search-index-cache.ts). */
export function indexedProducts(db: Db): IndexedProducts {
  return {
    mark: () => repo.productChangesMark(db),
    count: () => repo.countProducts(db),
    batch: (after, limit) => repo.indexedProductsBatch(db, after, limit),
    changedSince: (mark) => repo.readProductChanges(db, mark),
  };
}
