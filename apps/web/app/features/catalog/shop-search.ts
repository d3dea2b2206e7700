import type { ShopSearch } from '../../config/paths';

/** The shop's query parameters: q trimmed (blank = none), category id, page from 1 (default 1). */
export function readShopSearch(params: URLSearchParams): Required<Pick<ShopSearch, 'page'>> & Omit<ShopSearch, 'page'> {
  const q = params.get('q')?.trim() || undefined;
  const category = params.get('category')?.trim() || undefined;
  const page = Number(params.get('page'));
  return { q, category, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The shop heading: the search text and its result count, or every product's count. */
export function shopHeading(totalItems: number, q?: string): string {
  return q ? `Found ${totalItems} result(s) for "${q}"` : `All products (${totalItems})`;
}
