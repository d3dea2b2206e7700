import type { MessageEnvelope, messageEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../lib/api-client';

/** POST /auth/reset-password: sets a new password with the emailed single-use token. */
export async function resetPassword(body: { token: string; newPassword: string }): Promise<MessageEnvelope> {
  const res = await api.post<typeof messageEnvelopeSchema>('/auth/reset-password', body);
  return res;
}
