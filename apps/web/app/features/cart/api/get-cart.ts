import { http } from '../../../lib/http';
import type { CartEnvelope } from './cart-envelope';

/** GET /cart: the signed-in user's cart lines. */
export async function getCart() {
  const res = await http.get<CartEnvelope>('/cart');
  return res.data.data;
}
