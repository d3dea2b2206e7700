import type { MessageEnvelope } from '@veggie/contract';
import { http } from '../../../lib/http';

/** POST /auth/reset-password: sets a new password with the emailed single-use token. */
export async function resetPassword(body: { token: string; newPassword: string }): Promise<MessageEnvelope> {
  const res = await http.post<MessageEnvelope>('/auth/reset-password', body);
  return res.data;
}
