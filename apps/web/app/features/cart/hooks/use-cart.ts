import { useSyncExternalStore } from 'react';
import { cartTotalPrice, cartItemCount, isEstimatedCart } from '../cart-totals';
import { cartStore, type CartItem, type CartProduct } from '../cart-store';

export interface UseCart {
  items: readonly CartItem[];
  totalItems: number;
  totalPrice: number;
  /** A line is sold by weight: the total is an estimate until the order is packed. */
  estimated: boolean;
  isOpen: boolean;
  /** False on the server and during hydration, when the cart is not known yet. */
  ready: boolean;
  openDrawer(): void;
  closeDrawer(): void;
  /** False when the shop refused it (stock): the refusal is already shown. */
  addItem(product: CartProduct, quantity?: number): Promise<boolean>;
  updateQuantity(productId: string, quantity: number): Promise<boolean>;
  removeItem(productId: string): Promise<boolean>;
  clearCart(): Promise<void>;
}

/** The cart: its lines, derived totals, the drawer and the changes (the store is the one owner). */
export function useCart(): UseCart {
  const { items, isOpen, ready } = useSyncExternalStore(
    cartStore.subscribe,
    cartStore.getSnapshot,
    cartStore.getServerSnapshot,
  );
  return {
    items,
    totalItems: cartItemCount(items),
    totalPrice: cartTotalPrice(items),
    estimated: isEstimatedCart(items),
    isOpen,
    ready,
    openDrawer: cartStore.openDrawer,
    closeDrawer: cartStore.closeDrawer,
    addItem: cartStore.addItem,
    updateQuantity: cartStore.updateQuantity,
    removeItem: cartStore.removeItem,
    clearCart: cartStore.clearCart,
  };
}
