import type { ShopSearch } from '../../config/paths';

/** The shop's query parameters: q trimmed (blank = none), category id, page from 1 (default 1). */
export function readShopSearch(params: URLSearchParams): Required<Pick<ShopSearch, 'page'>> & Omit<ShopSearch, 'page'> {
  const q = params.get('q')?.trim() || undefined;
  const category = params.get('category')?.trim() || undefined;
  const page = Number(params.get('page'));
  return { q, category, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/**
 * The shop URL with `q` as the header search writes it (trimmed, left out when blank), or null when it
 * already is. A search sent before the page's scripts run is a plain form GET with the text as typed.
 */
export function canonicalShopUrl(url: URL): string | null {
  const q = url.searchParams.get('q');
  if (q === null || (q !== '' && q === q.trim())) return null;
  const params = new URLSearchParams(url.searchParams);
  if (q.trim()) params.set('q', q.trim());
  else params.delete('q');
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
