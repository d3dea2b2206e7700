import type { MergeCart } from '@veggie/contract';
import { http } from '../../../lib/http';
import type { CartEnvelope } from './cart-envelope';

/** POST /cart/merge: adds a guest's local lines to the server cart. */
export async function mergeCart(body: MergeCart) {
  const res = await http.post<CartEnvelope>('/cart/merge', body);
  return res.data.data;
}
