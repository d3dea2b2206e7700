import type { OrderLine, orderLinesEnvelopeSchema } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** GET /orders/:id: the lines of one of the caller's orders. */
export async function getOrderLines(orderId: string): Promise<OrderLine[]> {
  const res = await api.get<typeof orderLinesEnvelopeSchema>(`/orders/${encodeURIComponent(orderId)}`);
  return res.data;
}

// Lines are a snapshot taken at checkout: they never change, so they never go stale.
export const orderLinesQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderKeys.lines(orderId), queryFn: () => getOrderLines(orderId), staleTime: Infinity });

export function useOrderLines(orderId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...orderLinesQueryOptions(orderId), enabled });
}
