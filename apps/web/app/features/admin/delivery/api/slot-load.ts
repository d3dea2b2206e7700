import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { packingListEnvelopeSchema, slotLoadListEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminDeliveryKeys } from './delivery-keys';

/** GET /admin/delivery/slots?date: the day's slots of every zone with their bookings. */
export async function getSlotLoad(date: string) {
  return (await api.get<typeof slotLoadListEnvelopeSchema>(`/admin/delivery/slots?${new URLSearchParams({ date })}`))
    .data;
}

export const slotLoadQuery = (date: string) =>
  queryOptions({
    queryKey: adminDeliveryKeys.slots(date),
    queryFn: () => getSlotLoad(date),
    placeholderData: keepPreviousData,
    // Shoppers book at any moment: read afresh on each visit.
    staleTime: 0,
  });

export const useSlotLoad = (date: string) => useQuery(slotLoadQuery(date));

/** GET /admin/delivery/slots/:id/packing-list: the slot's orders grouped by ward. */
export async function getPackingList(slotId: string) {
  return (
    await api.get<typeof packingListEnvelopeSchema>(`/admin/delivery/slots/${encodeURIComponent(slotId)}/packing-list`)
  ).data;
}

export const usePackingList = (slotId: string) =>
  useQuery({ queryKey: adminDeliveryKeys.packingList(slotId), queryFn: () => getPackingList(slotId), staleTime: 0 });
