import type { ReactNode } from 'react';
import { Toaster } from './components/ui/toaster';
import { expireSession } from './features/auth';
import { unauthorized } from './lib/api-client';

unauthorized.handler = expireSession;

/**
 * Toasts for the whole app. Server state (TanStack Query) is provided only where it is used
 * (lib/query-client.tsx), so the catalog pages' first load does without it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
