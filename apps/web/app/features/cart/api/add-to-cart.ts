import type { AddToCart } from '@veggie/contract';
import { http } from '../../../lib/http';
import type { CartEnvelope } from './cart-envelope';

/** POST /cart: adds to the product's line (or creates it). */
export async function addToCart(body: AddToCart) {
  const res = await http.post<CartEnvelope>('/cart', body);
  return res.data.data;
}
