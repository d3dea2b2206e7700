import type { StoredCartItem } from '../../lib/storage';

/** How many items the cart holds: the sum of the line quantities (the header badge). */
export function cartItemCount(items: readonly Pick<StoredCartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
