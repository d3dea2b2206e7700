import type { OwnProfileUpdate, User, userEnvelopeSchema } from '@veggie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveUser } from './save-user';

/** PUT /auth/profile: name, email, phone and address; the current password when the email changes. */
export async function updateProfile(body: OwnProfileUpdate): Promise<User> {
  const res = await api.put<typeof userEnvelopeSchema>('/auth/profile', body);
  return res.data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => saveUser(queryClient, user) });
}
