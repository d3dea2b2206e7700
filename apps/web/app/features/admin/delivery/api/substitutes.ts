import { useQuery } from '@tanstack/react-query';
import type { substituteSuggestionsEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminDeliveryKeys } from './delivery-keys';

/** GET /orders/admin/orders/:id/lines/:lineId/substitutes: at most 5 products to put in instead, best first. */
export async function getSubstitutes(orderId: string, lineId: string) {
  return (
    await api.get<typeof substituteSuggestionsEnvelopeSchema>(
      `/orders/admin/orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(lineId)}/substitutes`,
    )
  ).data;
}

/** The suggestions for a line that ran short; stock moves all morning, so they are read afresh each time. */
export const useSubstitutes = (orderId: string, lineId: string) =>
  useQuery({
    queryKey: adminDeliveryKeys.substitutes(orderId, lineId),
    queryFn: () => getSubstitutes(orderId, lineId),
    staleTime: 0,
  });
