import type { CartEntry } from '@veggie/contract';

/**
 * The cart lives in the cart store (one owner, persisted locally), not in the query cache, so these
 * calls are plain fetchers. Every cart endpoint answers with the whole cart.
 */
export interface CartEnvelope {
  success: true;
  message?: string;
  data: CartEntry[];
}
