import type { User } from '@veggie/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { useStoredValue } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { sessionMessages } from '../components/messages';
import { keepUser, logOut, refreshSession, restoreSessionOnce } from '../session';

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
  const queryClient = useQueryClient();
  const text = useMessages(sessionMessages);

  useEffect(() => {
    void restoreSessionOnce();
  }, []);

  const logout = useCallback(async () => {
    await logOut();
    queryClient.clear();
    toast.success(text.loggedOut);
    await navigate(paths.login());
  }, [navigate, queryClient, text]);

  return { ...sessionUser, logout, refreshUser: refreshSession };
}

/**
 * The refresh of the signed-in user that a screen showing them waits for (the profile reloads them on
 * every visit). The query holds no user of its own (its data is null): the fetched user goes into the
 * session, which stays the only copy, and the screen reads it from `useSession`.
 */
const userRefreshKey = ['session', 'user-refresh'] as const;

export function useUserRefresh() {
  const query = useQuery({
    queryKey: userRefreshKey,
    queryFn: async () => {
      await refreshSession();
      return null;
    },
    // A failed load is reported at once; retrying would only delay the message.
    retry: false,
    staleTime: 0,
  });
  return { isPending: query.isPending, isError: query.isError, retry: () => void query.refetch() };
}

/** After a change the server answered with the user: the session keeps it, then a screen showing it reloads it. */
export function useKeepUser(): (user: User) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (user: User) => {
      keepUser(user);
      await queryClient.invalidateQueries({ queryKey: userRefreshKey });
    },
    [queryClient],
  );
}
