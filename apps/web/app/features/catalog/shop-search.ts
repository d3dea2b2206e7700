import { LIMITS } from '@veggie/contract';
import type { ShopSearch } from '../../config/paths';

/**
 * Search text as the shop sends it: trimmed, and cut at the API's limit as the search box cuts it (a
 * longer `q` comes from a link or a hand-typed address), never splitting a character in two.
 */
function searchText(q: string): string {
  return q
    .trim()
    .slice(0, LIMITS.searchTextMax)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim();
}

/** The shop's query parameters: q trimmed (blank = none), category id, page from 1 (default 1). */
export function readShopSearch(params: URLSearchParams): Required<Pick<ShopSearch, 'page'>> & Omit<ShopSearch, 'page'> {
  const q = searchText(params.get('q') ?? '') || undefined;
  const category = params.get('category')?.trim() || undefined;
  const page = Number(params.get('page'));
  return { q, category, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/**
 * The shop URL with `q` as the header search writes it (trimmed, cut at the limit, left out when blank),
 * or null when it already is. A search sent before the page's scripts run is a plain form GET with the
 * text as typed.
 */
export function canonicalShopUrl(url: URL): string | null {
  const q = url.searchParams.get('q');
  if (q === null || (q !== '' && q === searchText(q))) return null;
  const params = new URLSearchParams(url.searchParams);
  if (searchText(q)) params.set('q', searchText(q));
  else params.delete('q');
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
