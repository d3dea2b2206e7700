import type { Order, OrderLine } from '@veggie/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../lib/i18n';
import { codOrder } from '../../../test/fixtures';
import { renderMyOrders } from './my-orders.test-utils';

/** 750 g of tomatoes at 35,000 ₫/kg (three 250 g steps of 8,800 ₫) and a 20,000 ₫ fee. */
const tomatoes = (pickedGrams: number | null): OrderLine => ({
  _id: 'l-1',
  product: { _id: 'p-1', name: 'Cà chua', nameEn: 'Tomatoes', imageUrl: '' },
  name: 'Cà chua',
  nameEn: 'Tomatoes',
  imageUrl: '',
  unit: { kind: 'weight', label: 'kg', labelEn: 'kg', stepGrams: 250, pricePerKg: 35_000 },
  quantity: 3,
  priceEach: 8_800,
  pickedGrams,
  amount: pickedGrams === null ? 26_400 : 28_400,
});

const order = (estimated: boolean): Order => ({
  ...codOrder({ totalAmount: estimated ? 46_400 : 48_400, deliveryFee: 20_000, estimated }),
  subtotal: estimated ? 26_400 : 28_400,
  weightGrams: estimated ? 750 : 812,
});

function serve(estimated: boolean) {
  vi.stubGlobal('fetch', async (url: string) =>
    Response.json({
      success: true,
      data: url === '/api/orders' ? [order(estimated)] : [tomatoes(estimated ? null : 812)],
    }),
  );
}

async function openOrder(locale: Locale = 'en') {
  const user = renderMyOrders(locale);
  const card = (await screen.findByRole('heading', { name: /#AB12CD34/ })).closest('article')!;
  await user.click(within(card).getByRole('button', { name: /View details|Xem chi tiết/ }));
  await within(card).findAllByText('Cà chua');
  return card;
}

afterEach(() => vi.unstubAllGlobals());

describe('My Orders with a line sold by weight', () => {
  it('shows the ordered weight and an estimated total until the order is weighed', async () => {
    serve(true);
    const card = await openOrder();
    expect(within(card).getAllByText('Estimated total')).toHaveLength(2);
    expect(card).toHaveTextContent(/1 item · 750\sg/);
    expect(within(card).getByTestId('estimated-weight')).toHaveTextContent(/^about 750\sg · estimated$/);
    expect(within(card).getByTestId('estimated-amount')).toHaveTextContent(/26,400\s₫/);
    expect(within(card).getByText(/weighed when packed/)).toBeInTheDocument();
  });

  it('shows the weighed grams, the line amount and the final total once weighed', async () => {
    serve(false);
    const card = await openOrder();
    expect(within(card).getByTestId('weighed')).toHaveTextContent(/^ordered 750\sg · weighed 812\sg$/);
    expect(within(card).queryByTestId('estimated-amount')).not.toBeInTheDocument();
    expect(within(card).getAllByText('28,400 ₫')).toHaveLength(2);
    expect(within(card).queryByText('Estimated total')).not.toBeInTheDocument();
    expect(within(card).getAllByText('48,400 ₫')).toHaveLength(2);
    // The card's weight is the weighed one.
    expect(card).toHaveTextContent(/1 item · 812\sg/);
  });

  it('reads in Vietnamese', async () => {
    serve(false);
    const card = await openOrder('vi');
    expect(within(card).getByTestId('weighed')).toHaveTextContent(/^đặt 750\sg · cân thực tế 812\sg$/);
  });
});
