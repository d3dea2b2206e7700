import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from './components/ui/toaster';
import { expireSession } from './features/auth';
import { unauthorized } from './lib/api-client';

unauthorized.handler = expireSession;

/** Server state (TanStack Query) and toasts for the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  // One client per render on the server, one per visit in the browser.
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
