import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { ClockProvider, type Clock } from '../../../lib/clock';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { manualClock } from '../../../test/manual-clock';
import { MyOrders } from './my-orders';

/** 10:00 in Vietnam on 20 Nov 2026, the orders' day, unless a test's clock says otherwise. */
export const NOW = Date.parse('2026-11-20T03:00:00.000Z');

/** My Orders at /orders, in `locale`, on `clock`, with no retries (a refusal shows at once). */
export function renderMyOrders(locale: Locale = 'en', clock: Clock = manualClock(NOW)) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([{ path: '/orders', Component: MyOrders }]);
  render(
    <ClockProvider value={clock}>
      <LocaleProvider value={locale}>
        <QueryClientProvider client={queryClient}>
          <Stub initialEntries={['/orders']} />
        </QueryClientProvider>
      </LocaleProvider>
    </ClockProvider>,
  );
  return userEvent.setup();
}
