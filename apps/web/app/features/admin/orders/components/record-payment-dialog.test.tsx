import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { transferOrder, withPayment } from '../../../../test/admin-payment-fixtures';
import { refused } from '../../../../test/fixtures';
import { adminOrderKeys } from '../api/order-keys';
import { PaymentPanel } from './payment-panel';
import { mockApiCalls, mockToastify } from '../../../../test/module-spies';

mockApiCalls('get', 'post', 'put', 'delete');
mockToastify();

function renderPanel(order = transferOrder) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <PaymentPanel order={order} className="" />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), invalidate };
}

afterEach(() => vi.resetAllMocks());

describe('mark as paid', () => {
  it('asks for the bank reference and the confirmation, and sends nothing without them', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark order #0000AB12 as paid' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));

    expect(within(dialog).getByLabelText('Bank reference or receipt number')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(within(dialog).getByRole('checkbox')).toHaveAccessibleDescription(
      'Tick the box to confirm the money arrived',
    );
    expect(api.post).not.toHaveBeenCalled();
  });

  it('records the reference, trimmed, and refreshes the orders', async () => {
    vi.mocked(api.post).mockResolvedValue({ success: true, data: withPayment({ status: 'paid' }) });
    const { user, invalidate } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(/received 120,000/);
    await user.type(within(dialog).getByLabelText('Bank reference or receipt number'), '  FT26324000001 ');
    await user.click(within(dialog).getByRole('checkbox', { name: /I confirm the shop received 120,000/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));

    expect(api.post).toHaveBeenCalledWith(`/orders/admin/orders/${transferOrder._id}/payment`, {
      bankReference: 'FT26324000001',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order marked as paid', expect.anything()));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminOrderKeys.all });
  });

  it('asks to confirm the balance still due, not the whole total, of an order weighed above what was paid', async () => {
    const { user } = renderPanel({
      ...withPayment({ amountReceived: 120_000, kept: 120_000, amountDue: 15_000 }),
      totalAmount: 135_000,
    });
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(/received 15,000/);
    expect(within(dialog).getByRole('checkbox', { name: /I confirm the shop received 15,000/ })).toBeInTheDocument();
  });

  it("shows the server's refusal in its own words and stays open", async () => {
    vi.mocked(api.post).mockRejectedValue(
      refused(409, { success: false, code: 'payment_expired', message: 'This order expired before it was paid' }),
    );
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Bank reference or receipt number'), 'FT1');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order expired before it was paid');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('mark refunded', () => {
  it('is offered only while a refund is due, for the amount due', async () => {
    vi.mocked(api.post).mockResolvedValue({ success: true, data: transferOrder });
    const { user } = renderPanel(
      withPayment({ status: 'expired', amountReceived: 120_000, amountDue: 0, refundDue: 120_000 }),
    );
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark refunded' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund for order #0000AB12' });
    expect(dialog).toHaveTextContent(/120,000.*paid back/);
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Bank reference of the refund'), 'FT26324000999');
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(api.post).toHaveBeenCalledWith(`/orders/admin/orders/${transferOrder._id}/refund`, {
      bankReference: 'FT26324000999',
    });
  });
});
