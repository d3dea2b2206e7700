import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, User } from '@veggie/contract';
import { http } from '../../../../lib/http';
import { adminUserKeys } from './user-keys';

/** PUT /auth/admin/users/:id/role. */
export async function updateUserRole({ id, role }: { id: string; role: Role }) {
  const response = await http.put<{ message: string; data: User }>(`/auth/admin/users/${encodeURIComponent(id)}/role`, { role });
  return response.data;
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
