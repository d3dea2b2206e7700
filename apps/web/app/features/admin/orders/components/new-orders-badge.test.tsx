import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { LocaleProvider } from '../../../../lib/i18n';
import { mockApiCalls } from '../../../../test/module-spies';
import { adminOrderKeys } from '../api/order-keys';
import { NewOrdersBadge } from './new-orders-badge';

mockApiCalls('get');
afterEach(() => vi.resetAllMocks());

function renderBadge(count: number, locale: 'en' | 'vi' = 'en') {
  vi.mocked(api.get).mockResolvedValue({ success: true, data: { count, since: null } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <LocaleProvider value={locale}>
      <QueryClientProvider client={client}>
        <NewOrdersBadge />
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return { container, client };
}

describe('the new orders badge', () => {
  it('counts the orders placed since the admin last looked, and says so to screen readers', async () => {
    renderBadge(3);
    expect(await screen.findByText('3 new orders since you last looked')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/orders/admin/orders/new-count');
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('reads in Vietnamese', async () => {
    renderBadge(1, 'vi');
    expect(await screen.findByText('1 đơn hàng mới từ lần xem trước')).toBeInTheDocument();
  });

  it('shows nothing when there is nothing new', async () => {
    const { container, client } = renderBadge(0);
    await vi.waitFor(() => expect(client.getQueryState(adminOrderKeys.newCount())?.status).toBe('success'));
    expect(container).toBeEmptyDOMElement();
  });
});
