import type { productSitemapEnvelopeSchema } from '@veggie/contract';
import { api, type RequestOptions } from '../../../lib/api-client';

/** GET /products/sitemap: one sitemap file's products (id and last change) and how many files there are. */
export async function getProductSitemap(loader: RequestOptions, page: number) {
  const envelope = await api.get<typeof productSitemapEnvelopeSchema>(`/products/sitemap?page=${page}`, loader);
  return envelope.data;
}
