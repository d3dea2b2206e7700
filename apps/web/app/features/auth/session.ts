import type { AuthResponse, User } from '@veggie/contract';
import { paths } from '../../config/paths';
import { fullPage } from '../../lib/full-page-navigation';
import { storage } from '../../lib/storage';
import { getCurrentUser } from './api/get-current-user';
import { logout as logoutRequest } from './api/logout';

/**
 * The session lives in browser storage (spec §3 keys `token` and `user`): logged in while a token is
 * stored. Storage is the one owner and holds the app's only copy of the user; `useSession` reads it,
 * these functions write it.
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

/** Logout: tells the server to revoke the token, and forgets the session locally whatever it answers. */
export async function logOut(): Promise<void> {
  try {
    await logoutRequest();
  } catch {
    // The token is forgotten here whatever the server says.
  }
  endSession();
}

/** After the user changed their own details: the session keeps the user the server answered with. */
export function keepUser(user: User): void {
  storage.set('user', user);
}

/** Fetches the signed-in user again and keeps it (the session's copy is the only one). */
export async function refreshSession(): Promise<User> {
  const user = await getCurrentUser();
  keepUser(user);
  return user;
}

/**
 * Any call answered 401 (the API client reports it here): the token is no longer accepted, so the session
 * ends and the visitor goes to the login page by a full load, which resets every in-memory state. A failed
 * login is a 401 too; reloading the login page would only wipe its error message.
 */
export function expireSession(): void {
  endSession();
  const { pathname, search } = window.location;
  if (pathname !== paths.login()) fullPage.navigate(paths.login(`${pathname}${search}`));
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
    await refreshSession();
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
