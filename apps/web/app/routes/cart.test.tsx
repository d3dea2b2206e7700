import type { Order, User } from '@veggie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCart } from '../features/cart';
import { cartStore } from '../features/cart/cart-store';
import { answer, installFakeApi, tomato, type FakeApi } from '../features/cart/fake-cart-api.test-utils';
import { LocaleProvider, type Locale } from '../lib/i18n';
import { storage } from '../lib/storage';
import CartPage from './cart';
import { useCheckout } from '../features/checkout/use-checkout';

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

const order: Order = {
  _id: 'ord-0000-1111-ab12cd34',
  user: { _id: user._id, name: user.name, email: user.email },
  status: 'processing',
  totalAmount: 76_000,
  subtotal: 76_000,
  deliveryFee: 0,
  delivery: { slot: null, address: null, note: '' },
  payment: { method: 'cod', status: 'unpaid', paidAt: null, reference: null },
  itemCount: 2,
  shipping: { name: user.name, phone: user.phone, address: user.address },
  createdAt: '2026-11-21T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
};

function Where() {
  return <output aria-label="url">{`${useLocation().pathname}${useLocation().search}`}</output>;
}

/** The hook alone, so an empty cart can still try to check out. */
function Harness() {
  const { items } = useCart();
  const { checkout } = useCheckout(items);
  return (
    <button type="button" onClick={() => void checkout()}>
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
}: { token?: string; storedUser?: User; quantity?: number; page?: () => React.ReactNode; locale?: Locale } = {}) {
  api = installFakeApi();
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

const orderCreated = answer('POST /orders', {
  status: 201,
  data: { success: true, message: 'Order created successfully', data: order },
});

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

  it('asks a logged-out shopper to log in, to come back to the cart', async () => {
    const click = await renderCheckout({ storedUser: { ...user, phone: '' } });
    await click.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Please login to checkout')).toBeInTheDocument();
    expect(screen.getByLabelText('url')).toHaveTextContent(/^\/login\?redirectTo=%2Fcart$/);
    expect(api.calls).toEqual([]);
  });

  it('sends a user without phone or address to /profile before calling the server', async () => {
    const click = await renderCheckout({ token: 'tok', storedUser: { ...user, address: ' ' } });
    await click.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Please update your phone and address before checkout')).toBeInTheDocument();
    expect(screen.getByLabelText('url')).toHaveTextContent(/^\/profile\?redirectTo=%2Fcart$/);
    expect(api.calls.map((c) => c.call)).not.toContain('POST /orders');
  });

  it('places the order, clears the cart and goes to /orders', async () => {
    const click = await renderCheckout({ token: 'tok', storedUser: user });
    api.routes.push(orderCreated);
    await click.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('url')).toHaveTextContent('/orders');
    expect(storage.get('cart')).toEqual([]);
    expect(cartStore.getSnapshot().items).toEqual([]);
    const post = api.calls.find((c) => c.call === 'POST /orders');
    expect(post?.config.headers.get('Idempotency-Key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(post?.config.headers.get('Authorization')).toBe('Bearer tok');
  });

  it("shows the server's message for a refused order and stays on the cart", async () => {
    const click = await renderCheckout({ token: 'tok', storedUser: user });
    const message = 'Only 1 of "Cà chua bi Đà Lạt" left in stock';
    api.routes.push(
      answer('POST /orders', { status: 409, data: { success: false, code: 'insufficient_stock', message } }),
    );
    await click.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('url')).not.toBeInTheDocument();
    expect(storage.get('cart')).toHaveLength(1);
  });

  it('goes to /profile when the server says phone or address are missing', async () => {
    const click = await renderCheckout({ token: 'tok' });
    api.routes.push(
      answer('POST /orders', {
        status: 400,
        data: {
          success: false,
          code: 'missing_shipping_details',
          message: 'Please update your phone and address before checkout',
        },
      }),
    );
    await click.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Please update your phone and address before checkout')).toBeInTheDocument();
    expect(screen.getByLabelText('url')).toHaveTextContent(/^\/profile\?redirectTo=%2Fcart$/);
  });

  it('decides on the refusal code, whatever the language of the message', async () => {
    const click = await renderCheckout({ token: 'tok' });
    const vietnamese = 'Vui lòng cập nhật số điện thoại và địa chỉ trước khi thanh toán';
    api.routes.push(
      answer('POST /orders', {
        status: 400,
        data: { success: false, code: 'missing_shipping_details', message: vietnamese },
      }),
    );
    await click.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText(vietnamese)).toBeInTheDocument();
    expect(screen.getByLabelText('url')).toHaveTextContent(/^\/profile\?redirectTo=%2Fcart$/);
  });

  it('stays on the cart for another refusal, even one worded like the missing details', async () => {
    const click = await renderCheckout({ token: 'tok', storedUser: user });
    const message = 'Please update your phone and address before checkout';
    api.routes.push(answer('POST /orders', { status: 400, data: { success: false, code: 'cart_empty', message } }));
    await click.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('url')).not.toBeInTheDocument();
  });

  it('falls back to a generic message when no answer comes back', async () => {
    const click = await renderCheckout({ token: 'tok', storedUser: user });
    api.routes.push(answer('POST /orders', 'network-error'));
    await click.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Failed to create order. Please try again.')).toBeInTheDocument();
  });

  it('retries the same attempt with the same Idempotency-Key, and a changed cart gets a new one', async () => {
    const click = await renderCheckout({ token: 'tok', storedUser: user });
    const lostAnswer = answer('POST /orders', 'network-error');
    api.routes.push(lostAnswer);
    await click.click(screen.getByRole('button', { name: 'Checkout' }));
    await screen.findByText('Failed to create order. Please try again.');
    await click.click(screen.getByRole('button', { name: 'Checkout' }));
    await act(() => cartStore.updateQuantity(tomato._id, 3));
    await click.click(screen.getByRole('button', { name: 'Checkout' }));
    const keys = api.calls.filter((c) => c.call === 'POST /orders').map((c) => c.config.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
