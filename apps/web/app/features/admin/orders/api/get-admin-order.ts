import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@veggie/contract';
import { http } from '../../../../lib/http';
import { adminOrderKeys } from './order-keys';

/** GET /orders/admin/orders/:id: the order with its lines. */
export async function getAdminOrder(id: string): Promise<OrderDetail> {
  const response = await http.get<{ data: OrderDetail }>(`/orders/admin/orders/${encodeURIComponent(id)}`);
  return response.data.data;
}

export const adminOrderQuery = (id: string) =>
  queryOptions({ queryKey: adminOrderKeys.detail(id), queryFn: () => getAdminOrder(id) });

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQuery(id));
}
