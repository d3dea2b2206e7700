import { http } from '../../../lib/http';

/** POST /auth/logout: revokes the token used. */
export async function logout(): Promise<void> {
  await http.post('/auth/logout');
}
