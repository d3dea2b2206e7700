import type { PublicDeliveryZone, publicDeliveryZoneListEnvelopeSchema } from '@veggie/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deliveryKeys } from './get-delivery-options';

/** GET /delivery/zones: where the shop delivers, with each zone's terms and areas. */
export async function getDeliveryZones(signal?: AbortSignal): Promise<PublicDeliveryZone[]> {
  const res = await api.get<typeof publicDeliveryZoneListEnvelopeSchema>('/delivery/zones', { signal });
  return res.data;
}

/** The zones, fetched when `enabled` (a "not deliverable" answer lists them). */
export function useDeliveryZones({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: deliveryKeys.zones(),
    queryFn: ({ signal }) => getDeliveryZones(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
