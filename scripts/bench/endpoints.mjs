// The endpoints under load, with the ids they need looked up through the API first.
import { account, addToCart, getJson } from './api.mjs';
import { ORIGINS, produceRows } from './catalog.mjs';

const DEEP_PAGE = 500;
/** A category of the generated catalog that holds tomatoes, so search and filter overlap realistically. */
const FILTER_CATEGORY = 'Rau ăn quả';
/**
 * A typo the engine forgives (decision 026): two neighbouring letters swapped, "chau" for "chua", one edit
 * in a word of four letters. "chau" is also a word of the catalogue ("Hành tím Vĩnh Châu"), so the query
 * searches both, as it would for a shopper.
 */
export const TYPO_QUERY = 'ca chau';
/**
 * Words of every generated description ("… Quy cách: túi 1 kg."), so this search matches the whole
 * generated catalogue: the index returns every row and the ranking takes the candidate cap (2,000).
 */
export const EVERY_ROW_QUERY = 'quy cach';
/**
 * Pages of the listing's name and price orders, each read from the database once a second with the catalog
 * cache and on every request without it: each used to sort the whole catalogue (migration 0016).
 */
const SORTED_PAGES = 100;
const CART_READER = { email: 'cart-reader@bench.veggie.market', name: 'Chị Lan' };

/**
 * Searches that real shoppers might type, "rau muống đà lạt" and so on (every one finds products), many more
 * than the API's cache of catalog answers holds: taken in turn, each is evicted before it comes round again,
 * so this endpoint measures search itself rather than the cache.
 */
export const variedSearches = () =>
  produceRows().flatMap(({ name }) =>
    ORIGINS.map((origin) => `/api/products?q=${encodeURIComponent(`${name} ${origin}`.toLowerCase())}`),
  );

const search = (key, label, q) => ({
  key,
  label,
  path: `/api/products?q=${encodeURIComponent(q)}`,
  shown: `/api/products?q=${q}`,
  search: true,
  uncached: true,
});

/**
 * Resolves with `[{ key, label, path, shown?, headers?, uncached? }]` (`shown`: the path for the report, ids
 * left out; `uncached`: measured a second time without the catalog cache, see index.mjs). The varied
 * searches are a cache miss each already, and the cart is never cached: neither is measured twice.
 * Every path is fetched once first: an endpoint that does not answer 200 (or a search that finds nothing)
 * stops the run instead of measuring an error page.
 */
export async function prepareEndpoints(base) {
  const first = await getJson(base, '/api/products');
  const deepPage = Math.min(DEEP_PAGE, first.data.pagination.totalPages);
  const categories = (await getJson(base, '/api/categories')).data;
  const category = categories.find((c) => c.name === FILTER_CATEGORY) ?? categories[0];
  const deep = await getJson(base, `/api/products?page=${deepPage}`);
  const product = deep.data.products[0] ?? first.data.products[0];

  const token = await account(base, CART_READER.email, CART_READER.name);
  const cart = await getJson(base, '/api/cart', token);
  if (cart.data.length === 0) {
    for (const p of first.data.products.filter((p) => p.stock > 0).slice(0, 3)) await addToCart(base, token, p._id, 2);
  }

  const varied = variedSearches();
  const sortedPages = Array.from({ length: SORTED_PAGES }, (_, i) =>
    ['name', 'price_desc'].map((sort) => `/api/products?sort=${sort}&page=${i + 1}`),
  ).flat();
  const endpoints = [
    { key: 'list', label: 'Product list, page 1', path: '/api/products', uncached: true },
    { key: 'deep', label: `Product list, page ${deepPage}`, path: `/api/products?page=${deepPage}`, uncached: true },
    {
      key: 'category',
      uncached: true,
      label: `Category filter (${category.name})`,
      path: `/api/products?category=${category._id}`,
      shown: '/api/products?category=:id',
    },
    search('searchAccented', 'Search, accented', 'cà chua'),
    search('searchUnaccented', 'Search, unaccented', 'ca chua'),
    search('searchTypo', 'Search, typo (letters swapped)', TYPO_QUERY),
    search('searchEveryRow', 'Search matching every generated product', EVERY_ROW_QUERY),
    {
      key: 'variedSearch',
      label: `Search, ${varied.length.toLocaleString('en')} different queries in turn`,
      path: varied[0],
      paths: varied,
      shown: '/api/products?q=<produce> <origin>',
    },
    {
      key: 'sortedPages',
      uncached: true,
      label: `Product list by name and by price, ${SORTED_PAGES * 2} pages in turn`,
      path: sortedPages[0],
      paths: sortedPages,
      shown: '/api/products?sort=name|price_desc&page=<1…100>',
    },
    { key: 'product', label: 'Product by id', path: `/api/products/${product._id}`, shown: '/api/products/:id' },
    { key: 'categories', label: 'Categories', path: '/api/categories' },
    { key: 'cart', label: 'Cart (authenticated)', path: '/api/cart', headers: { authorization: `Bearer ${token}` } },
  ];
  for (const endpoint of endpoints) {
    const body = await getJson(base, endpoint.path, endpoint.headers?.authorization.slice('Bearer '.length));
    if (endpoint.search) {
      endpoint.matches = body.data.pagination.totalItems;
      if (endpoint.matches === 0) throw new Error(`${endpoint.label} finds nothing: the catalog or the search changed`);
    }
  }
  return endpoints;
}
