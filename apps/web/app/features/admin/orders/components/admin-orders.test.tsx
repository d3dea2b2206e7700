import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { orderListCalls, renderAdminOrders } from '../../../../test/admin-orders-screen';
import { pageOf, transferOrder, withPayment } from '../../../../test/admin-payment-fixtures';
import { mockApiCalls } from '../../../../test/module-spies';

mockApiCalls('get', 'post', 'put', 'delete');

const lastListCall = () => orderListCalls().at(-1);

afterEach(() => vi.resetAllMocks());

describe('admin orders: payment', () => {
  it('shows how each order is paid and where its payment stands', async () => {
    vi.mocked(api.get).mockResolvedValue(
      pageOf([
        withPayment({ amountReceived: 100_000, kept: 100_000, amountDue: 20_000 }),
        { ...withPayment({ method: 'cod', reference: null }), _id: 'o-2' },
      ]),
    );
    renderAdminOrders();
    await screen.findByRole('combobox', { name: 'Status of order #0000AB12' });
    const rows = screen.getAllByRole('row');
    const first = within(rows[1]!);
    expect(first.getAllByText('Bank transfer')[0]).toBeInTheDocument();
    // Twice each: in the payment column, and under the order on a phone.
    expect(first.getAllByText('Unpaid')).toHaveLength(2);
    expect(first.getAllByText(/^Received 100,000/)).toHaveLength(2);
    expect(first.getAllByText(/^Due 20,000/)).toHaveLength(2);
    expect(within(rows[2]!).getAllByText('Cash on delivery')[0]).toBeInTheDocument();
  });

  it('filters by payment beside the status, and keeps both in the address', async () => {
    vi.mocked(api.get).mockResolvedValue(pageOf([transferOrder]));
    const user = renderAdminOrders();
    await screen.findAllByRole('row');
    expect(lastListCall()).toBe('/orders/admin/orders?page=1&limit=10');

    const payment = screen.getByLabelText('Filter by payment');
    expect(
      within(payment)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All payments', 'Unpaid', 'Paid', 'Refund due']);
    await user.selectOptions(payment, 'Refund due');
    await waitFor(() => expect(lastListCall()).toBe('/orders/admin/orders?page=1&limit=10&payment=refund_due'));
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'Cancelled');
    await waitFor(() =>
      expect(lastListCall()).toBe('/orders/admin/orders?page=1&limit=10&status=cancelled&payment=refund_due'),
    );
    expect(screen.getByLabelText('address')).toHaveTextContent('?payment=refund_due&status=cancelled');
  });

  it('reads the filters from the address, ignoring values it does not know', async () => {
    vi.mocked(api.get).mockResolvedValue(pageOf([]));
    renderAdminOrders('/admin/orders?payment=unpaid&status=lost&page=2');
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Filter by payment')).toHaveValue('unpaid');
    expect(screen.getByLabelText('Filter by status')).toHaveValue('');
    expect(lastListCall()).toBe('/orders/admin/orders?page=2&limit=10&payment=unpaid');
  });

  it('opens the order named in the address, with its payment', async () => {
    vi.mocked(api.get).mockImplementation(async (path) =>
      path.startsWith('/orders/admin/orders?')
        ? pageOf([transferOrder])
        : { success: true, data: { ...transferOrder, orderDetails: [] } },
    );
    renderAdminOrders(`/admin/orders?order=${transferOrder._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Order #0000AB12' });
    const payment = within(await within(dialog).findByRole('region', { name: 'Payment' }));
    expect(payment.getByText('VMAB23CD45')).toBeInTheDocument();
    expect(payment.getByRole('button', { name: 'Mark as paid' })).toBeInTheDocument();
    expect(payment.queryByRole('button', { name: 'Mark refunded' })).not.toBeInTheDocument();
  });
});

/** Placed by the bodyless checkout (address not checked), four products of which 2.5 kg sold by weight. */
const unchecked = { ...transferOrder, itemCount: 4, weightGrams: 2_500 };
const checked = {
  ...transferOrder,
  _id: '7b0c1d2e-0000-4000-8000-0000000ccc01',
  itemCount: 1,
  delivery: { ...transferOrder.delivery, addressChecked: true },
};

describe('admin orders: size and address', () => {
  it("shows each order's products with their weight, and flags an address not checked", async () => {
    vi.mocked(api.get).mockResolvedValue(pageOf([unchecked, checked]));
    renderAdminOrders();
    await screen.findByRole('combobox', { name: 'Status of order #0000AB12' });
    const [, first, second] = screen.getAllByRole('row');
    // Twice each: in their columns, and under the order on a phone.
    expect(within(first!).getAllByText(/^4 items · 2\.5\skg$/)).toHaveLength(2);
    expect(within(first!).getAllByText('Address not checked')).toHaveLength(2);
    expect(within(second!).getAllByText('1 item')).toHaveLength(2);
    expect(within(second!).queryByText('Address not checked')).not.toBeInTheDocument();
  });

  it("shows them in the order's details, with its money", async () => {
    vi.mocked(api.get).mockImplementation(async (path) =>
      path.startsWith('/orders/admin/orders?')
        ? pageOf([unchecked])
        : {
            success: true,
            data: {
              ...withPayment(
                { amountReceived: 150_000, kept: 120_000, amountDue: 0, refundDue: 20_000, refunded: 10_000 },
                unchecked,
              ),
              orderDetails: [],
            },
          },
    );
    renderAdminOrders(`/admin/orders?order=${transferOrder._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Order #0000AB12' });
    expect(await within(dialog).findByText('· 4 items · 2.5 kg')).toBeInTheDocument();
    expect(within(dialog).getByText('Address not checked')).toBeInTheDocument();
    const payment = await within(dialog).findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent(
      /Amount received150,000\s₫Kept for this order120,000\s₫Still to collect0\s₫Refund due20,000\s₫Refunded10,000\s₫/,
    );
  });

  it('reads in Vietnamese', async () => {
    vi.mocked(api.get).mockResolvedValue(pageOf([unchecked]));
    renderAdminOrders('/admin/orders', 'vi');
    await screen.findByRole('combobox', { name: /#0000AB12/ });
    expect(screen.getAllByText(/^4 sản phẩm · 2,5\skg$/)).toHaveLength(2);
    expect(screen.getAllByText('Địa chỉ chưa kiểm tra')).toHaveLength(2);
  });
});

describe('admin orders in Vietnamese', () => {
  it('names every status in the row and in the filter in Vietnamese', async () => {
    vi.mocked(api.get).mockResolvedValue(pageOf([transferOrder]));
    renderAdminOrders('/admin/orders', 'vi');
    const rowStatus = await screen.findByRole('combobox', { name: /#0000AB12/ });
    const labels = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(labels(rowStatus)).toEqual(['Đang xử lý', 'Đang giao', 'Đã giao', 'Đã hủy']);
    expect(labels(screen.getByRole('combobox', { name: 'Lọc theo trạng thái' })).slice(1)).toEqual([
      'Đang xử lý',
      'Đang giao',
      'Đã giao',
      'Đã hủy',
    ]);
  });
});

describe("admin orders: what packing did to the order's lines", () => {
  const line = {
    product: null,
    nameEn: null,
    imageUrl: '',
    unit: { kind: 'piece', label: 'bó', labelEn: 'bunch' },
    quantity: 2,
    priceEach: 15_000,
    pickedGrams: null,
    batchCode: null,
  } as const;
  const lines = [
    {
      ...line,
      _id: 'line-1',
      name: 'Rau muống',
      amount: 24_000,
      substitution: 'similar',
      removed: false,
      substitute: {
        productId: 'p-9',
        name: 'Cải ngọt',
        nameEn: 'Choy sum',
        unit: line.unit,
        quantity: 2,
        amount: 24_000,
      },
    },
    { ...line, _id: 'line-2', name: 'Húng quế', amount: 0, substitution: 'none', removed: true, substitute: null },
  ];
  const openWithLines = (locale: 'en' | 'vi') => {
    vi.mocked(api.get).mockImplementation(async (path) =>
      path.startsWith('/orders/admin/orders?')
        ? pageOf([transferOrder])
        : { success: true, data: { ...transferOrder, orderDetails: lines } },
    );
    renderAdminOrders(`/admin/orders?order=${transferOrder._id}`, locale);
  };

  it('shows the substitute put in and the line taken out, with the shopper choice', async () => {
    openWithLines('en');
    const dialog = await screen.findByRole('dialog', { name: 'Order #0000AB12' });
    const items = within(await within(dialog).findByRole('region', { name: 'Items' }));
    expect(items.getByText('If out of stock: a similar product')).toBeInTheDocument();
    expect(items.getByText(/^→ Cải ngọt × 2 bunches, 24,000\s₫$/)).toBeInTheDocument();
    expect(items.getByText('If out of stock: no replacement, refund')).toBeInTheDocument();
    expect(items.getByText('Out of stock: taken out of the order')).toBeInTheDocument();
  });

  it('says it in Vietnamese', async () => {
    openWithLines('vi');
    const dialog = await screen.findByRole('dialog', { name: 'Đơn hàng #0000AB12' });
    expect(await within(dialog).findByText(/^→ Cải ngọt × 2 bó, 24\.000\s₫$/)).toBeInTheDocument();
    expect(within(dialog).getByText('Hết hàng: đã bỏ khỏi đơn')).toBeInTheDocument();
  });
});
