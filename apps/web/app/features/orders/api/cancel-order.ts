import type { Order, orderEnvelopeSchema } from '@veggie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/refresh-after-write';
import { orderKeys } from './order-keys';

/** POST /orders/:id/cancel: the shopper's own order while it is still being prepared (409 otherwise). */
export async function cancelOrder(orderId: string): Promise<{ order: Order; message?: string }> {
  const res = await api.post<typeof orderEnvelopeSchema>(`/orders/${encodeURIComponent(orderId)}/cancel`);
  return { order: res.data, message: res.message };
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // A refusal too: the order moved on (packed, shipped), and the list should show it.
    onSettled: () => refreshAfterWrite(queryClient, orderKeys.all),
  });
}
