import type { productEnvelopeSchema } from '@veggie/contract';
import { api, type RequestOptions } from '../../../lib/api-client';

/** GET /products/:id: one product; an ApiError with status 404 when there is no such product. */
export async function getProduct(loader: RequestOptions, id: string) {
  const envelope = await api.get<typeof productEnvelopeSchema>(`/products/${encodeURIComponent(id)}`, loader);
  return envelope.data;
}
