import type { User } from '@veggie/contract';
import { http } from '../../../lib/http';

/** GET /auth/profile: the signed-in user (`data.data`), used to restore and refresh the session. */
export async function getCurrentUser(): Promise<User> {
  const res = await http.get<{ success: true; data: User }>('/auth/profile');
  return res.data.data;
}
