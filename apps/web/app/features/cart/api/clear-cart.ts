import { api } from '../../../lib/api-client';

/** DELETE /cart: empties the server cart, so it does not come back on the next load. */
export async function clearServerCart() {
  await api.delete('/cart');
}
