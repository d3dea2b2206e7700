import type { OrderStats } from '@veggie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { LocaleProvider, type Locale } from '../../../../lib/i18n';
import { AdminStatistics } from './admin-statistics';

const stats: OrderStats = {
  totalOrders: 3,
  totalRevenue: 400_000,
  averageOrderValue: 133_333,
  paidRevenue: 250_000,
  unpaidRevenue: 150_000,
  discountTotal: 45_000,
  pointsTotal: 3_000,
  statusStats: [{ _id: 'delivered', count: 3, totalAmount: 400_000 }],
  revenueByDay: [],
  topProducts: [],
};

afterEach(() => vi.unstubAllGlobals());

function renderStats(locale: Locale) {
  vi.stubGlobal('fetch', async () => Response.json({ success: true, data: stats }));
  render(
    <LocaleProvider value={locale}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AdminStatistics />
      </QueryClientProvider>
    </LocaleProvider>,
  );
}

it('shows the discounts and the points beside the revenue, in both languages', async () => {
  renderStats('en');
  const totals = await screen.findByRole('region', { name: 'Totals' });
  // The tile's figure, in whichever grouping the admin's money format uses.
  const tile = (label: string) => within(totals).getByText(label).parentElement!.parentElement;
  expect(tile('Promotion discounts')).toHaveTextContent(/45[.,]000\s₫/);
  expect(tile('Paid with points')).toHaveTextContent(/3[.,]000\s₫/);
});

it('names them in Vietnamese', async () => {
  renderStats('vi');
  const totals = await screen.findByRole('region', { name: 'Tổng số' });
  expect(within(totals).getByText('Giảm giá khuyến mãi')).toBeInTheDocument();
  expect(within(totals).getByText('Trả bằng điểm thưởng')).toBeInTheDocument();
});
