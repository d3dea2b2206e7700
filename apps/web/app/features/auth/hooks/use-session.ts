import type { User } from '@veggie/contract';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { useStoredValue } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { sessionMessages } from '../components/messages';
import { logOut, refreshSession, restoreSessionOnce } from '../session';

export interface Session {
  /** False while rendering on the server and during hydration, when the browser's storage is unknown. */
  ready: boolean;
  /** Null when logged out, and briefly while a stored token's user is being fetched. */
  user: User | null;
  isLoggedIn: boolean;
  isAdmin: boolean;
  logout(): Promise<void>;
  /** Fetches the user again and stores it. */
  refreshUser(): Promise<User>;
}

type SessionUser = Pick<Session, 'ready' | 'user' | 'isLoggedIn' | 'isAdmin'>;

/** Who is signed in, as the session holds it (no router needed: the profile screen reads only this). */
export function useSessionUser(): SessionUser {
  const token = useStoredValue('token');
  const storedUser = useStoredValue('user');
  const isLoggedIn = typeof token === 'string' && token.length > 0;
  const user = isLoggedIn ? (storedUser ?? null) : null;
  return { ready: token !== undefined, user, isLoggedIn, isAdmin: user?.role === 'admin' };
}

export function useSession(): Session {
  const sessionUser = useSessionUser();
  const navigate = useNavigate();
  const text = useMessages(sessionMessages);

  useEffect(() => {
    void restoreSessionOnce();
  }, []);

  const logout = useCallback(async () => {
    await logOut();
    toast.success(text.loggedOut);
    await navigate(paths.login());
  }, [navigate, text]);

  return { ...sessionUser, logout, refreshUser: refreshSession };
}
