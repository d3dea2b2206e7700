import type { OrderLine, orderLinesEnvelopeSchema } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** GET /orders/:id: the lines of one of the caller's orders. */
export async function getOrderLines(orderId: string): Promise<OrderLine[]> {
  const res = await api.get<typeof orderLinesEnvelopeSchema>(`/orders/${encodeURIComponent(orderId)}`);
  return res.data;
}

// Taken at checkout, but the packers change them (the weighed grams, a product put in instead, a line taken
// out): they age like the orders list and its totals.
export const orderLinesQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderKeys.lines(orderId), queryFn: () => getOrderLines(orderId) });

export function useOrderLines(orderId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...orderLinesQueryOptions(orderId), enabled });
}
