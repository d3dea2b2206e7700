import type { OrderInvoice, orderInvoiceEnvelopeSchema } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** GET /orders/:id/invoice: the order's e-invoice (none until it is delivered) and its adjustments. */
export async function getOrderInvoice(orderId: string, signal?: AbortSignal): Promise<OrderInvoice> {
  const res = await api.get<typeof orderInvoiceEnvelopeSchema>(`/orders/${encodeURIComponent(orderId)}/invoice`, {
    signal,
  });
  return res.data;
}

/** How often the card asks again while the invoice is being issued (the shop issues it within minutes). */
const PENDING_POLL_MS = 30_000;

export const orderInvoiceQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.invoice(orderId),
    queryFn: ({ signal }) => getOrderInvoice(orderId, signal),
    refetchInterval: ({ state }) => (state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });

export function useOrderInvoice(orderId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...orderInvoiceQueryOptions(orderId), enabled });
}
