import type { MergeCart, mergeCartEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../lib/api-client';

/** POST /cart/merge: adds a guest's local lines to the server cart, and names the lines it capped. */
export async function mergeCart(body: MergeCart) {
  const res = await api.post<typeof mergeCartEnvelopeSchema>('/cart/merge', body);
  return res;
}
