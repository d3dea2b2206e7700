import type { Order, OrderLine } from '@veggie/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../lib/i18n';
import { codOrder } from '../../../test/fixtures';
import { renderMyOrders } from './my-orders.test-utils';

/** Two bunches of water spinach (30,000 ₫) the packers replaced by two of choy sum at 12,000 ₫. */
const spinach: OrderLine = {
  _id: 'l-1',
  product: { _id: 'p-1', name: 'Rau muống', nameEn: 'Water spinach', imageUrl: '' },
  name: 'Rau muống',
  nameEn: 'Water spinach',
  imageUrl: '',
  unit: { kind: 'piece', label: 'bó', labelEn: 'bunch' },
  quantity: 2,
  priceEach: 15_000,
  pickedGrams: null,
  amount: 24_000,
  substitution: 'similar',
  substitute: {
    productId: 'p-9',
    name: 'Cải ngọt',
    nameEn: 'Choy sum',
    unit: { kind: 'piece', label: 'bó 500 g', labelEn: 'bunch of 500 g' },
    quantity: 2,
    amount: 24_000,
  },
  removed: false,
};
/** Herbs (10,000 ₫) that ran short and were taken out: they cost nothing. */
const herbs: OrderLine = {
  _id: 'l-2',
  product: { _id: 'p-2', name: 'Rau thơm', nameEn: null, imageUrl: '' },
  name: 'Rau thơm',
  nameEn: null,
  imageUrl: '',
  unit: { kind: 'piece', label: 'bó', labelEn: 'bunch' },
  quantity: 1,
  priceEach: 10_000,
  pickedGrams: null,
  amount: 0,
  substitution: 'none',
  substitute: null,
  removed: true,
};

/** The server's totals after packing: 24,000 ₫ of goods and the 20,000 ₫ fee. */
const packedOrder = (paid: boolean): Order => {
  const order = codOrder({ totalAmount: 44_000, subtotal: 24_000, deliveryFee: 20_000, itemCount: 2 });
  if (!paid) return order;
  // A transfer of the 54,000 ₫ ordered: the 10,000 ₫ of herbs is owed back.
  return {
    ...order,
    payment: {
      ...order.payment,
      method: 'bank_transfer',
      status: 'paid',
      amountReceived: 54_000,
      kept: 44_000,
      amountDue: 0,
      refundDue: 10_000,
    },
  };
};

function serve(paid = false, lines: OrderLine[] = [spinach, herbs]) {
  vi.stubGlobal('fetch', async (url: string) =>
    Response.json({ success: true, data: url === '/api/orders' ? [packedOrder(paid)] : lines }),
  );
}

async function openOrder(locale: Locale = 'en') {
  const user = renderMyOrders(locale);
  const card = (await screen.findByRole('heading', { name: /#AB12CD34/ })).closest('article')!;
  await user.click(within(card).getByRole('button', { name: /View details|Xem chi tiết/ }));
  await within(card).findByTestId('substitute');
  return card;
}

afterEach(() => vi.unstubAllGlobals());

describe('My Orders after the packers replaced or took out a line', () => {
  it('says what came instead and what it cost, and that a removed line is not charged', async () => {
    serve();
    const card = await openOrder();
    const spinachLine = within(card).getByTestId('substitute').closest('li')!;
    const herbsLine = within(card).getByTestId('removed').closest('li')!;
    expect(within(spinachLine).getByTestId('substitute')).toHaveTextContent(
      /^Out of stock: replaced by Cải ngọt \(Choy sum\) × 2 bunches of 500 g, 24,000\s₫$/,
    );
    expect(spinachLine).toHaveTextContent(/24,000\s₫$/);
    expect(within(herbsLine).getByTestId('removed')).toHaveTextContent(
      'Out of stock: taken out of your order, you are not charged for it',
    );
    expect(herbsLine).toHaveTextContent(/0\s₫$/);
    // The totals are the server's, after packing.
    expect(card).toHaveTextContent(/Subtotal24,000\s₫/);
    expect(card).toHaveTextContent(/Total44,000\s₫/);
  });

  it('says a removed line of a paid order is refunded', async () => {
    serve(true);
    const card = await openOrder();
    expect(within(card).getByTestId('removed')).toHaveTextContent(
      'Out of stock: taken out of your order, its money is refunded to you',
    );
    expect(card).toHaveTextContent(/Refund due to you: 10,000\s₫/);
  });

  it('shows no estimated weight for a line sold by weight that was replaced', async () => {
    const weighed = { kind: 'weight', label: 'kg', labelEn: 'kg', stepGrams: 250, pricePerKg: 60_000 } as const;
    serve(false, [{ ...spinach, unit: weighed, quantity: 2, priceEach: 15_000 }, herbs]);
    const card = await openOrder();
    expect(within(card).queryByTestId('estimated-weight')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('estimated-amount')).not.toBeInTheDocument();
  });

  it('reads in Vietnamese', async () => {
    serve();
    const card = await openOrder('vi');
    expect(within(card).getByTestId('substitute')).toHaveTextContent(
      /^Hết hàng: đã thay bằng Cải ngọt × 2 bó 500 g, 24\.000\s₫$/,
    );
    expect(within(card).getByTestId('removed')).toHaveTextContent(
      'Hết hàng: đã bỏ khỏi đơn, bạn không phải trả tiền sản phẩm này',
    );
  });
});
