import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AdminOrders } from '../features/admin/orders/components/admin-orders';
import { api } from '../lib/api-client';
import { LocaleProvider, type Locale } from '../lib/i18n';

/** The address's query string, where the screen keeps its filters and the order it has open. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

/**
 * The admin's orders screen opened at `entry`, in `locale`, with no query retries (a refusal shows at once),
 * beside an output named "address" that shows the address's query string. The caller mocks `api.get`.
 */
export function renderAdminOrders(entry = '/admin/orders', locale: Locale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/admin/orders',
      Component: () => (
        <QueryClientProvider client={client}>
          <AdminOrders />
          <Address />
        </QueryClientProvider>
      ),
    },
  ]);
  render(
    <LocaleProvider value={locale}>
      <Stub initialEntries={[entry]} />
    </LocaleProvider>,
  );
  return userEvent.setup();
}

/** The paths of the order list's requests so far, oldest first. */
export const orderListCalls = () =>
  vi
    .mocked(api.get)
    .mock.calls.map(([path]) => path)
    .filter((path) => path.startsWith('/orders/admin/orders?'));
