import type { AuthResponse } from '@veggie/contract';
import { storage } from '../../lib/storage';
import { getCurrentUser } from './api/get-current-user';

/**
 * The session lives in browser storage (spec §3 keys `token` and `user`): logged in while a token is
 * stored. Storage is the one owner; `useSession` reads it, these functions write it.
 */

/** After login or register: keep the token and the user. */
export function startSession({ token, data }: Pick<AuthResponse, 'token' | 'data'>): void {
  storage.set('token', token);
  storage.set('user', data);
}

/** Forget the session locally (logout, or a token the server no longer accepts). */
export function endSession(): void {
  storage.remove('token');
  storage.remove('user');
}

/**
 * At start: a stored user is kept as is; a token without a user fetches the profile and stores it;
 * when that fails the token is dropped and the visitor is logged out.
 */
export async function restoreSession(): Promise<void> {
  if (!storage.get('token')) {
    // A user without a token is a leftover: the session is the token.
    if (storage.get('user')) storage.remove('user');
    return;
  }
  if (storage.get('user')) return;
  try {
    storage.set('user', await getCurrentUser());
  } catch {
    endSession();
  }
}

let restoring: Promise<void> | null = null;

/** Restores once per page load, however many components ask. */
export function restoreSessionOnce(): Promise<void> {
  restoring ??= restoreSession();
  return restoring;
}
