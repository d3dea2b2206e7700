import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@veggie/contract';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { LocaleProvider } from '../../../../lib/i18n';
import { refused, unanswered } from '../../../../test/fixtures';
import { AdminAuditLog } from './admin-audit-log';
import { mockApiCalls } from '../../../../test/module-spies';

mockApiCalls('get');

const boss = { _id: 'u1', email: 'boss@veggie.vn' };
const entries: AuditEntry[] = [
  {
    _id: 'a2',
    actor: boss,
    action: 'product.updated',
    entity: { type: 'product', id: 'p1' },
    details: { name: 'Cà chua bi', fields: ['price'], price: { from: 25_000, to: 22_000 } },
    createdAt: '2026-11-20T01:05:09.000Z',
  },
  {
    _id: 'a1',
    actor: { _id: null, email: 'former@veggie.vn' },
    action: 'order.status_changed',
    entity: { type: 'order', id: '5f0c1d2e-aaaa-bbbb-cccc-0123456789ab' },
    details: { email: 'minh@example.com', from: 'processing', to: 'shipped' },
    createdAt: '2026-11-19T23:30:00.000Z',
  },
];
const page = (data: AuditEntry[], totalPages = 1) => ({
  success: true as const,
  data,
  count: data.length,
  pagination: { currentPage: 1, totalPages, totalItems: data.length, itemsPerPage: 20 },
});

function renderLog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/admin/audit',
      Component: () => (
        <LocaleProvider value="en">
          <QueryClientProvider client={client}>
            <AdminAuditLog />
          </QueryClientProvider>
        </LocaleProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/admin/audit']} />);
  return userEvent.setup();
}

describe('admin audit log', () => {
  afterEach(() => vi.clearAllMocks());

  it('lists who did what, when, to what, with the details in words', async () => {
    vi.mocked(api.get).mockResolvedValue(page(entries));
    renderLog();
    await screen.findByText('Edited product');
    const rows = within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
    expect(rows).toHaveLength(2);

    const [product, order] = rows as [HTMLElement, HTMLElement];
    expect(within(product).getByText('Edited product')).toBeInTheDocument();
    expect(within(product).getByRole('link', { name: 'Cà chua bi' })).toHaveAttribute('href', '/shop/p1');
    expect(within(product).getAllByText('price 25,000 ₫ → 22,000 ₫')[0]).toBeInTheDocument();
    expect(within(product).getAllByText('boss@veggie.vn', { exact: false })[0]).toBeInTheDocument();
    // 01:05 UTC is 08:05 in Vietnam.
    expect(within(product).getByText('20/11/2026, 08:05:09')).toHaveAttribute('datetime', '2026-11-20T01:05:09.000Z');

    expect(within(order).getByText('Changed order status')).toBeInTheDocument();
    expect(within(order).getByText('#456789AB · minh@example.com')).toBeInTheDocument();
    expect(within(order).queryByRole('link')).not.toBeInTheDocument();
    expect(within(order).getAllByText('Processing → Shipped')[0]).toBeInTheDocument();
    expect(within(order).getAllByText('former@veggie.vn', { exact: false })[0]).toBeInTheDocument();

    expect(screen.getByText('2 entries')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/admin/audit?page=1&limit=20');
  });

  it('filters by entity type from the first page and pages through the log', async () => {
    vi.mocked(api.get).mockResolvedValue(page(entries, 3));
    const user = renderLog();
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(api.get).toHaveBeenLastCalledWith('/admin/audit?page=2&limit=20');

    await user.selectOptions(screen.getByLabelText('Filter by entity'), 'Products');
    expect(api.get).toHaveBeenLastCalledWith('/admin/audit?page=1&limit=20&entityType=product');
  });

  it("says when nothing is recorded, and shows the server's message when loading fails", async () => {
    vi.mocked(api.get).mockResolvedValueOnce(page([]));
    renderLog();
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();

    vi.mocked(api.get).mockRejectedValueOnce(
      refused(403, { success: false, message: 'You do not have permission to do this' }),
    );
    renderLog();
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this');
  });

  it('falls back to a message of its own when the request fails without one', async () => {
    vi.mocked(api.get).mockRejectedValue(unanswered());
    renderLog();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the audit log');
  });
});
