import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  type AdminPromotion,
  type adminPromotionEnvelopeSchema,
  type adminPromotionListSchema,
  type messageEnvelopeSchema,
  type PromotionInput,
} from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';
import { queryString } from '../../shared/admin-list';

const PROMOTIONS = '/promotions/admin/promotions';
const one = (id: string) => `${PROMOTIONS}/${encodeURIComponent(id)}`;

/** What the promotions list is filtered by: current (running), scheduled, ended (over or paused). */
export type PromotionListState = 'current' | 'scheduled' | 'ended';
export interface AdminPromotionFilters {
  page: number;
  state?: PromotionListState;
}

export const adminPromotionKeys = {
  all: ['admin', 'promotions'] as const,
  list: (filters: AdminPromotionFilters) => [...adminPromotionKeys.all, 'list', filters] as const,
};

/** GET /promotions/admin/promotions: a page of promotions with their uses, discount given and revenue. */
export async function getAdminPromotions({ page, state }: AdminPromotionFilters) {
  const response = await api.get<typeof adminPromotionListSchema>(
    `${PROMOTIONS}${queryString({ page, limit: PAGE_SIZES.admin, state })}`,
  );
  return response;
}

export const adminPromotionsQuery = (filters: AdminPromotionFilters) =>
  queryOptions({
    queryKey: adminPromotionKeys.list(filters),
    queryFn: () => getAdminPromotions(filters),
    placeholderData: keepPreviousData,
  });

/** POST /promotions/admin/promotions, or PUT …/:id with an id: the whole promotion each time. */
export async function savePromotion({ id, input }: { id?: string; input: PromotionInput }): Promise<AdminPromotion> {
  const response = id
    ? await api.put<typeof adminPromotionEnvelopeSchema>(one(id), input)
    : await api.post<typeof adminPromotionEnvelopeSchema>(PROMOTIONS, input);
  return response.data;
}

/** PATCH …/:id/active: pauses a promotion (it then applies to nothing) or resumes it. */
export async function setPromotionActive({ id, active }: { id: string; active: boolean }): Promise<AdminPromotion> {
  const response = await api.patch<typeof adminPromotionEnvelopeSchema>(`${one(id)}/active`, { active });
  return response.data;
}

/** DELETE …/:id. */
export async function deletePromotion(id: string) {
  return api.delete<typeof messageEnvelopeSchema>(one(id));
}

/** The promotions' writes, each reading the list again once done. */
function usePromotionWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterWrite(queryClient, adminPromotionKeys.all) });
}

export const useSavePromotion = () => usePromotionWrite(savePromotion);
export const useSetPromotionActive = () => usePromotionWrite(setPromotionActive);
export const useDeletePromotion = () => usePromotionWrite(deletePromotion);
