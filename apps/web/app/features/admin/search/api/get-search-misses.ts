import { queryOptions, useQuery } from '@tanstack/react-query';
import type { searchMissesEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminSearchKeys } from './search-keys';

/** GET /admin/search/misses?days: the searches that found nothing in the last `days` days, most frequent first. */
export async function getSearchMisses(days: number) {
  return (await api.get<typeof searchMissesEnvelopeSchema>(`/admin/search/misses?days=${days}`)).data;
}

export const searchMissesQuery = (days: number) =>
  queryOptions({
    queryKey: adminSearchKeys.misses(days),
    queryFn: () => getSearchMisses(days),
    // Shoppers search at any moment: read afresh on each visit.
    staleTime: 0,
  });

export const useSearchMisses = (days: number) => useQuery(searchMissesQuery(days));
