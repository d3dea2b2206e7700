import { queryOptions, useQuery } from '@tanstack/react-query';
import type { synonymGroupsEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminSearchKeys } from './search-keys';

/** GET /admin/search/synonyms: every group of words the shop search treats as one. */
export async function getSynonymGroups() {
  return (await api.get<typeof synonymGroupsEnvelopeSchema>('/admin/search/synonyms')).data;
}

export const synonymGroupsQuery = () =>
  queryOptions({ queryKey: adminSearchKeys.synonyms(), queryFn: getSynonymGroups });

export const useSynonymGroups = () => useQuery(synonymGroupsQuery());
