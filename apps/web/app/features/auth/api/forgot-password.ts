import type { MessageEnvelope, messageEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../lib/api-client';

/** POST /auth/forgot-password: always the same answer, so it never tells whether an account exists. */
export async function requestPasswordReset(email: string): Promise<MessageEnvelope> {
  const res = await api.post<typeof messageEnvelopeSchema>('/auth/forgot-password', { email });
  return res;
}
