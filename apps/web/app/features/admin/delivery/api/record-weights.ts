import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orderEnvelopeSchema, RecordWeightsBody } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminDeliveryKeys } from './delivery-keys';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';

/**
 * POST /orders/admin/orders/:id/weights: what the scale said for the order's weight lines. 409
 * `weight_outside_tolerance` asks for `confirm: true`; the answer is the order with its final amounts.
 */
export async function recordWeights({ orderId, body }: { orderId: string; body: RecordWeightsBody }) {
  return (
    await api.post<typeof orderEnvelopeSchema>(`/orders/admin/orders/${encodeURIComponent(orderId)}/weights`, body)
  ).data;
}

/** Records weights, then reads the slot's packing list again for the line amounts and final totals. */
export function useRecordWeights(slotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordWeights,
    onSuccess: () => refreshAfterWrite(queryClient, adminDeliveryKeys.packingList(slotId)),
  });
}
