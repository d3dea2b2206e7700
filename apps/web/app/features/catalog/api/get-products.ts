import type { productPageEnvelopeSchema } from '@veggie/contract';
import { api, type RequestOptions } from '../../../lib/api-client';

export interface ProductListParams {
  page?: number;
  limit?: number;
  q?: string;
  category?: string;
  /** A product `_id` to leave out (related products). */
  exclude?: string;
}

export function productListPath({ page, limit, q, category, exclude }: ProductListParams): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  if (exclude) params.set('exclude', exclude);
  if (page !== undefined) params.set('page', String(page));
  if (limit !== undefined) params.set('limit', String(limit));
  const query = params.toString();
  return query ? `/products?${query}` : '/products';
}

/** GET /products: a page of products and its pagination. */
export async function getProducts(loader: RequestOptions, params: ProductListParams) {
  const envelope = await api.get<typeof productPageEnvelopeSchema>(productListPath(params), loader);
  return envelope.data;
}
