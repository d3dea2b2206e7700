import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orderDetailEnvelopeSchema, SubstituteLineBody } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminDeliveryKeys } from './delivery-keys';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';

/**
 * POST /orders/admin/orders/:id/lines/:lineId/substitute: another product in place of a line that ran short, or
 * the line taken out. 409 `substitution_not_wanted` (the shopper asked for no replacement) and
 * `substitute_unavailable` (the product is gone or short too); the answer is the order detail.
 */
export async function substituteLine({
  orderId,
  lineId,
  body,
}: {
  orderId: string;
  lineId: string;
  body: SubstituteLineBody;
}) {
  return (
    await api.post<typeof orderDetailEnvelopeSchema>(
      `/orders/admin/orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(lineId)}/substitute`,
      body,
    )
  ).data;
}

/** Substitutes a line, then reads the slot's packing list again for the line, the amounts and the total. */
export function useSubstituteLine(slotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: substituteLine,
    onSuccess: () => refreshAfterWrite(queryClient, adminDeliveryKeys.packingList(slotId)),
  });
}
