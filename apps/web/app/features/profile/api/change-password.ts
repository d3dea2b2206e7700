import type { MessageEnvelope, messageEnvelopeSchema, PasswordChange } from '@veggie/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * PUT /auth/password. A wrong current password is a 400 (not 401), so the http client does not log
 * the user out; the server keeps this session and revokes the others.
 */
export async function changePassword(body: PasswordChange): Promise<MessageEnvelope> {
  const res = await api.put<typeof messageEnvelopeSchema>('/auth/password', body);
  return res;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
