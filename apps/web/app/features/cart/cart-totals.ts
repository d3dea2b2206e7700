import type { StoredCartItem } from '../../lib/storage';

/** How many items the cart holds: the sum of the line quantities (the header badge). */
export function cartItemCount(items: readonly Pick<StoredCartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** One line's total: its price times its quantity. */
export function lineTotal(item: Pick<StoredCartItem, 'price' | 'quantity'>): number {
  return item.price * item.quantity;
}

/** What the cart costs: the sum of the line totals. */
export function cartTotalPrice(items: readonly Pick<StoredCartItem, 'price' | 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + lineTotal(item), 0);
}
