import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../lib/i18n';
import type { StoredCartItem } from '../../../lib/storage';
import { cartStore } from '../cart-store';
import { installFakeApi, spinach } from '../fake-cart-api.test-utils';
import { renderCartDrawer } from './cart-drawer.test-utils';

/** Tomatoes at 35,000 ₫/kg in steps of 250 g (8,800 ₫ a step), at least 500 g. */
const tomatoes = {
  _id: 'p-tomato-kg-01',
  name: 'Cà chua',
  nameEn: 'Tomatoes',
  price: 8_800,
  salePrice: null,
  unit: { kind: 'weight' as const, label: 'kg', labelEn: 'kg', stepGrams: 250, pricePerKg: 35_000, minGrams: 500 },
  imageUrl: '',
  stock: 20,
  maxPerOrder: null,
};

const line = (product: typeof tomatoes | typeof spinach, quantity: number): StoredCartItem => ({
  id: product._id,
  name: product.name,
  nameEn: product.nameEn,
  price: product.salePrice ?? product.price,
  unit: product.unit,
  imageUrl: product.imageUrl,
  slug: product.name.toLowerCase(),
  quantity,
  stock: product.stock,
});

async function openDrawer(cart: StoredCartItem[], locale: Locale = 'en') {
  const { user } = await renderCartDrawer({ cart, locale });
  await user.click(screen.getByRole('button', { name: /Cart|Giỏ hàng/ }));
  return { user, dialog: screen.getByRole('dialog') };
}

beforeEach(() => localStorage.clear());

describe('a line sold by weight in the cart drawer', () => {
  it('reads "about 750 g · estimated", marks its amount and the subtotal as estimates, and counts as one item', async () => {
    const { dialog } = await openDrawer([line(tomatoes, 3), line(spinach, 2)]);
    expect(dialog).toHaveAccessibleName('Shopping cart (3)');
    expect(within(dialog).getByTestId('estimated-weight')).toHaveTextContent(/^about 750\sg · estimated$/);
    expect(within(dialog).getByTestId('estimated-amount')).toHaveTextContent(/^≈ Estimated: 26,400\s₫$/);
    expect(within(dialog).getByText('Estimated subtotal').nextElementSibling).toHaveTextContent('56,400 ₫');
    expect(within(dialog).getByText(/weighed when packed/)).toBeInTheDocument();
  });

  it('says "khoảng 750 g · ước tính" in Vietnamese', async () => {
    const { dialog } = await openDrawer([line(tomatoes, 3)], 'vi');
    expect(within(dialog).getByTestId('estimated-weight')).toHaveTextContent(/^khoảng 750\sg · ước tính$/);
    expect(within(dialog).getByText('Tạm tính (ước tính)')).toBeInTheDocument();
  });

  it('steps by 250 g and stops at the minimum weight', async () => {
    const { user, dialog } = await openDrawer([line(tomatoes, 3)]);
    const stepper = within(dialog).getByRole('group', { name: 'Weight of Cà chua' });
    const less = within(stepper).getByRole('button', { name: 'Less Cà chua' });
    await user.click(less);
    expect(stepper).toHaveTextContent(/500\sg/);
    expect(less).toBeDisabled();
    await user.click(within(stepper).getByRole('button', { name: 'More Cà chua' }));
    expect(stepper).toHaveTextContent(/750\sg/);
    expect(cartStore.getSnapshot().items[0]?.quantity).toBe(3);
  });

  it('a piece-only cart keeps the plain subtotal', async () => {
    const { dialog } = await openDrawer([line(spinach, 2)]);
    expect(within(dialog).getByText('Subtotal')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('estimated-amount')).not.toBeInTheDocument();
  });
});

describe('the cart store and a weight line', () => {
  it('adds at least the minimum and keeps a line at its minimum when asked for less', async () => {
    installFakeApi();
    await act(() => cartStore.reload());
    await act(() => cartStore.addItem(tomatoes, 1));
    expect(cartStore.getSnapshot().items[0]?.quantity).toBe(2);
    await act(() => cartStore.updateQuantity(tomatoes._id, 1));
    expect(cartStore.getSnapshot().items[0]?.quantity).toBe(2);
    await act(() => cartStore.updateQuantity(tomatoes._id, 0));
    expect(cartStore.getSnapshot().items).toEqual([]);
  });
});
