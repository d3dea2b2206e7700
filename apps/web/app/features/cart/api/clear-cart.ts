import { http } from '../../../lib/http';

/** DELETE /cart: empties the server cart, so it does not come back on the next load. */
export async function clearServerCart() {
  await http.delete('/cart');
}
