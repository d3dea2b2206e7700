import { cartStore } from './cart-store';

/**
 * After a successful login or register (token stored): POSTs the local cart to /api/cart/merge, then
 * reloads the server cart into local storage. Never throws; on failure the local cart stays.
 */
export function mergeGuestCart(): Promise<void> {
  return cartStore.mergeGuestCart();
}

/** After checkout: the server emptied its cart with the order, so only the local copy is cleared. */
export function clearLocalCart(): void {
  cartStore.forgetItems();
}

/** After the server filled the cart by itself ("Buy again"): the store reads it again. Never throws. */
export function reloadCart(): Promise<void> {
  return cartStore.reload();
}
