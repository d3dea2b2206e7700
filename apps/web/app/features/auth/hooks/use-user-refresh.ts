import type { User } from '@veggie/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { keepUser, refreshSession } from '../session';
import { refreshAfterWrite } from '../../../lib/refresh-after-write';

// Apart from use-session: only the profile screens use these, and useQuery must not join the storefront
// shell that the header's useSession is part of (see vite.config.ts STOREFRONT_SHELL).

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
      await refreshAfterWrite(queryClient, userRefreshKey);
    },
    [queryClient],
  );
}
