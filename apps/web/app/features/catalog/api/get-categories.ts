import type { categoryListEnvelopeSchema } from '@veggie/contract';
import { api, type RequestOptions } from '../../../lib/api-client';

/** GET /categories: every category, sorted by name. */
export async function getCategories(loader: RequestOptions) {
  const envelope = await api.get<typeof categoryListEnvelopeSchema>('/categories', loader);
  return envelope.data;
}
