import type { User, userEnvelopeSchema } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /auth/profile: the signed-in user (`data.data`). */
export async function getProfile(): Promise<User> {
  const res = await api.get<typeof userEnvelopeSchema>('/auth/profile');
  return res.data;
}

export const profileQueryOptions = () =>
  // A failed profile load is reported at once; retrying would only delay the message.
  queryOptions({ queryKey: profileKeys.detail(), queryFn: getProfile, retry: false, staleTime: 0 });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
