import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import { adminUserKeys } from './user-keys';

/** DELETE /auth/admin/users/:id. */
export async function deleteUser(id: string) {
  const response = await http.delete<{ message: string }>(`/auth/admin/users/${encodeURIComponent(id)}`);
  return response.data;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
