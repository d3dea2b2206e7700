import type { CreateOrderBody, OrderQuote, orderQuoteEnvelopeSchema } from '@veggie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Query keys of the checkout's quotes; one per body (the cart's lines are part of `cart`). */
export const quoteKeys = {
  all: ['quote'] as const,
  of: (cart: string, body: CreateOrderBody) => [...quoteKeys.all, cart, body ?? null] as const,
};

/** POST /orders/quote: what the order would cost with this body (voucher and points included), placing nothing. */
export async function getQuote(body: CreateOrderBody, signal?: AbortSignal): Promise<OrderQuote> {
  const res = await api.post<typeof orderQuoteEnvelopeSchema>('/orders/quote', body, { signal });
  return res.data;
}

export const quoteQueryOptions = (cart: string, body: CreateOrderBody) =>
  queryOptions({
    queryKey: quoteKeys.of(cart, body),
    queryFn: ({ signal }) => getQuote(body, signal),
    // The cart, the address and the clock change a quote: it is asked again rather than trusted for long.
    staleTime: 30_000,
  });

/**
 * The quote for `body`, asked once the choices have stood still a moment; the previous quote stays on screen
 * meanwhile (`isPlaceholderData`), so the summary never empties while the shopper clicks. Idle while `enabled`
 * is false.
 */
export function useQuote(cart: string, body: CreateOrderBody, enabled: boolean) {
  return useQuery({ ...quoteQueryOptions(cart, body), enabled, placeholderData: keepPreviousData });
}
