import type { cartEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../lib/api-client';

/** DELETE /cart/:productId: removes the product's line. */
export async function removeCartItem(productId: string) {
  const res = await api.delete<typeof cartEnvelopeSchema>(`/cart/${encodeURIComponent(productId)}`);
  return res.data;
}
