import type { PublicDeliveryZone, User } from '@veggie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCart } from '../../cart';
import { cartStore } from '../../cart/cart-store';
import { answer, installFakeApi, tomato, type FakeApi } from '../../cart/fake-cart-api.test-utils';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import { useProceedToCheckout } from '../use-proceed-to-checkout';
import { CartPage } from './cart-page';

let api: FakeApi;

const user: User = {
  _id: 'u-1',
  name: 'Nguyễn Thị Lan',
  email: 'lan@example.com',
  phone: '0901 234 567',
  address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
  role: 'user',
  avatar: { url: '' },
  createdAt: '2026-01-01T00:00:00.000Z',
} as User;

function Where() {
  return <output aria-label="url">{`${useLocation().pathname}${useLocation().search}`}</output>;
}

/** The hook alone, so an empty cart can still try to check out. */
function Harness() {
  const { items } = useCart();
  const proceed = useProceedToCheckout(items);
  return (
    <button type="button" onClick={() => void proceed()}>
      Checkout
    </button>
  );
}

async function renderCheckout({
  token,
  storedUser,
  quantity = 2,
  page = CartPage,
  locale = 'en',
  zones,
}: {
  token?: string;
  storedUser?: User;
  quantity?: number;
  page?: () => React.ReactNode;
  locale?: Locale;
  zones?: PublicDeliveryZone[];
} = {}) {
  api = installFakeApi();
  if (zones) api.routes.push(answer('GET /delivery/zones', { status: 200, data: { success: true, data: zones } }));
  if (token) storage.set('token', token);
  if (storedUser) storage.set('user', storedUser);
  storage.set(
    'cart',
    quantity ? [{ id: tomato._id, name: tomato.name, price: 39_000, imageUrl: '', slug: 'x', quantity }] : [],
  );
  if (token && quantity) api.serverCart.set(tomato._id, { product: tomato, quantity, unitPrice: 38_000 });
  await act(() => cartStore.reload());
  api.calls.length = 0;
  const Stub = createRoutesStub([
    { path: '/cart', Component: page },
    { path: '/login', Component: Where },
    { path: '/profile', Component: Where },
    { path: '/orders', Component: Where },
    { path: '/checkout', Component: Where },
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider value={locale}>
        <Stub initialEntries={['/cart']} />
      </LocaleProvider>
      <ToastContainer />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => localStorage.clear());

describe('cart lines', () => {
  it("show the English name and the server's price per unit in English", async () => {
    await renderCheckout({ token: 'tok', storedUser: user });
    const row = screen.getByRole('link', { name: tomato.name }).closest('tr')!;
    expect(row).toHaveTextContent('Da Lat cherry tomatoes');
    expect(within(row).getByTestId('per-unit').parentElement).toHaveTextContent(/^38,000\s₫ \/ per box of 500 g$/);
  });

  it('show the Vietnamese unit and no English name in Vietnamese', async () => {
    await renderCheckout({ token: 'tok', storedUser: user, locale: 'vi' });
    const row = screen.getByRole('link', { name: tomato.name }).closest('tr')!;
    expect(row).not.toHaveTextContent('Da Lat cherry tomatoes');
    expect(within(row).getByTestId('per-unit').parentElement).toHaveTextContent(/^38\.000\s₫ \/ mỗi hộp 500 g$/);
  });
});

describe('checkout', () => {
  it('refuses an empty cart first, even when logged out', async () => {
    const click = await renderCheckout({ quantity: 0, page: Harness });
    await click.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByLabelText('url')).not.toBeInTheDocument();
  });

  it('asks a logged-out shopper to log in, to come back to the checkout', async () => {
    const click = await renderCheckout({ storedUser: { ...user, phone: '' } });
    await click.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Please login to checkout')).toBeInTheDocument();
    expect(screen.getByLabelText('url')).toHaveTextContent(/^\/login\?redirectTo=%2Fcheckout$/);
    // Nothing but the shop's delivery terms, which the cart shows to anyone.
    expect(api.calls.map((c) => c.call)).toEqual(['GET /delivery/zones']);
  });

  it('takes a logged-in shopper to /checkout, where the address and time are chosen, placing nothing yet', async () => {
    const click = await renderCheckout({ token: 'tok', storedUser: { ...user, address: ' ' } });
    await click.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByLabelText('url')).toHaveTextContent(/^\/checkout$/);
    expect(api.calls.map((c) => c.call)).not.toContain('POST /orders');
  });
});

describe('delivery terms in the cart', () => {
  const zones: PublicDeliveryZone[] = [
    { _id: 'z-1', name: 'Nội thành', fee: 20_000, freeFrom: 300_000, minOrder: 100_000, provinces: [], wards: [] },
    { _id: 'z-2', name: 'Ngoại thành', fee: 35_000, freeFrom: 500_000, minOrder: 200_000, provinces: [], wards: [] },
  ];

  it("show the shop's terms to a shopper with no address and no checked area, beside the area check", async () => {
    await renderCheckout({ zones, locale: 'vi' });
    expect(await screen.findByText('Phí giao hàng từ 20.000 ₫; miễn phí từ 300.000 ₫ tùy khu vực')).toBeInTheDocument();
    // 76.000 ₫ in the cart: below every area's minimum.
    expect(screen.getByText('Đơn tối thiểu từ 100.000 ₫ tùy khu vực')).toHaveClass('text-sale-700');
    expect(screen.getByRole('button', { name: 'Kiểm tra khu vực của tôi' })).toBeInTheDocument();
  });

  it('say the same in English', async () => {
    await renderCheckout({ zones });
    expect(
      await screen.findByText('Delivery from 20,000 ₫; free from 300,000 ₫, depending on your area'),
    ).toBeInTheDocument();
    expect(screen.getByText('Minimum order from 100,000 ₫, depending on your area')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check my area' })).toBeInTheDocument();
  });
});
