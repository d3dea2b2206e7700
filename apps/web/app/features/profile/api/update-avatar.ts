import type { User, userEnvelopeSchema } from '@veggie/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepUser } from '../../auth';

/** PUT /auth/avatar: multipart, the image under the field `avatar`. */
export async function updateAvatar(file: File): Promise<User> {
  const form = new FormData();
  form.append('avatar', file);
  const res = await api.put<typeof userEnvelopeSchema>('/auth/avatar', form);
  return res.data;
}

/** The server answers with the user and their new photo: the session keeps that, with no reload. */
export function useUpdateAvatar() {
  return useMutation({ mutationFn: updateAvatar, onSuccess: keepUser });
}
