import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeliveryZoneInput,
  deliveryZoneEnvelopeSchema,
  deliveryZoneListEnvelopeSchema,
  messageEnvelopeSchema,
} from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminDeliveryKeys } from './delivery-keys';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';

const ZONES = '/admin/delivery/zones';

/** GET /admin/delivery/zones: every zone, by name, with its provinces and wards. */
export async function getDeliveryZones() {
  return (await api.get<typeof deliveryZoneListEnvelopeSchema>(ZONES)).data;
}

export const deliveryZonesQuery = () =>
  queryOptions({ queryKey: adminDeliveryKeys.zones(), queryFn: getDeliveryZones });

export const useDeliveryZones = () => useQuery(deliveryZonesQuery());

/** POST /admin/delivery/zones, or PUT …/:id with an id. */
export async function saveDeliveryZone({ id, input }: { id?: string; input: DeliveryZoneInput }) {
  const response = id
    ? await api.put<typeof deliveryZoneEnvelopeSchema>(`${ZONES}/${encodeURIComponent(id)}`, input)
    : await api.post<typeof deliveryZoneEnvelopeSchema>(ZONES, input);
  return response.data;
}

export function useSaveDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeliveryZone,
    onSuccess: () => refreshAfterWrite(queryClient, adminDeliveryKeys.all),
  });
}

/** DELETE /admin/delivery/zones/:id: its templates and slots go with it. */
export async function deleteDeliveryZone(id: string) {
  return api.delete<typeof messageEnvelopeSchema>(`${ZONES}/${encodeURIComponent(id)}`);
}

export function useDeleteDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeliveryZone,
    onSuccess: () => refreshAfterWrite(queryClient, adminDeliveryKeys.all),
  });
}
