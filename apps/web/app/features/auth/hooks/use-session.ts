import type { User } from '@veggie/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useStoredValue } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { logout as logoutRequest } from '../api/logout';
import { endSession, refreshSession, restoreSessionOnce } from '../session';

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

export function useSession(): Session {
  const token = useStoredValue('token');
  const storedUser = useStoredValue('user');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    void restoreSessionOnce();
  }, []);

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch {
      // The token is forgotten here whatever the server says.
    }
    endSession();
    queryClient.clear();
    toast.success('Logged out successfully');
    await navigate(paths.login());
  }, [navigate, queryClient]);

  const isLoggedIn = typeof token === 'string' && token.length > 0;
  const user = isLoggedIn ? (storedUser ?? null) : null;
  return {
    ready: token !== undefined,
    user,
    isLoggedIn,
    isAdmin: user?.role === 'admin',
    logout,
    refreshUser: refreshSession,
  };
}
