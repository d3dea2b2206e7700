import type { FastifyInstance } from 'fastify';
import type { CatalogContext } from '../catalog/catalog-context';
import type { SearchContext as SearchCaches } from '../search/search.service';

/**
 * The catalog's context and what a search reads besides: the dictionary that plans it and the index that
 * answers it. Apart from CatalogContext, which the catalog's base (modules/catalog) defines without
 * knowing search.
 */
export type SearchContext = CatalogContext & SearchCaches;

/** The app's search context: its catalog context and the search caches app.ts decorates it with. */
export const searchContextOf = (app: FastifyInstance): SearchContext => ({
  ...app.catalog,
  dictionary: app.searchDictionary,
  searchIndex: app.searchIndex,
});
