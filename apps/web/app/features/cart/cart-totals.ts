import type { StoredCartItem } from '../../lib/storage';

type CountedLine = Pick<StoredCartItem, 'quantity' | 'unit'>;

/** A line sold by weight: its quantity counts steps, and its amount is an estimate until packed. */
export const isWeightLine = (item: Pick<StoredCartItem, 'unit'>) => item.unit?.kind === 'weight';

/**
 * How many items the cart holds (the header badge): the sum of the line quantities, a line sold by weight
 * counting as one item however many steps it holds.
 */
export function cartItemCount(items: readonly CountedLine[]): number {
  return items.reduce((sum, item) => sum + (isWeightLine(item) ? 1 : item.quantity), 0);
}

/** One line's total: its price times its quantity. */
export function lineTotal(item: Pick<StoredCartItem, 'price' | 'quantity'>): number {
  return item.price * item.quantity;
}

/** What the cart costs: the sum of the line totals. */
export function cartTotalPrice(items: readonly Pick<StoredCartItem, 'price' | 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + lineTotal(item), 0);
}

/** Whether the cart's total is an estimate: a line is sold by weight, so the packers' scale sets its amount. */
export const isEstimatedCart = (items: readonly Pick<StoredCartItem, 'unit'>[]) => items.some(isWeightLine);
