import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SynonymGroupInput, synonymGroupEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminSearchKeys } from './search-keys';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';

/** POST /admin/search/synonyms, or PUT /admin/search/synonyms/:id with an id. */
export async function saveSynonymGroup({ id, input }: { id?: string; input: SynonymGroupInput }) {
  const response = id
    ? await api.put<typeof synonymGroupEnvelopeSchema>(`/admin/search/synonyms/${encodeURIComponent(id)}`, input)
    : await api.post<typeof synonymGroupEnvelopeSchema>('/admin/search/synonyms', input);
  return response.data;
}

export function useSaveSynonymGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSynonymGroup,
    onSuccess: () => refreshAfterWrite(queryClient, adminSearchKeys.synonyms()),
  });
}
