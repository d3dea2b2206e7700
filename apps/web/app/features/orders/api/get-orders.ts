import type { Order, orderListEnvelopeSchema } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** GET /orders: the caller's own orders, newest first. */
export async function getOrders(): Promise<Order[]> {
  const res = await api.get<typeof orderListEnvelopeSchema>('/orders');
  return res.data;
}

export const ordersQueryOptions = () => queryOptions({ queryKey: orderKeys.list(), queryFn: getOrders });

export function useOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ordersQueryOptions(), enabled });
}
