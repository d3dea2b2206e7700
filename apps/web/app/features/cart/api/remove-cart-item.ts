import { http } from '../../../lib/http';
import type { CartEnvelope } from './cart-envelope';

/** DELETE /cart/:productId: removes the product's line. */
export async function removeCartItem(productId: string) {
  const res = await http.delete<CartEnvelope>(`/cart/${encodeURIComponent(productId)}`);
  return res.data.data;
}
