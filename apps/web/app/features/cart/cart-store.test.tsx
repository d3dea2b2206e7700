import { act, render, renderHook, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../lib/storage';
import { cartStore } from './cart-store';
import { answer, installFakeApi, spinach, tomato, type FakeApi } from './fake-cart-api.test-utils';
import { useCart } from './hooks/use-cart';
import { mergeGuestCart } from './index';

let api: FakeApi;

/** A fresh page visit: the fake API, the given storage, the store read again. */
async function visit({ token, cart }: { token?: string; cart?: Parameters<typeof storage.set<'cart'>>[1] } = {}) {
  api = installFakeApi();
  if (token) storage.set('token', token);
  if (cart) storage.set('cart', cart);
  await act(() => cartStore.reload());
  api.calls.length = 0;
  return renderHook(() => useCart());
}

/** Whether a cart action applied as asked, once React has settled the updates it made. */
async function outcome(action: () => Promise<boolean>): Promise<boolean> {
  let applied = false;
  await act(async () => {
    applied = await action();
  });
  return applied;
}

const localTomato = {
  id: tomato._id,
  name: tomato.name,
  price: 39_000,
  imageUrl: tomato.imageUrl,
  slug: 'cà-chua-bi-đà-lạt',
  quantity: 2,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// A test that stopped half-way must not leave the store's queue waiting on a request nobody releases.
afterEach(() => {
  api.hold = false;
  for (const request of api.held.splice(0)) request.release();
});

describe('cart store, logged out', () => {
  it('adds a new product at its sale price with a slug from its name, and saves it locally', async () => {
    const { result } = await visit();
    await act(() => result.current.addItem(tomato));
    expect(result.current.items).toEqual([
      {
        id: tomato._id,
        name: tomato.name,
        nameEn: 'Da Lat cherry tomatoes',
        price: 39_000,
        unit: { kind: 'piece', label: 'hộp 500 g', labelEn: 'box of 500 g' },
        imageUrl: '/uploads/tomato.jpg',
        slug: 'cà-chua-bi-đà-lạt',
        quantity: 1,
        stock: 20,
        maxPerOrder: null,
      },
    ]);
    expect(storage.get('cart')).toEqual(result.current.items);
    expect(api.calls).toEqual([]);
  });

  it('adds a new product with the chosen quantity', async () => {
    const { result } = await visit();
    await act(() => result.current.addItem(spinach, 3));
    expect(result.current.items).toMatchObject([
      { id: spinach._id, price: 15_000, imageUrl: '', slug: 'rau-muống', quantity: 3 },
    ]);
  });

  it('adding a product already in the cart increases its quantity by the chosen amount (default 1)', async () => {
    const { result } = await visit();
    await act(() => result.current.addItem(tomato));
    await act(() => result.current.addItem(tomato));
    await act(() => result.current.addItem(tomato, 4));
    expect(result.current.items).toHaveLength(1);
    expect(result.current.items[0]?.quantity).toBe(6);
  });

  it('sets a quantity, and removes the line when the quantity goes below 1', async () => {
    const { result } = await visit({ cart: [localTomato] });
    await act(() => result.current.updateQuantity(tomato._id, 5));
    expect(result.current.items[0]?.quantity).toBe(5);
    await act(() => result.current.updateQuantity(tomato._id, 0));
    expect(result.current.items).toEqual([]);
    expect(storage.get('cart')).toEqual([]);
  });

  it('derives totalItems and totalPrice from the lines', async () => {
    const { result } = await visit({ cart: [localTomato] });
    await act(() => result.current.addItem(spinach, 3));
    expect(result.current.totalItems).toBe(5);
    expect(result.current.totalPrice).toBe(2 * 39_000 + 3 * 15_000);
  });

  it('loads the locally stored cart and never calls the server', async () => {
    const { result } = await visit({ cart: [localTomato] });
    expect(result.current.items).toEqual([localTomato]);
    await act(() => result.current.removeItem(tomato._id));
    expect(result.current.items).toEqual([]);
    expect(api.calls).toEqual([]);
  });
});

describe('cart store, logged in', () => {
  it('loads the server cart and uses the server unit price', async () => {
    api = installFakeApi();
    storage.set('token', 'tok');
    storage.set('cart', [localTomato]);
    api.serverCart.set(spinach._id, { product: { ...spinach, maxPerOrder: 4 }, quantity: 2, unitPrice: 12_500 });
    await act(() => cartStore.reload());
    const { result } = renderHook(() => useCart());
    expect(api.calls.map((c) => c.call)).toEqual(['GET /cart']);
    expect(api.calls[0]?.config.headers.get('Authorization')).toBe('Bearer tok');
    expect(result.current.items).toEqual([
      {
        id: spinach._id,
        name: 'Rau muống',
        nameEn: null,
        price: 12_500,
        unit: { kind: 'piece', label: 'bó 500 g', labelEn: null },
        imageUrl: '',
        slug: 'rau-muống',
        quantity: 2,
        stock: 50,
        maxPerOrder: 4,
      },
    ]);
    expect(storage.get('cart')).toEqual(result.current.items);
  });

  it('falls back to the local cart when the server cart cannot be loaded', async () => {
    api = installFakeApi();
    api.routes.push(answer('GET /cart', { status: 500, data: { success: false, message: 'boom' } }));
    storage.set('token', 'tok');
    storage.set('cart', [localTomato]);
    await act(() => cartStore.reload());
    const { result } = renderHook(() => useCart());
    expect(result.current.items).toEqual([localTomato]);
  });

  it('adds through the server, then reloads the server cart', async () => {
    const { result } = await visit({ token: 'tok' });
    await act(() => result.current.addItem(tomato, 2));
    expect(api.calls.map((c) => [c.call, c.body])).toEqual([
      ['POST /cart', { productId: tomato._id, quantity: 2 }],
      ['GET /cart', undefined],
    ]);
    expect(result.current.items).toMatchObject([{ id: tomato._id, quantity: 2, price: 38_000 }]);
  });

  it('updates and removes through the server', async () => {
    const { result } = await visit({ token: 'tok' });
    await act(() => result.current.addItem(tomato));
    await act(() => result.current.updateQuantity(tomato._id, 4));
    expect(result.current.items[0]?.quantity).toBe(4);
    await act(() => result.current.updateQuantity(tomato._id, 0));
    expect(api.calls.map((c) => c.call)).toContain(`DELETE /cart/${tomato._id}`);
    expect(result.current.items).toEqual([]);
  });

  it('changes only the local cart, silently, when the server call fails', async () => {
    const { result } = await visit({ token: 'tok', cart: [] });
    api.routes.push(answer('POST /cart', 'network-error'));
    render(<ToastContainer />);
    expect(await outcome(() => result.current.addItem(tomato, 2))).toBe(true);
    expect(result.current.items).toMatchObject([{ id: tomato._id, quantity: 2, price: 39_000 }]);
    expect(storage.get('cart')).toEqual(result.current.items);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server message for a stock refusal (409) and leaves the cart unchanged', async () => {
    const { result } = await visit({ token: 'tok' });
    await act(() => result.current.addItem(tomato, 2));
    const before = storage.get('cart');
    const message = 'Only 2 of "Cà chua bi Đà Lạt" left in stock';
    api.routes.push(answer(`PUT /cart/${tomato._id}`, { status: 409, data: { success: false, message } }));
    render(<ToastContainer />);
    expect(await outcome(() => result.current.updateQuantity(tomato._id, 3))).toBe(false);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(result.current.items[0]?.quantity).toBe(2);
    expect(storage.get('cart')).toEqual(before);
  });

  it('Clear Cart empties the cart, calls DELETE /api/cart and closes the drawer', async () => {
    const { result } = await visit({ token: 'tok' });
    await act(() => result.current.addItem(tomato));
    act(() => result.current.openDrawer());
    await act(() => result.current.clearCart());
    expect(api.calls.map((c) => c.call)).toContain('DELETE /cart');
    expect(api.serverCart.size).toBe(0);
    expect(result.current.items).toEqual([]);
    expect(result.current.isOpen).toBe(false);
    expect(storage.get('cart')).toEqual([]);
  });

  it('Clear Cart when logged out stays local', async () => {
    const { result } = await visit({ cart: [localTomato] });
    await act(() => result.current.clearCart());
    expect(result.current.items).toEqual([]);
    expect(api.calls).toEqual([]);
  });
});

describe('quick presses on a logged-in line', () => {
  const line = `/cart/${spinach._id}`;
  const PUT = `PUT ${line}`;

  /** A logged-in page whose server cart holds 21 of spinach, with every later request held for the test. */
  async function visitWith21() {
    api = installFakeApi();
    storage.set('token', 'tok');
    api.serverCart.set(spinach._id, { product: spinach, quantity: 21, unitPrice: 14_000 });
    await act(() => cartStore.reload());
    api.calls.length = 0;
    api.hold = true;
    const { result } = renderHook(() => useCart());
    const quantity = () => result.current.items.find((item) => item.id === spinach._id)?.quantity;
    const settled: Promise<boolean>[] = [];
    /** One press of "+" or "-", as the stepper makes it: from the quantity on the screen. */
    const press = (step: 1 | -1) =>
      act(() => {
        settled.push(result.current.updateQuantity(spinach._id, quantity()! + step));
      });
    return { quantity, press, settled };
  }

  /** Waits (on the store's requests, not on a clock) until exactly these requests are in flight. */
  const untilHeld = (...expected: [string, unknown][]) =>
    act(() => vi.waitFor(() => expect(api.held.map((request) => [request.call, request.body])).toEqual(expected)));

  it('shows every press at once, sends the latest quantity after each answer, and ends where the server is', async () => {
    const { quantity, press, settled } = await visitWith21();
    press(1);
    await untilHeld([PUT, { quantity: 22 }]);
    for (let i = 0; i < 4; i++) press(1);
    expect(quantity()).toBe(26);

    api.release(PUT);
    // The four presses made while 22 was on its way go as one request, for the latest quantity.
    await untilHeld([PUT, { quantity: 26 }]);
    press(1);
    press(1);
    expect(quantity()).toBe(28);
    api.release(PUT);
    await untilHeld([PUT, { quantity: 28 }]);
    api.release(PUT);
    await untilHeld(['GET /cart', undefined]);

    // A press while the cart is being read again: that answer (28) is older than the screen.
    press(-1);
    api.release('GET /cart');
    await untilHeld([PUT, { quantity: 27 }]);
    expect(quantity()).toBe(27);
    api.release(PUT);
    await untilHeld(['GET /cart', undefined]);
    api.release('GET /cart');

    expect(await act(() => Promise.all(settled))).toEqual(Array.from({ length: 8 }, () => true));
    expect(api.serverCart.get(spinach._id)?.quantity).toBe(27);
    expect(quantity()).toBe(27);
    expect(storage.get('cart')?.[0]?.quantity).toBe(27);
    expect(api.calls.map((c) => c.call)).toEqual([PUT, PUT, PUT, 'GET /cart', PUT, 'GET /cart']);
  });

  it('keeps presses made while the cart was still loading', async () => {
    api = installFakeApi();
    storage.set('token', 'tok');
    storage.set('cart', [
      { id: spinach._id, name: spinach.name, price: 14_000, imageUrl: '', slug: 'rau-muống', quantity: 21, stock: 50 },
    ]);
    api.serverCart.set(spinach._id, { product: spinach, quantity: 21, unitPrice: 14_000 });
    api.hold = true;
    const reloaded = cartStore.reload();
    await untilHeld(['GET /cart', undefined]);
    const { result } = renderHook(() => useCart());
    for (let i = 0; i < 5; i++) {
      act(() => {
        void result.current.updateQuantity(spinach._id, result.current.items[0]!.quantity + 1);
      });
    }
    expect(result.current.items[0]?.quantity).toBe(26);

    api.release('GET /cart');
    await untilHeld([PUT, { quantity: 26 }]);
    // The load answered 21, but the presses are newer.
    expect(result.current.items[0]?.quantity).toBe(26);
    api.release(PUT);
    await untilHeld(['GET /cart', undefined]);
    api.release('GET /cart');
    await act(() => reloaded);
    await act(() => vi.waitFor(() => expect(api.held).toEqual([])));
    await act(() => vi.waitFor(() => expect(api.calls.at(-1)?.call).toBe('GET /cart')));
    expect(api.serverCart.get(spinach._id)?.quantity).toBe(26);
    expect(result.current.items[0]?.quantity).toBe(26);
  });

  it('shows a stock refusal and then what the server holds', async () => {
    const { quantity, press, settled } = await visitWith21();
    const message = 'Only 23 of "Rau muống" left in stock';
    api.routes.push((config, body) =>
      config.method === 'put' && (body as { quantity: number }).quantity > 23
        ? { status: 409, data: { success: false, message } }
        : undefined,
    );
    render(<ToastContainer />);
    press(1);
    await untilHeld([PUT, { quantity: 22 }]);
    for (let i = 0; i < 4; i++) press(1);
    expect(quantity()).toBe(26);
    api.release(PUT);
    await untilHeld([PUT, { quantity: 26 }]);
    api.release(PUT);
    await untilHeld(['GET /cart', undefined]);
    api.release('GET /cart');
    expect(await act(() => Promise.all(settled))).toEqual([false, false, false, false, false]);
    expect(await screen.findByText(message)).toBeInTheDocument();
    // 22 was taken, 26 was refused: the screen shows the server's 22.
    expect(api.serverCart.get(spinach._id)?.quantity).toBe(22);
    expect(quantity()).toBe(22);
  });

  it('keeps the pressed quantity locally, silently, when the server cannot be reached', async () => {
    const { quantity, press, settled } = await visitWith21();
    api.hold = false;
    api.routes.push(answer(PUT, 'network-error'));
    render(<ToastContainer />);
    for (let i = 0; i < 3; i++) press(1);
    expect(await act(() => Promise.all(settled))).toEqual([true, true, true]);
    expect(quantity()).toBe(24);
    expect(storage.get('cart')?.[0]?.quantity).toBe(24);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the stock the page knows', () => {
  const scarce = { ...tomato, stock: 7 };
  const cappedMessage = 'Only 7 of "Cà chua bi Đà Lạt" in stock: your cart holds 7';

  it('caps a guest line at the stock and says so (7 in stock, 7 + 7 asked)', async () => {
    const { result } = await visit();
    render(<ToastContainer />);
    expect(await outcome(() => result.current.addItem(scarce, 7))).toBe(true);
    expect(screen.queryByText(cappedMessage)).not.toBeInTheDocument();
    expect(await outcome(() => result.current.addItem(scarce, 7))).toBe(false);
    expect(result.current.items).toMatchObject([{ id: scarce._id, quantity: 7, stock: 7 }]);
    expect(storage.get('cart')?.[0]?.quantity).toBe(7);
    expect(await screen.findByText(cappedMessage)).toBeInTheDocument();
  });

  it('adds only what is left, and "+" stops at the stock', async () => {
    const { result } = await visit();
    render(<ToastContainer />);
    await act(() => result.current.addItem(scarce, 5));
    expect(await outcome(() => result.current.addItem(scarce, 5))).toBe(false);
    expect(result.current.items[0]?.quantity).toBe(7);
    expect(await outcome(() => result.current.updateQuantity(scarce._id, 8))).toBe(false);
    expect(result.current.items[0]?.quantity).toBe(7);
    expect(await screen.findByText(cappedMessage)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('never cuts a line the stock fell under with "+", and "-" still lowers it', async () => {
    const { result } = await visit({ cart: [{ ...localTomato, quantity: 10, stock: 7 }] });
    await act(() => result.current.updateQuantity(tomato._id, 11));
    expect(result.current.items[0]?.quantity).toBe(10);
    await act(() => result.current.updateQuantity(tomato._id, 9));
    expect(result.current.items[0]?.quantity).toBe(9);
  });

  it('logged in, "+" at the stock the server last showed sends nothing and says so', async () => {
    api = installFakeApi();
    storage.set('token', 'tok');
    api.serverCart.set(tomato._id, { product: scarce, quantity: 7, unitPrice: 38_000 });
    await act(() => cartStore.reload());
    api.calls.length = 0;
    const { result } = renderHook(() => useCart());
    render(<ToastContainer />);
    expect(await outcome(() => result.current.updateQuantity(tomato._id, 8))).toBe(false);
    expect(result.current.items[0]?.quantity).toBe(7);
    expect(await screen.findByText(cappedMessage)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('the per-order limit the page knows', () => {
  const limited = { ...tomato, maxPerOrder: 3 };
  const cappedMessage = 'You can buy at most 3 of "Cà chua bi Đà Lạt" in one order: your cart holds 3';

  it('caps a guest line at the limit, below the stock, and "+" stops there', async () => {
    const { result } = await visit();
    render(<ToastContainer />);
    expect(await outcome(() => result.current.addItem(limited, 5))).toBe(false);
    expect(result.current.items).toMatchObject([{ id: limited._id, quantity: 3, stock: 20, maxPerOrder: 3 }]);
    expect(storage.get('cart')?.[0]?.quantity).toBe(3);
    expect(await screen.findByText(cappedMessage)).toBeInTheDocument();
    expect(await outcome(() => result.current.updateQuantity(limited._id, 4))).toBe(false);
    expect(result.current.items[0]?.quantity).toBe(3);
    expect(api.calls).toEqual([]);
  });

  it('logged in, shows the refusal of a limit set since the page loaded and leaves the cart unchanged', async () => {
    const { result } = await visit({ token: 'tok' });
    await act(() => result.current.addItem(tomato, 2));
    const before = storage.get('cart');
    const message = 'You can buy at most 2 of "Cà chua bi Đà Lạt" in one order';
    api.routes.push(
      answer(`PUT /cart/${tomato._id}`, {
        status: 400,
        data: { success: false, code: 'quantity_above_limit', message },
      }),
    );
    render(<ToastContainer />);
    expect(await outcome(() => result.current.updateQuantity(tomato._id, 3))).toBe(false);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(result.current.items[0]?.quantity).toBe(2);
    expect(storage.get('cart')).toEqual(before);
  });
});

describe('mergeGuestCart', () => {
  it('posts the local lines to /cart/merge, then keeps the server cart locally', async () => {
    const { result } = await visit({ cart: [localTomato] });
    storage.set('token', 'tok');
    api.serverCart.set(spinach._id, { product: spinach, quantity: 1, unitPrice: 15_000 });
    await act(() => mergeGuestCart());
    expect(api.calls.map((c) => [c.call, c.body])).toEqual([
      ['POST /cart/merge', { items: [{ productId: tomato._id, quantity: 2 }] }],
      ['GET /cart', undefined],
    ]);
    expect(result.current.items.map((i) => [i.id, i.quantity])).toEqual([
      [spinach._id, 1],
      [tomato._id, 2],
    ]);
    expect(storage.get('cart')).toEqual(result.current.items);
  });

  it('leaves a message for the next page naming each line the server capped, and its new quantity', async () => {
    const { result } = await visit({ cart: [{ ...localTomato, quantity: 30 }] });
    storage.set('token', 'tok');
    await act(() => mergeGuestCart());
    expect(result.current.items.map((i) => [i.id, i.quantity])).toEqual([[tomato._id, 20]]);
    expect(JSON.parse(sessionStorage.getItem('veggie:warnings-on-next-page') ?? '[]')).toEqual([
      'Your cart holds 20 of "Cà chua bi Đà Lạt", not 30: that is all we can sell you',
    ]);
  });

  it('speaks the language of the page on screen', async () => {
    document.documentElement.lang = 'vi';
    try {
      await visit({ cart: [{ ...localTomato, quantity: 30 }] });
      storage.set('token', 'tok');
      await act(() => mergeGuestCart());
      expect(JSON.parse(sessionStorage.getItem('veggie:warnings-on-next-page') ?? '[]')).toEqual([
        'Giỏ hàng của bạn có 20 sản phẩm "Cà chua bi Đà Lạt" thay vì 30: đó là tất cả số hàng chúng tôi còn',
      ]);
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('says when a merged product is sold out', async () => {
    await visit({ cart: [localTomato] });
    storage.set('token', 'tok');
    api.routes.push(
      answer('POST /cart/merge', {
        status: 200,
        data: {
          success: true,
          data: [],
          adjusted: [{ productId: tomato._id, name: tomato.name, requested: 2, quantity: 0 }],
        },
      }),
    );
    await act(() => mergeGuestCart());
    expect(JSON.parse(sessionStorage.getItem('veggie:warnings-on-next-page') ?? '[]')).toEqual([
      '"Cà chua bi Đà Lạt" is sold out and was not added to your cart',
    ]);
  });

  it('leaves no message when nothing was capped', async () => {
    await visit({ cart: [localTomato] });
    storage.set('token', 'tok');
    await act(() => mergeGuestCart());
    expect(sessionStorage.getItem('veggie:warnings-on-next-page')).toBeNull();
  });

  it('never throws: on failure the local cart stays', async () => {
    const { result } = await visit({ cart: [localTomato] });
    storage.set('token', 'tok');
    api.routes.push(answer('POST /cart/merge', { status: 500, data: { success: false, message: 'boom' } }));
    await expect(act(() => mergeGuestCart())).resolves.toBeUndefined();
    expect(result.current.items).toEqual([localTomato]);
  });
});

describe('mergeGuestCart on a fresh page (the login screen renders no cart)', () => {
  it('merges the guest lines before anything loads the server cart over them', async () => {
    vi.resetModules();
    const { installFakeApi: install } = await import('./fake-cart-api.test-utils');
    const { storage: freshStorage } = await import('../../lib/storage');
    const { mergeGuestCart: merge } = await import('./index');
    const fresh = install();
    fresh.serverCart.set(spinach._id, { product: spinach, quantity: 1, unitPrice: 15_000 });
    freshStorage.set('cart', [localTomato]);
    freshStorage.set('token', 'tok');
    await merge();
    expect(fresh.calls.map((c) => [c.call, c.body])).toEqual([
      ['POST /cart/merge', { items: [{ productId: tomato._id, quantity: 2 }] }],
      ['GET /cart', undefined],
    ]);
    expect(freshStorage.get('cart')?.map((i) => [i.id, i.quantity])).toEqual([
      [spinach._id, 1],
      [tomato._id, 2],
    ]);
  });
});
