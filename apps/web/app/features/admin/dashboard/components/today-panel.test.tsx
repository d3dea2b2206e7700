import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { OrdersToday } from '@veggie/contract';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { LocaleProvider } from '../../../../lib/i18n';
import { mockApiCalls } from '../../../../test/module-spies';
import { TodayPanel } from './today-panel';

mockApiCalls('get');
afterEach(() => vi.resetAllMocks());

const today: OrdersToday = {
  date: '2027-03-01',
  slots: [
    {
      _id: 's1',
      zone: { _id: 'z1', name: 'Nội thành' },
      start: '2027-03-01T08:00:00+07:00',
      end: '2027-03-01T10:00:00+07:00',
      capacity: 20,
      booked: 7,
    },
  ],
  toPack: 5,
  cashToCollect: { amount: 366_000, orders: 3 },
};

function renderToday(locale: 'en' | 'vi') {
  vi.mocked(api.get).mockResolvedValue({ success: true, data: today });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/admin',
      Component: () => (
        <QueryClientProvider client={client}>
          <TodayPanel />
        </QueryClientProvider>
      ),
    },
  ]);
  render(
    <LocaleProvider value={locale}>
      <Stub initialEntries={['/admin']} />
    </LocaleProvider>,
  );
}

describe("the dashboard's today", () => {
  it("shows today's slots with their load, the orders to pack and the cash to collect", async () => {
    renderToday('en');
    const region = await screen.findByRole('region', { name: 'Today, Monday, 1 Mar 2027' });
    expect(api.get).toHaveBeenCalledWith('/orders/admin/orders/today');
    expect(within(region).getByText('5')).toBeInTheDocument();
    expect(region).toHaveTextContent(/366,000\s₫from 3 cash-on-delivery orders/);
    expect(within(region).getByRole('meter', { name: '7 of 20 booked' })).toHaveValue(7);
    expect(within(region).getByRole('link', { name: 'See the orders to pack' })).toHaveAttribute(
      'href',
      '/admin/orders?status=processing&deliveryDate=2027-03-01',
    );
  });

  it('reads in Vietnamese', async () => {
    renderToday('vi');
    const region = await screen.findByRole('region', { name: /^Hôm nay, Thứ Hai, 01\/03\/2027$/i });
    expect(region).toHaveTextContent('Tiền mặt cần thu');
    expect(within(region).getByRole('meter', { name: 'Đã đặt 7/20' })).toBeInTheDocument();
  });
});
