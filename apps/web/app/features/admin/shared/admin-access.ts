import type { User } from '@veggie/contract';
import { http } from '../../../lib/http';
import { storage } from '../../../lib/storage';

export type AdminAccess = { kind: 'admin'; user: User } | { kind: 'guest' } | { kind: 'forbidden'; user: User };

export const NO_ADMIN_PERMISSION = 'You do not have permission to access the admin panel';

/**
 * Who is opening the admin, from the browser's stored session (spec §4): a stored user is trusted
 * for the screen (the server checks every call anyway); a token without a user fetches the profile,
 * and a failed fetch forgets the token.
 */
export async function resolveAdminAccess(): Promise<AdminAccess> {
  if (!storage.get('token')) return { kind: 'guest' };
  let user = storage.get('user');
  if (!user) {
    try {
      const response = await http.get<{ data: User }>('/auth/profile');
      user = response.data.data;
      storage.set('user', user);
    } catch {
      storage.remove('token');
      return { kind: 'guest' };
    }
  }
  return user.role === 'admin' ? { kind: 'admin', user } : { kind: 'forbidden', user };
}
