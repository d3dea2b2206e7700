import { screen, waitFor, within } from '@testing-library/react';
import { DELETED_USER_ID, type Order } from '@veggie/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { orderListCalls, renderAdminOrders } from '../../../../test/admin-orders-screen';
import { pageOf, transferOrder } from '../../../../test/admin-payment-fixtures';
import { mockApiCalls } from '../../../../test/module-spies';

mockApiCalls('get', 'post', 'put', 'delete');

/** A cash order of 66.000 ₫ for today's 08:00 slot, with the shopper's note. */
const cashOrder: Order = {
  ...transferOrder,
  _id: '7a1b2c3d-aaaa-bbbb-cccc-0000c0044c5e',
  totalAmount: 66_000,
  subtotal: 66_000,
  deliveryFee: 0,
  delivery: {
    slot: { start: '2027-03-01T08:00:00+07:00', end: '2027-03-01T10:00:00+07:00' },
    address: null,
    note: 'Gọi trước 15 phút, nhà có chó.',
    addressChecked: true,
  },
  payment: { ...transferOrder.payment, method: 'cod', reference: null, expiresAt: null, amountDue: 66_000 },
};
const deletedCustomer: Order = {
  ...transferOrder,
  _id: '7a1b2c3d-aaaa-bbbb-cccc-0000000dead1',
  user: { _id: DELETED_USER_ID, name: '', email: '' },
};

beforeEach(() => {
  vi.mocked(api.get).mockImplementation(async (path) =>
    path.startsWith('/orders/admin/orders?')
      ? pageOf([cashOrder, deletedCustomer])
      : { success: true, data: { ...(path.includes('dead1') ? deletedCustomer : cashOrder), orderDetails: [] } },
  );
  vi.mocked(api.post).mockResolvedValue({ success: true, data: { count: 0, since: null } });
  vi.mocked(api.put).mockResolvedValue({
    success: true,
    message: 'Order status updated successfully',
    data: cashOrder,
  });
});
afterEach(() => vi.resetAllMocks());

describe('admin orders: the status select asks first', () => {
  it('changes nothing until the admin confirms, and says the shopper is mailed', async () => {
    const user = renderAdminOrders();
    const select = await screen.findByRole('combobox', { name: 'Status of order #C0044C5E' });
    await user.selectOptions(select, 'Shipped');
    const dialog = await screen.findByRole('dialog', { name: 'Change the status of order #C0044C5E?' });
    expect(dialog).toHaveTextContent('From “Processing” to “Shipped”.');
    expect(dialog).toHaveTextContent('The shopper is emailed about it at minh@example.com.');
    expect(api.put).not.toHaveBeenCalled();

    // The dialog's close button says the same as its Cancel: either keeps the status.
    await user.click(within(dialog).getAllByRole('button', { name: 'Keep as it is' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
    expect(select).toHaveValue('processing');

    await user.selectOptions(select, 'Shipped');
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/orders/admin/orders/7a1b2c3d-aaaa-bbbb-cccc-0000c0044c5e/status', {
        status: 'shipped',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('records the cash of a cash order marked delivered in the same request, unless unticked', async () => {
    const user = renderAdminOrders();
    const select = await screen.findByRole('combobox', { name: 'Status of order #C0044C5E' });
    await user.selectOptions(select, 'Delivered');
    const cash = await screen.findByRole('checkbox', { name: /Cash collected on delivery: 66,000\s₫/ });
    expect(cash).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenLastCalledWith('/orders/admin/orders/7a1b2c3d-aaaa-bbbb-cccc-0000c0044c5e/status', {
        status: 'delivered',
        cashCollected: 66_000,
      }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.selectOptions(select, 'Delivered');
    await user.click(await screen.findByRole('checkbox', { name: /Cash collected/ }));
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenLastCalledWith('/orders/admin/orders/7a1b2c3d-aaaa-bbbb-cccc-0000c0044c5e/status', {
        status: 'delivered',
      }),
    );
  });

  it('offers no cash for a bank transfer, and asks in Vietnamese', async () => {
    const user = renderAdminOrders('/admin/orders', 'vi');
    const select = await screen.findByRole('combobox', { name: 'Trạng thái đơn hàng #000DEAD1' });
    await user.selectOptions(select, 'Đã giao');
    const dialog = await screen.findByRole('dialog', { name: 'Đổi trạng thái đơn hàng #000DEAD1?' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Không gửi email cho ai: tài khoản đã bị xoá.');
    expect(within(dialog).getByRole('button', { name: 'Đổi trạng thái' })).toBeInTheDocument();
  });
});

describe('admin orders: a deleted account', () => {
  it('says "account deleted" where the customer was, in the list and the order', async () => {
    const user = renderAdminOrders();
    await screen.findByRole('combobox', { name: 'Status of order #000DEAD1' });
    const row = screen.getAllByRole('row')[2]!;
    // Twice: in the customer column, and under the order on a phone.
    expect(within(row).getAllByText('account deleted')).toHaveLength(2);
    await user.click(within(row).getByRole('button', { name: 'View order #000DEAD1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #000DEAD1' });
    expect(await within(dialog).findByText('account deleted')).toBeInTheDocument();
  });

  it('reads "tài khoản đã xoá" in Vietnamese', async () => {
    renderAdminOrders('/admin/orders', 'vi');
    await screen.findByRole('combobox', { name: /#000DEAD1/ });
    expect(within(screen.getAllByRole('row')[2]!).getAllByText('tài khoản đã xoá')).toHaveLength(2);
  });
});

describe('admin orders: search, delivery day and the order screen', () => {
  it('sends the search and the delivery day to the server and keeps them in the address', async () => {
    const user = renderAdminOrders();
    await screen.findAllByRole('row');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '0912 345 678');
    await waitFor(() => expect(orderListCalls().at(-1)).toBe('/orders/admin/orders?page=1&limit=10&q=0912+345+678'));
    expect(screen.getByLabelText('address')).toHaveTextContent('?search=0912+345+678');

    await user.type(screen.getByLabelText('Delivery day'), '2027-03-01');
    await waitFor(() =>
      expect(orderListCalls().at(-1)).toBe(
        '/orders/admin/orders?page=1&limit=10&q=0912+345+678&deliveryDate=2027-03-01',
      ),
    );
    expect(screen.getByLabelText('address')).toHaveTextContent('deliveryDate=2027-03-01');
  });

  it('reads them back from the address, ignoring a day that is no date', async () => {
    renderAdminOrders('/admin/orders?search=VMHS8QGTXM&deliveryDate=tomorrow');
    await screen.findAllByRole('row');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('VMHS8QGTXM');
    expect(screen.getByLabelText('Delivery day')).toHaveValue('');
    await waitFor(() => expect(orderListCalls().at(-1)).toBe('/orders/admin/orders?page=1&limit=10&q=VMHS8QGTXM'));
  });

  it("shows the order's slot and the shopper's note", async () => {
    renderAdminOrders(`/admin/orders?order=${cashOrder._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Order #C0044C5E' });
    const delivery = within(await within(dialog).findByRole('region', { name: 'Delivery' }));
    expect(delivery.getByText('Monday, 1 Mar 2027, 08:00–10:00')).toBeInTheDocument();
    expect(delivery.getByText('Gọi trước 15 phút, nhà có chó.')).toBeInTheDocument();
  });

  it('tells the server the list was opened, so the sidebar count starts again', async () => {
    renderAdminOrders();
    await screen.findAllByRole('row');
    expect(api.post).toHaveBeenCalledWith('/orders/admin/orders/seen');
  });
});
