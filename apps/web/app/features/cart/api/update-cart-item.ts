import type { cartEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../lib/api-client';

/** PUT /cart/:productId: sets the line's quantity; below 1 removes it. */
export async function updateCartItem(productId: string, quantity: number) {
  const res = await api.put<typeof cartEnvelopeSchema>(`/cart/${encodeURIComponent(productId)}`, { quantity });
  return res.data;
}
