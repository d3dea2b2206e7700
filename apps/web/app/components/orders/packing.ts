import type { OrderLine } from '@veggie/contract';

/**
 * Whether a line went out as the shopper ordered it: not replaced by another product nor taken out at packing.
 * Only such a weight line waits for the scale (the shopper's order, the admin's details, the packing list).
 */
export const packedAsOrdered = (line: Pick<OrderLine, 'substitute' | 'removed'>): boolean =>
  !line.substitute && !line.removed;
