import type { MessageEnvelope, messageEnvelopeSchema } from '@veggie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addressKeys } from './address-keys';
import { refreshAfterWrite } from '../../../lib/refresh-after-write';

/** DELETE /auth/addresses/:id; when it was the default, the server makes the newest remaining one the default. */
export function deleteAddress(id: string): Promise<MessageEnvelope> {
  return api.delete<typeof messageEnvelopeSchema>(`/auth/addresses/${encodeURIComponent(id)}`);
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSettled: () => refreshAfterWrite(queryClient, addressKeys.all),
  });
}
