import type { ProfileUpdate, User } from '@veggie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { saveUser } from './save-user';

/** PUT /auth/profile: name, email, phone and address. */
export async function updateProfile(body: ProfileUpdate): Promise<User> {
  const res = await http.put<{ success: true; message: string; data: User }>('/auth/profile', body);
  return res.data.data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => saveUser(queryClient, user) });
}
