import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orderEnvelopeSchema, OrderStatusUpdate } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { orderStatsKeys } from '../../stats/api/get-order-stats';
import { adminOrderKeys } from './order-keys';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';

/**
 * PUT /orders/admin/orders/:id/status; leaving `cancelled` takes the stock again (409 when short). With
 * `cashCollected` (a cash order marked delivered) the cash is recorded in the same step and the order is paid.
 */
export async function updateOrderStatus({ id, ...body }: OrderStatusUpdate & { id: string }) {
  const response = await api.put<typeof orderEnvelopeSchema>(
    `/orders/admin/orders/${encodeURIComponent(id)}/status`,
    body,
  );
  return response;
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: () => refreshAfterWrite(queryClient, adminOrderKeys.all, orderStatsKeys.all),
  });
}
