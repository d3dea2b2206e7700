import type { User, userEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../lib/api-client';

/** GET /auth/profile: the signed-in user (`data.data`), used to restore and refresh the session. */
export async function getCurrentUser(): Promise<User> {
  const res = await api.get<typeof userEnvelopeSchema>('/auth/profile');
  return res.data;
}
