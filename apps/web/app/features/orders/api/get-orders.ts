import type { Order } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { orderKeys } from './order-keys';

/** GET /orders: the caller's own orders, newest first. */
export async function getOrders(): Promise<Order[]> {
  const res = await http.get<{ success: true; data: Order[] }>('/orders');
  return res.data.data;
}

export const ordersQueryOptions = () => queryOptions({ queryKey: orderKeys.list(), queryFn: getOrders });

export function useOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ordersQueryOptions(), enabled });
}
