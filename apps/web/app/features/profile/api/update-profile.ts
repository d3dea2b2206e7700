import type { OwnProfileUpdate, User, userEnvelopeSchema } from '@veggie/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useKeepUser } from '../../auth';

/** PUT /auth/profile: name, email, phone and address; the current password when the email changes. */
export async function updateProfile(body: OwnProfileUpdate): Promise<User> {
  const res = await api.put<typeof userEnvelopeSchema>('/auth/profile', body);
  return res.data;
}

export function useUpdateProfile() {
  const keepAndReload = useKeepUser();
  return useMutation({ mutationFn: updateProfile, onSuccess: keepAndReload });
}
