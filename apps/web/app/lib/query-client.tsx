import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { onStoredValuesChange, storage } from './storage';

/*
 * TanStack Query, for the screens that read or change the signed-in user's data (cart checkout, orders,
 * profile, admin). The catalog pages do not use it, so it is not in the storefront's first load: only
 * `layouts/query-layout.tsx` and the admin layout import this file (docs/decisions/025-lean-first-load.md).
 */

const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });

let browserClient: QueryClient | undefined;

/**
 * One client per visit in the browser, kept across the screens that mount a provider. Its data belongs
 * to the signed-in user, so it is dropped when the stored token changes (logout, account deletion, a
 * login, or any of these in another tab).
 */
function browserQueryClient(): QueryClient {
  if (browserClient) return browserClient;
  const client = newQueryClient();
  let token = storage.get('token');
  onStoredValuesChange(() => {
    const current = storage.get('token');
    if (current === token) return;
    token = current;
    client.clear();
  });
  browserClient = client;
  return client;
}

/** Server state for everything below it: a client per render on the server, the visit's one in the browser. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof window === 'undefined' ? newQueryClient() : browserQueryClient()));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
