import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminSearchKeys } from './search-keys';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';

/** DELETE /admin/search/synonyms/:id: the server's message says it is gone. */
export async function deleteSynonymGroup(id: string) {
  return api.delete<typeof messageEnvelopeSchema>(`/admin/search/synonyms/${encodeURIComponent(id)}`);
}

export function useDeleteSynonymGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSynonymGroup,
    onSuccess: () => refreshAfterWrite(queryClient, adminSearchKeys.synonyms()),
  });
}
