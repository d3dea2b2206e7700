import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminUserKeys } from './user-keys';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';

/** DELETE /auth/admin/users/:id. */
export async function deleteUser(id: string) {
  const response = await api.delete<typeof messageEnvelopeSchema>(`/auth/admin/users/${encodeURIComponent(id)}`);
  return response;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => refreshAfterWrite(queryClient, adminUserKeys.all),
  });
}
