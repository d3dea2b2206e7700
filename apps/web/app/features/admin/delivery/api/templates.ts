import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SlotTemplateInput,
  messageEnvelopeSchema,
  slotTemplateEnvelopeSchema,
  slotTemplateListEnvelopeSchema,
} from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminDeliveryKeys } from './delivery-keys';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';

const TEMPLATES = '/admin/delivery/templates';

/** GET /admin/delivery/templates?zoneId: a zone's weekly delivery times, by weekday and start. */
export async function getSlotTemplates(zoneId: string) {
  return (await api.get<typeof slotTemplateListEnvelopeSchema>(`${TEMPLATES}?${new URLSearchParams({ zoneId })}`)).data;
}

export const slotTemplatesQuery = (zoneId: string) =>
  queryOptions({ queryKey: adminDeliveryKeys.templates(zoneId), queryFn: () => getSlotTemplates(zoneId) });

export const useSlotTemplates = (zoneId: string | undefined) =>
  useQuery({ ...slotTemplatesQuery(zoneId ?? ''), enabled: Boolean(zoneId) });

/** POST /admin/delivery/templates, or PUT …/:id with an id. */
export async function saveSlotTemplate({ id, input }: { id?: string; input: SlotTemplateInput }) {
  const response = id
    ? await api.put<typeof slotTemplateEnvelopeSchema>(`${TEMPLATES}/${encodeURIComponent(id)}`, input)
    : await api.post<typeof slotTemplateEnvelopeSchema>(TEMPLATES, input);
  return response.data;
}

export function useSaveSlotTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSlotTemplate,
    onSuccess: (template) => refreshAfterWrite(queryClient, adminDeliveryKeys.templates(template.zoneId)),
  });
}

export async function deleteSlotTemplate(id: string) {
  return api.delete<typeof messageEnvelopeSchema>(`${TEMPLATES}/${encodeURIComponent(id)}`);
}

export function useDeleteSlotTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSlotTemplate,
    onSuccess: () => refreshAfterWrite(queryClient, [...adminDeliveryKeys.all, 'templates']),
  });
}
