import { http } from '../../../lib/http';
import type { CartEnvelope } from './cart-envelope';

/** PUT /cart/:productId: sets the line's quantity; below 1 removes it. */
export async function updateCartItem(productId: string, quantity: number) {
  const res = await http.put<CartEnvelope>(`/cart/${encodeURIComponent(productId)}`, { quantity });
  return res.data.data;
}
