import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codOrder, noInvoice } from '../../../test/fixtures';
import { renderMyOrders } from './my-orders.test-utils';

const processing = codOrder({ status: 'processing', totalAmount: 123_000, itemCount: 2 });

/**
 * Serves GET /orders with `orders` (cancelled after a successful cancel), POST …/cancel with `cancelReply`,
 * and no invoice.
 */
function serve(cancelReply: { status: number; data: unknown }) {
  let cancelled = false;
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url.endsWith('/cancel')) {
      cancelled = cancelReply.status === 200;
      return Response.json(cancelReply.data, { status: cancelReply.status });
    }
    if (url.endsWith('/invoice')) return Response.json({ success: true, data: noInvoice });
    const status = cancelled ? 'cancelled' : 'processing';
    return Response.json({ success: true, data: [{ ...processing, status }] });
  });
  return calls;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('cancelling an order', () => {
  it('asks first, keeps the order on "Keep", cancels on confirming and shows it cancelled', async () => {
    const calls = serve({ status: 200, data: { success: true, message: 'Your order is cancelled', data: processing } });
    const user = renderMyOrders();
    const card = (await screen.findByRole('heading', { name: /#AB12CD34/ })).closest('article')!;

    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #AB12CD34?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toContain(`POST /api/orders/${processing._id}/cancel`);
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog, in Vietnamese", async () => {
    const message = 'Đơn hàng không thể hủy nữa: đơn đang được đóng gói hoặc đang giao';
    serve({ status: 409, data: { success: false, code: 'order_not_cancellable', message } });
    const user = renderMyOrders('vi');
    const card = (await screen.findByRole('heading', { name: /#AB12CD34/ })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: 'Hủy đơn' }));
    const dialog = screen.getByRole('dialog', { name: 'Hủy đơn hàng #AB12CD34?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hủy đơn' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('offers no cancel for an order already shipped', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ success: true, data: [{ ...processing, status: 'shipped' }] }));
    renderMyOrders();
    const card = (await screen.findByRole('heading', { name: /#AB12CD34/ })).closest('article')!;
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});
