import { LIMITS } from '@veggie/contract';

/**
 * The product page quantity: a whole number greater than 0, anything else resets to 1 (spec §5).
 * `max` (stock, at most the cart's limit) caps what one add may ask for.
 */
export function sanitizeQuantity(value: string | number, max: number = LIMITS.cartQuantityMax): number {
  const n = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  if (!Number.isInteger(n) || n < LIMITS.cartQuantityMin) return LIMITS.cartQuantityMin;
  return Math.max(LIMITS.cartQuantityMin, Math.min(n, max));
}
