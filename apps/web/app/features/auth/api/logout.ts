import { api } from '../../../lib/api-client';

/** POST /auth/logout: revokes the token used. */
export async function logout(): Promise<void> {
  await api.post('/auth/logout');
}
