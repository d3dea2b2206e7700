import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orderEnvelopeSchema, OrderStatus } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { orderStatsKeys } from '../../stats/api/get-order-stats';
import { adminOrderKeys } from './order-keys';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';

/** PUT /orders/admin/orders/:id/status; leaving `cancelled` takes the stock again (409 when short). */
export async function updateOrderStatus({ id, status }: { id: string; status: OrderStatus }) {
  const response = await api.put<typeof orderEnvelopeSchema>(`/orders/admin/orders/${encodeURIComponent(id)}/status`, {
    status,
  });
  return response;
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: () => refreshAfterWrite(queryClient, adminOrderKeys.all, orderStatsKeys.all),
  });
}
