import { act, render, renderHook, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

const localTomato = { id: tomato._id, name: tomato.name, price: 39_000, imageUrl: tomato.imageUrl, slug: 'cà-chua-bi-đà-lạt', quantity: 2 };

beforeEach(() => {
  localStorage.clear();
});

describe('cart store, logged out', () => {
  it('adds a new product at its sale price with a slug from its name, and saves it locally', async () => {
    const { result } = await visit();
    await act(() => result.current.addItem(tomato));
    expect(result.current.items).toEqual([
      { id: tomato._id, name: tomato.name, price: 39_000, imageUrl: '/uploads/tomato.jpg', slug: 'cà-chua-bi-đà-lạt', quantity: 1 },
    ]);
    expect(storage.get('cart')).toEqual(result.current.items);
    expect(api.calls).toEqual([]);
  });

  it('adds a new product with the chosen quantity', async () => {
    const { result } = await visit();
    await act(() => result.current.addItem(spinach, 3));
    expect(result.current.items).toMatchObject([{ id: spinach._id, price: 15_000, imageUrl: '', slug: 'rau-muống', quantity: 3 }]);
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
    api.serverCart.set(spinach._id, { product: spinach, quantity: 2, unitPrice: 12_500 });
    await act(() => cartStore.reload());
    const { result } = renderHook(() => useCart());
    expect(api.calls.map((c) => c.call)).toEqual(['GET /cart']);
    expect(api.calls[0]?.config.headers.get('Authorization')).toBe('Bearer tok');
    expect(result.current.items).toEqual([
      { id: spinach._id, name: 'Rau muống', price: 12_500, imageUrl: '', slug: 'rau-muống', quantity: 2 },
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
    let applied: boolean | undefined;
    await act(async () => {
      applied = await result.current.addItem(tomato, 2);
    });
    expect(applied).toBe(true);
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
    let applied: boolean | undefined;
    await act(async () => {
      applied = await result.current.updateQuantity(tomato._id, 3);
    });
    expect(applied).toBe(false);
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
