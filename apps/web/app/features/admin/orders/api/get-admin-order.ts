import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail, orderDetailEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminOrderKeys } from './order-keys';

/** GET /orders/admin/orders/:id: the order with its lines. */
export async function getAdminOrder(id: string): Promise<OrderDetail> {
  const response = await api.get<typeof orderDetailEnvelopeSchema>(`/orders/admin/orders/${encodeURIComponent(id)}`);
  return response.data;
}

export const adminOrderQuery = (id: string) =>
  queryOptions({ queryKey: adminOrderKeys.detail(id), queryFn: () => getAdminOrder(id) });

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQuery(id));
}
