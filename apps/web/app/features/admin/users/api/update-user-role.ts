import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, userEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminUserKeys } from './user-keys';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';

/** PUT /auth/admin/users/:id/role. */
export async function updateUserRole({ id, role }: { id: string; role: Role }) {
  const response = await api.put<typeof userEnvelopeSchema>(`/auth/admin/users/${encodeURIComponent(id)}/role`, {
    role,
  });
  return response;
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSettled: () => refreshAfterWrite(queryClient, adminUserKeys.all),
  });
}
