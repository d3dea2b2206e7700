import type { MessageEnvelope } from '@veggie/contract';
import { http } from '../../../lib/http';

/** POST /auth/forgot-password: always the same answer, so it never tells whether an account exists. */
export async function requestPasswordReset(email: string): Promise<MessageEnvelope> {
  const res = await http.post<MessageEnvelope>('/auth/forgot-password', { email });
  return res.data;
}
