import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { orderStatsKeys } from '../../stats/api/get-order-stats';
import { adminOrderKeys } from './order-keys';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';

/** DELETE /orders/admin/orders/:id; the stock comes back unless it was delivered or cancelled. */
export async function deleteOrder(id: string) {
  const response = await api.delete<typeof messageEnvelopeSchema>(`/orders/admin/orders/${encodeURIComponent(id)}`);
  return response;
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () => refreshAfterWrite(queryClient, adminOrderKeys.all, orderStatsKeys.all),
  });
}
