import type { User } from '@veggie/contract';
import { storage } from '../../../lib/storage';

export type AdminAccess = { kind: 'admin'; user: User } | { kind: 'guest' } | { kind: 'forbidden'; user: User };

/** Who is opening the admin, from the session the app restored (spec §4); the server checks every call anyway. */
export function resolveAdminAccess(): AdminAccess {
  const user = storage.get('token') ? storage.get('user') : null;
  if (!user) return { kind: 'guest' };
  return user.role === 'admin' ? { kind: 'admin', user } : { kind: 'forbidden', user };
}
