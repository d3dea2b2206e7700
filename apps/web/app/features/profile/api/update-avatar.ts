import type { User, userEnvelopeSchema } from '@veggie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveUser } from './save-user';

/** PUT /auth/avatar: multipart, the image under the field `avatar`. */
export async function updateAvatar(file: File): Promise<User> {
  const form = new FormData();
  form.append('avatar', file);
  const res = await api.put<typeof userEnvelopeSchema>('/auth/avatar', form);
  return res.data;
}

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAvatar, onSuccess: (user) => saveUser(queryClient, user) });
}
