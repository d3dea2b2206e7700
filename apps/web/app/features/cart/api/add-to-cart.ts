import type { AddToCart, cartEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../lib/api-client';

/** POST /cart: adds to the product's line (or creates it). */
export async function addToCart(body: AddToCart) {
  const res = await api.post<typeof cartEnvelopeSchema>('/cart', body);
  return res.data;
}
