import type { FastifyInstance } from 'fastify';
import type { CatalogContext } from '../catalog/catalog-context';
import type { DictionaryCache } from '../search/search.service';
import type { ProductIndexCache } from './products.search-index';

/**
 * The catalog's context and what a search reads besides: the dictionary that plans it and the index that
 * answers it. Apart from CatalogContext, which the catalog's base (modules/catalog) defines without
 * knowing search.
 */
export interface SearchContext extends CatalogContext {
  dictionary: DictionaryCache;
  searchIndex: ProductIndexCache;
}

/** The app's search context: its catalog context and the search caches app.ts decorates it with. */
export const searchContextOf = (app: FastifyInstance): SearchContext => ({
  ...app.catalog,
  dictionary: app.searchDictionary,
  searchIndex: app.searchIndex,
});
