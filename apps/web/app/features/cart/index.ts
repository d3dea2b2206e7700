/**
 * The cart feature's public face: other features and the app layer import only from here.
 * Re-exports only: the storefront layout imports this file, and code of its own here would make Rolldown put
 * every module it lists, the cart page's pieces too, into the storefront shell chunk (vite.config.ts).
 */
export { useCart, type UseCart } from './hooks/use-cart';
export { cartSlug, type CartItem, type CartProduct } from './cart-store';
export { cartItemCount, cartTotalPrice, isEstimatedCart, isWeightLine, lineTotal } from './cart-totals';
export { CartButton } from './components/cart-button';
export { CartDrawerHost } from './components/cart-drawer-host';
export { CartLine, type CartLineColumns } from './components/cart-line';
export { CartEmpty } from './components/cart-line-pieces';
export { cartListMessages } from './components/messages';
export { clearLocalCart, mergeGuestCart, reloadCart } from './local-cart';
