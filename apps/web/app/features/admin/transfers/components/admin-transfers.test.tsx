import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../../lib/i18n';
import { api } from '../../../../lib/api-client';
import { pageOf, transferOrder, unmatchedTransfer } from '../../../../test/admin-payment-fixtures';
import { AdminTransfers } from './admin-transfers';
import { mockApiCalls } from '../../../../test/module-spies';

mockApiCalls('get');

const paidTransfer = {
  ...unmatchedTransfer,
  _id: 'bt-2',
  providerId: '92705',
  amount: 120_000,
  content: 'VMAB23CD45 chuyen tien',
  outcome: 'paid' as const,
  order: { _id: transferOrder._id, reference: 'VMAB23CD45' },
};

function renderTransfers(entry = '/admin/payments') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/admin/payments',
      Component: () => (
        <LocaleProvider value="en">
          <QueryClientProvider client={client}>
            <AdminTransfers />
          </QueryClientProvider>
        </LocaleProvider>
      ),
    },
    { path: '/admin/orders', Component: () => <p>Orders screen</p> },
  ]);
  render(<Stub initialEntries={[entry]} />);
  return userEvent.setup();
}

afterEach(() => vi.resetAllMocks());

describe('bank transfers screen', () => {
  it('lists each transfer with its amount, description, bank reference and outcome', async () => {
    vi.mocked(api.get).mockResolvedValue(pageOf([paidTransfer, unmatchedTransfer]));
    renderTransfers();
    const table = await screen.findByRole('table');
    await within(table).findAllByText('CHUYEN TIEN MUA RAU');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[2]!).getByText('Unmatched')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('FT26324000001')).toBeInTheDocument();
    expect(within(rows[2]!).getAllByText(/^50,000/)).toHaveLength(2);
    expect(within(rows[2]!).getByText('No order')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/admin/payments/transfers?page=1&limit=10');
  });

  it('links a matched transfer to its order', async () => {
    vi.mocked(api.get).mockResolvedValue(pageOf([paidTransfer]));
    const user = renderTransfers();
    const [link] = await screen.findAllByRole('link', { name: 'Order #0000AB12' });
    expect(link).toHaveAttribute('href', `/admin/orders?order=${transferOrder._id}`);
    await user.click(link!);
    expect(await screen.findByText('Orders screen')).toBeInTheDocument();
  });

  it('filters by outcome, unmatched first', async () => {
    vi.mocked(api.get).mockResolvedValue(pageOf([]));
    const user = renderTransfers();
    expect(await screen.findByText('No bank transfers yet.')).toBeInTheDocument();
    const filter = screen.getByLabelText('Filter by outcome');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All outcomes', 'Unmatched', 'Paid', 'Underpaid', 'Overpaid', 'Late (refund due)', 'Outgoing']);
    await user.selectOptions(filter, 'Unmatched');
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith('/admin/payments/transfers?page=1&limit=10&outcome=unmatched'),
    );
    expect(await screen.findByText('No transfers with the outcome "Unmatched".')).toBeInTheDocument();
  });
});
