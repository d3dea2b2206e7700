import type { User } from '@veggie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { saveUser } from './save-user';

/** PUT /auth/avatar: multipart, the image under the field `avatar`. */
export async function updateAvatar(file: File): Promise<User> {
  const form = new FormData();
  form.append('avatar', file);
  const res = await http.put<{ success: true; message: string; data: User }>('/auth/avatar', form);
  return res.data.data;
}

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAvatar, onSuccess: (user) => saveUser(queryClient, user) });
}
