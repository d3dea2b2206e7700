/** The cart feature's public face: other features and the app layer import only from here. */
export { useCart, type UseCart } from './hooks/use-cart';
export { cartSlug, type CartItem, type CartProduct } from './cart-store';
export { cartItemCount, cartTotalPrice, lineTotal } from './cart-totals';
export { CartButton } from './components/cart-button';
export { CartDrawerHost } from './components/cart-drawer-host';
export { QuantityStepper } from './components/quantity-stepper';
export { CartEmpty, RemoveLineButton } from './components/cart-line-pieces';
export { cartListMessages } from './components/messages';

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
