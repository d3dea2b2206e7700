import { Outlet } from 'react-router';
import { QueryProvider } from '../lib/query-client';

/** The storefront screens that use TanStack Query (routes.ts): the catalog pages load none of it. */
export default function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
