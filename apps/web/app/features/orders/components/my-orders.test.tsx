import type { Order, OrderLine } from '@veggie/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../../test/manual-clock';
import { codOrder, homeAddress } from '../../../test/fixtures';
import { NOW, renderMyOrders } from './my-orders.test-utils';

const order = codOrder({ status: 'shipped', totalAmount: 123_000, itemCount: 2 });
const lines: OrderLine[] = [
  {
    _id: 'l-1',
    product: { _id: 'p-1', name: 'Xoài cát Hòa Lộc', nameEn: 'Hoa Loc mangoes', imageUrl: '' },
    name: 'Xoài cát Hòa Lộc',
    nameEn: 'Hoa Loc mangoes (at checkout)',
    imageUrl: '',
    unit: { kind: 'piece', label: 'túi 1 kg', labelEn: 'bag of 1 kg' },
    quantity: 2,
    priceEach: 45_000,
    pickedGrams: null,
    amount: 90_000,
  },
  {
    _id: 'l-2',
    product: null,
    name: 'Bơ sáp Đắk Lắk',
    nameEn: 'Dak Lak butter avocados',
    imageUrl: '/gone.jpg',
    unit: { kind: 'piece', label: 'trái', labelEn: null },
    quantity: 1,
    priceEach: 33_000,
    pickedGrams: null,
    amount: 33_000,
  },
];

/** Answers GET /orders from `listReplies` in turn (the last one repeats) and GET /orders/:id with the lines. */
function serve(listReplies: { status: number; data: unknown }[]) {
  let n = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    const reply =
      url === '/api/orders'
        ? listReplies[Math.min(n++, listReplies.length - 1)]!
        : { status: 200, data: { success: true, data: lines } };
    return Response.json(reply.data, { status: reply.status });
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('My Orders', () => {
  it('lists order cards and opens an order to show its lines and shipping details', async () => {
    serve([{ status: 200, data: { success: true, data: [order] } }]);
    const user = renderMyOrders();
    const card = (await screen.findByRole('heading', { name: /#AB12CD34/ })).closest('article')!;
    expect(within(card).getByText('20 Nov 2026')).toBeInTheDocument();
    expect(within(card).getByText('Shipped')).toBeInTheDocument();
    expect(within(card).getByText('123,000 ₫')).toBeInTheDocument();
    expect(within(card).getByText('2 items')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'View details' }));
    expect(await within(card).findByText('Xoài cát Hòa Lộc')).toBeInTheDocument();
    expect(within(card).getByText('90,000 ₫')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Bơ sáp Đắk Lắk' })).toHaveAttribute('src', '/gone.jpg');
    expect(within(card).getByText('45 Trần Phú, Hải Châu, Đà Nẵng')).toBeInTheDocument();
    // The product as it is now names a line; a deleted one, the names it had at checkout.
    const [mango, avocado] = within(card).getAllByRole('listitem');
    expect(mango).toHaveTextContent('Hoa Loc mangoes');
    expect(mango).not.toHaveTextContent('(at checkout)');
    expect(mango).toHaveTextContent('2 × 45,000 ₫ / per bag of 1 kg');
    expect(avocado).toHaveTextContent('Dak Lak butter avocados');
    expect(avocado).toHaveTextContent('1 × 33,000 ₫ / per trái');
    expect(within(card).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the lines with their Vietnamese units and no English names in Vietnamese', async () => {
    serve([{ status: 200, data: { success: true, data: [order] } }]);
    const user = renderMyOrders('vi');
    const card = (await screen.findByRole('heading', { name: /#AB12CD34/ })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: 'Xem chi tiết' }));
    expect(await within(card).findByText('Xoài cát Hòa Lộc')).toBeInTheDocument();
    const [mango] = within(card).getAllByRole('listitem');
    expect(mango).toHaveTextContent(`2 × 45.000 ₫ / mỗi túi 1 kg`);
    expect(card).not.toHaveTextContent('Hoa Loc mangoes');
  });

  it('writes dates and amounts the Vietnamese way on a Vietnamese page, in Vietnam time', async () => {
    serve([{ status: 200, data: { success: true, data: [{ ...order, createdAt: '2026-11-20T20:30:00.000Z' }] } }]);
    const user = renderMyOrders('vi');
    const card = (await screen.findByRole('heading', { name: /#AB12CD34/ })).closest('article')!;
    expect(within(card).getByText('21/11/2026')).toBeInTheDocument();
    expect(within(card).getByText('123.000 ₫')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Xem chi tiết' }));
    expect(await within(card).findByText('90.000 ₫')).toBeInTheDocument();
  });

  it('shows Unknown for a status outside the four', async () => {
    serve([{ status: 200, data: { success: true, data: [{ ...order, status: 'returned' }] } }]);
    renderMyOrders();
    expect(await screen.findByText('Unknown')).toBeInTheDocument();
  });

  it('shows the empty state with Start Shopping and Refresh', async () => {
    serve([{ status: 200, data: { success: true, data: [] } }]);
    const user = renderMyOrders();
    expect(await screen.findByText('No Orders Yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByText('No Orders Yet')).toBeInTheDocument();
  });

  it('reports a failed load and tries again', async () => {
    serve([
      { status: 500, data: { success: false, message: 'boom' } },
      { status: 200, data: { success: true, data: [order] } },
    ]);
    const user = renderMyOrders();
    expect(
      await screen.findByText('Failed to load orders. Please check your connection and try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: /#AB12CD34/ })).toBeInTheDocument();
  });
});

describe("an order's size", () => {
  it('counts products, not units, with the weight of the lines sold by weight beside', async () => {
    const one = { ...order, _id: '5f1c2d3e-4b5a-4c6d-9e8f-0a1bcd000002', itemCount: 1 };
    const weighed = { ...order, _id: '5f1c2d3e-4b5a-4c6d-9e8f-0a1bcd000003', itemCount: 4, weightGrams: 2_500 };
    serve([{ status: 200, data: { success: true, data: [order, one, weighed] } }]);
    renderMyOrders();
    const [first, second, third] = (await screen.findAllByRole('article')) as HTMLElement[];
    expect(first).toHaveTextContent('Items2 items');
    expect(first).not.toHaveTextContent(' g');
    expect(second).toHaveTextContent('Items1 item');
    expect(third).toHaveTextContent(/Items4 items · 2\.5\skg/);
  });

  it('reads in Vietnamese', async () => {
    serve([{ status: 200, data: { success: true, data: [{ ...order, itemCount: 4, weightGrams: 750 }] } }]);
    renderMyOrders('vi');
    const card = (await screen.findByRole('heading', { name: /#AB12CD34/ })).closest('article')!;
    expect(card).toHaveTextContent(/Sản phẩm4 sản phẩm · 750\sg/);
  });
});

describe('an order with delivery details', () => {
  const delivered: Order = {
    ...order,
    subtotal: 123_000,
    deliveryFee: 20_000,
    totalAmount: 143_000,
    delivery: {
      slot: { start: '2026-11-26T08:00:00+07:00', end: '2026-11-26T10:00:00+07:00' },
      address: { ...homeAddress, _id: 'a-1' },
      note: 'Gọi trước 10 phút',
      addressChecked: true,
    },
  };

  it('shows the slot on the card, and the address, note, payment, fee and total in its details', async () => {
    serve([{ status: 200, data: { success: true, data: [delivered] } }]);
    const user = renderMyOrders();
    const card = (await screen.findByRole('heading', { name: /#AB12CD34/ })).closest('article')!;
    expect(card).toHaveTextContent('Delivery: Thursday, 26 Nov 2026, 08:00–10:00');
    await user.click(within(card).getByRole('button', { name: 'View details' }));
    expect(card).toHaveTextContent('Nguyễn Thị Lan0912 345 67812 Lý Tự Trọng, Phường Sài Gòn, Thành phố Hồ Chí Minh');
    expect(card).toHaveTextContent('Note for the shipperGọi trước 10 phút');
    expect(card).toHaveTextContent('PaymentCash on delivery');
    expect(card).toHaveTextContent('Subtotal123,000 ₫Delivery fee20,000 ₫Total143,000 ₫');
  });

  it('reads in Vietnamese, and says when no time was chosen', async () => {
    serve([
      {
        status: 200,
        data: { success: true, data: [{ ...delivered, delivery: { ...delivered.delivery, slot: null } }] },
      },
    ]);
    const user = renderMyOrders('vi');
    const card = (await screen.findByRole('heading', { name: /#AB12CD34/ })).closest('article')!;
    expect(card).not.toHaveTextContent('Giao hàng:');
    await user.click(within(card).getByRole('button', { name: 'Xem chi tiết' }));
    expect(card).toHaveTextContent('Thời gian giaoChưa chọn giờ');
    expect(card).toHaveTextContent('Thanh toánThanh toán khi nhận hàng (COD)');
    expect(card).toHaveTextContent('Phí giao hàng20.000 ₫Tổng cộng143.000 ₫');
  });

  it('writes the slot day in Vietnamese on a Vietnamese page', async () => {
    serve([{ status: 200, data: { success: true, data: [delivered] } }]);
    renderMyOrders('vi');
    const card = (await screen.findByRole('heading', { name: /#AB12CD34/ })).closest('article')!;
    expect(card).toHaveTextContent('Giao hàng: Thứ Năm, 26/11/2026, 08:00–10:00');
  });
});

describe("an order's payment", () => {
  const transfer: Order = {
    ...order,
    status: 'processing',
    payment: {
      method: 'bank_transfer',
      status: 'unpaid',
      paidAt: null,
      reference: 'VMABCD2345',
      expiresAt: new Date(NOW + 30 * 60_000).toISOString(),
      amountReceived: 0,
      kept: 0,
      amountDue: 123_000,
      refundDue: 0,
      refunded: 0,
    },
  };
  const cardOf = async () => (await screen.findByRole('heading', { name: /#AB12CD34/ })).closest('article')!;

  it('shows cash on delivery as paid on delivery, with no Pay now', async () => {
    serve([{ status: 200, data: { success: true, data: [order] } }]);
    renderMyOrders();
    const card = await cardOf();
    expect(card).toHaveTextContent('Payment: Cash on deliveryPay on delivery');
    expect(within(card).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('offers Pay now for an unpaid transfer until its time runs out', async () => {
    serve([{ status: 200, data: { success: true, data: [transfer] } }]);
    const clock = manualClock(NOW);
    renderMyOrders('en', clock);
    const card = await cardOf();
    expect(card).toHaveTextContent('Payment: Bank transferUnpaid');
    expect(within(card).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/orders/${transfer._id}/payment`,
    );
    act(() => clock.advance(30 * 60_000));
    expect(within(card).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('shows a part received, a paid transfer, and money owed back', async () => {
    const underpaid = {
      ...transfer,
      payment: { ...transfer.payment, amountReceived: 100_000, kept: 100_000, amountDue: 23_000 },
    };
    const paid = {
      ...transfer,
      _id: '5f1c2d3e-4b5a-4c6d-9e8f-0a1bcd000002',
      payment: {
        ...transfer.payment,
        status: 'paid' as const,
        amountReceived: 150_000,
        kept: 123_000,
        amountDue: 0,
        refundDue: 27_000,
      },
    };
    const expired = {
      ...transfer,
      _id: '5f1c2d3e-4b5a-4c6d-9e8f-0a1bcd000003',
      status: 'cancelled' as const,
      payment: { ...transfer.payment, status: 'expired' as const, amountDue: 0 },
    };
    serve([{ status: 200, data: { success: true, data: [underpaid, paid, expired] } }]);
    renderMyOrders();
    const [first, second, third] = (await screen.findAllByRole('article')) as HTMLElement[];
    expect(first).toHaveTextContent('Received 100,000 ₫ of 123,000 ₫');
    expect(second).toHaveTextContent('Payment: Bank transferPaid');
    expect(second).toHaveTextContent('Refund due to you: 27,000 ₫');
    expect(within(second!).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(third).toHaveTextContent('Payment: Bank transferPayment expired');
    expect(within(third!).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('shows the balance of a transfer weighed above what was paid, with Pay now', async () => {
    const weighedHeavier: Order = {
      ...transfer,
      totalAmount: 143_000,
      subtotal: 143_000,
      payment: { ...transfer.payment, amountReceived: 123_000, kept: 123_000, amountDue: 20_000 },
    };
    serve([{ status: 200, data: { success: true, data: [weighedHeavier] } }]);
    renderMyOrders();
    const card = await cardOf();
    expect(card).toHaveTextContent('Received 123,000 ₫ of 143,000 ₫');
    expect(within(card).getByText('Balance to pay: 20,000 ₫')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('offers Pay now for the balance of an order weighed at packing, after the payment deadline too', async () => {
    const weighedHeavier: Order = {
      ...transfer,
      totalAmount: 143_000,
      weightGrams: 1_200,
      payment: { ...transfer.payment, amountReceived: 123_000, kept: 123_000, amountDue: 20_000 },
    };
    const notWeighed: Order = { ...weighedHeavier, _id: '5f1c2d3e-4b5a-4c6d-9e8f-0a1bcd000002', estimated: true };
    serve([{ status: 200, data: { success: true, data: [weighedHeavier, notWeighed] } }]);
    renderMyOrders('en', manualClock(NOW + 24 * 60 * 60_000));
    const [weighed, waiting] = (await screen.findAllByRole('article')) as HTMLElement[];
    expect(within(weighed!).getByRole('link', { name: 'Pay now' })).toBeInTheDocument();
    expect(within(waiting!).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('shows no balance once a transfer is paid, and the balance in Vietnamese', async () => {
    const paid: Order = {
      ...transfer,
      payment: { ...transfer.payment, status: 'paid', amountReceived: 123_000, kept: 123_000, amountDue: 0 },
    };
    const weighedHeavier: Order = {
      ...transfer,
      _id: '5f1c2d3e-4b5a-4c6d-9e8f-0a1bcd000002',
      totalAmount: 143_000,
      payment: { ...transfer.payment, amountReceived: 123_000, kept: 123_000, amountDue: 20_000 },
    };
    serve([{ status: 200, data: { success: true, data: [paid, weighedHeavier] } }]);
    renderMyOrders('vi');
    const [first, second] = (await screen.findAllByRole('article')) as HTMLElement[];
    expect(first).not.toHaveTextContent('Còn phải trả thêm');
    expect(second).toHaveTextContent('Còn phải trả thêm 20.000 ₫');
  });

  it('reads in Vietnamese', async () => {
    serve([{ status: 200, data: { success: true, data: [transfer] } }]);
    renderMyOrders('vi');
    const card = await cardOf();
    expect(card).toHaveTextContent('Thanh toán: Chuyển khoản ngân hàngChưa thanh toán');
    expect(within(card).getByRole('link', { name: 'Thanh toán ngay' })).toBeInTheDocument();
  });
});
