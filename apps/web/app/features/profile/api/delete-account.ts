import type { DeleteAccount, MessageEnvelope, messageEnvelopeSchema } from '@veggie/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /auth/profile: a missing or wrong password is a 400, so the client keeps the session. */
export async function deleteAccount(body: DeleteAccount): Promise<MessageEnvelope> {
  const response = await api.delete<typeof messageEnvelopeSchema>('/auth/profile', undefined, body);
  return response;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
