import type { cartEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../lib/api-client';

/** GET /cart: the signed-in user's cart lines. */
export async function getCart() {
  const res = await api.get<typeof cartEnvelopeSchema>('/cart');
  return res.data;
}
