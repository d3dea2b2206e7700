import type { OrderPayment, orderPaymentEnvelopeSchema } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** How often a waiting payment page asks whether the money arrived. */
export const PAYMENT_POLL_MS = 3_000;

/** GET /orders/:id/payment: the order's payment, with the bank account and QR code of a transfer. */
export async function getOrderPayment(orderId: string, signal?: AbortSignal): Promise<OrderPayment> {
  const res = await api.get<typeof orderPaymentEnvelopeSchema>(`/orders/${encodeURIComponent(orderId)}/payment`, {
    signal,
  });
  return res.data;
}

/**
 * A transfer still waiting for its money (a balance after weighing too); cash is paid to the driver, and the
 * rest are settled: an unpaid order with nothing due is a cancelled one.
 */
export const isAwaitingTransfer = (payment: OrderPayment) =>
  payment.method === 'bank_transfer' && payment.status === 'unpaid' && payment.amountDue > 0;

/** A 4xx: asking again will not change the answer. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export const orderPaymentQueryOptions = (orderId: string, pollMs = PAYMENT_POLL_MS) =>
  queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: ({ signal }) => getOrderPayment(orderId, signal),
    // Asks again until the bank's notification has paid the order (or it expired), then stops; an order
    // that is not the shopper's (404) will not become one.
    refetchInterval: ({ state }) => {
      if (state.data && !isAwaitingTransfer(state.data)) return false;
      if (isRefusal(state.error)) return false;
      return pollMs;
    },
    staleTime: 0,
    retry: (count, error) => !isRefusal(error) && count < 2,
    // A shopper who switched to the banking app to pay comes back to a page that asks at once.
    refetchOnWindowFocus: 'always',
  });

/** `pollMs` is the wait between two questions while the transfer is awaited (tests make it short). */
export function useOrderPayment(orderId: string, { pollMs }: { pollMs?: number } = {}) {
  return useQuery(orderPaymentQueryOptions(orderId, pollMs));
}
