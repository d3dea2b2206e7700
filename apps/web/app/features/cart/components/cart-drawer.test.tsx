import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage';
import { cartStore } from '../cart-store';
import { spinach, tomato, type FakeApi } from '../fake-cart-api.test-utils';
import { renderCartDrawer } from './cart-drawer.test-utils';

let api: FakeApi;

async function renderCart(options?: Parameters<typeof renderCartDrawer>[0]) {
  const drawer = await renderCartDrawer(options);
  api = drawer.api;
  return drawer.user;
}

const line = (product: typeof tomato, quantity: number) => ({
  id: product._id,
  name: product.name,
  price: product.salePrice ?? product.price,
  imageUrl: product.imageUrl,
  slug: product.name.toLowerCase().replace(/\s+/g, '-'),
  quantity,
});

beforeEach(() => localStorage.clear());

// A test that stopped half-way must not leave the cart store's queue waiting on a held request.
afterEach(() => {
  api.hold = false;
  for (const request of api.held.splice(0)) request.release();
});

describe('Cart button', () => {
  it('shows no badge for an empty cart and the item count otherwise', async () => {
    await renderCart();
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    await act(() => cartStore.addItem(tomato, 2));
    await act(() => cartStore.addItem(spinach));
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
  });
});

describe('Cart drawer', () => {
  it('opens as a dialog with focus inside, closes on Escape and gives focus back', async () => {
    const user = await renderCart();
    const button = screen.getByRole('button', { name: 'Cart' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: /Shopping cart/ });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');
    // The page behind is out of reach of screen readers and Tab while the drawer is open.
    expect(button.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button.closest('[inert]')).toBeNull();
    expect(button).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop click', async () => {
    const user = await renderCart();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows each line's English name and its price per unit in English", async () => {
    const user = await renderCart();
    await act(() => cartStore.addItem(tomato));
    await act(() => cartStore.addItem(spinach));
    await user.click(screen.getByRole('button', { name: /^Cart/ }));
    const [first, second] = within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem');
    expect(within(first!).getByText('Da Lat cherry tomatoes')).toBeInTheDocument();
    expect(first).toHaveTextContent('39,000 ₫ / per box of 500 g');
    // No English name, no English unit: the Vietnamese unit.
    expect(second!.querySelectorAll('p')).toHaveLength(1);
    expect(second).toHaveTextContent('15,000 ₫ / per bó 500 g');
  });

  it('shows the Vietnamese unit and no English name in Vietnamese, and no unit for a line saved before units', async () => {
    const user = await renderCart({ cart: [line(spinach, 1)], locale: 'vi' });
    await act(() => cartStore.addItem(tomato));
    await user.click(screen.getByRole('button', { name: /^Giỏ hàng/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByText('Da Lat cherry tomatoes')).not.toBeInTheDocument();
    const [old, added] = within(dialog).getAllByRole('listitem');
    // The unit price and the line total of one bunch.
    expect(within(old!).getAllByText('15.000 ₫')).toHaveLength(2);
    expect(within(old!).queryByTestId('per-unit')).not.toBeInTheDocument();
    expect(added).toHaveTextContent('39.000 ₫ / mỗi hộp 500 g');
  });

  it('when empty says so and links back to the shop', async () => {
    const user = await renderCart();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(within(dialog).queryByText('Subtotal')).not.toBeInTheDocument();
  });

  it('lists each line with its total, links the name to /shop/:id, and sums the subtotal', async () => {
    const user = await renderCart({ cart: [line(tomato, 2), line(spinach, 1)] });
    await user.click(screen.getByRole('button', { name: /Cart/ }));
    const dialog = screen.getByRole('dialog', { name: 'Shopping cart (3)' });
    expect(within(dialog).getByRole('link', { name: tomato.name })).toHaveAttribute('href', `/shop/${tomato._id}`);
    expect(within(dialog).getByText('78,000 ₫')).toBeInTheDocument();
    expect(within(dialog).getByText('Subtotal').nextElementSibling).toHaveTextContent('93,000 ₫');
    expect(within(dialog).getByText('Shipping and taxes calculated at checkout.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(within(dialog).getByRole('img', { name: spinach.name })).toHaveAttribute(
      'src',
      '/images/product-placeholder.svg',
    );
  });

  it('disables minus at quantity 1, and plus, minus and remove change the cart', async () => {
    const user = await renderCart({ cart: [line(spinach, 1)] });
    await user.click(screen.getByRole('button', { name: /Cart/ }));
    const minus = screen.getByRole('button', { name: `Decrease quantity of ${spinach.name}` });
    expect(minus).toBeDisabled();
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${spinach.name}` }));
    expect(minus).toBeEnabled();
    expect(screen.getAllByText('30,000 ₫')).toHaveLength(2);
    await user.click(minus);
    expect(minus).toBeDisabled();
    await user.click(screen.getByRole('button', { name: `Remove ${spinach.name}` }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('logged in, five quick presses of plus all count: the drawer shows 26 at once and the server ends at 26', async () => {
    const user = await renderCart({ token: 'tok' });
    api.serverCart.set(spinach._id, { product: spinach, quantity: 21, unitPrice: 14_000 });
    await act(() => cartStore.reload());
    api.calls.length = 0;
    // Answers wait until released, as on a slow connection.
    api.hold = true;
    await user.click(screen.getByRole('button', { name: /Cart/ }));
    const stepper = screen.getByRole('group', { name: `Quantity of ${spinach.name}` });
    const plus = screen.getByRole('button', { name: `Increase quantity of ${spinach.name}` });
    for (let i = 0; i < 5; i++) await user.click(plus);
    expect(stepper).toHaveTextContent('26');
    expect(api.held.map((r) => [r.call, r.body])).toEqual([[`PUT /cart/${spinach._id}`, { quantity: 22 }]]);

    api.release(`PUT /cart/${spinach._id}`);
    await act(() => vi.waitFor(() => expect(api.held.map((r) => r.body)).toEqual([{ quantity: 26 }])));
    api.release(`PUT /cart/${spinach._id}`);
    await act(() => vi.waitFor(() => expect(api.held.map((r) => r.call)).toEqual(['GET /cart'])));
    // A new price on the server tells when the reload's answer has landed.
    api.serverCart.set(spinach._id, { ...api.serverCart.get(spinach._id)!, unitPrice: 13_500 });
    api.release('GET /cart');
    await act(() => vi.waitFor(() => expect(storage.get('cart')?.[0]?.price).toBe(13_500)));
    expect(api.calls).toHaveLength(3);
    expect(api.serverCart.get(spinach._id)?.quantity).toBe(26);
    expect(stepper).toHaveTextContent('26');
  });

  it('Clear Cart calls DELETE /api/cart when logged in and closes the drawer', async () => {
    const user = await renderCart({ token: 'tok' });
    await act(() => cartStore.addItem(tomato, 2));
    await user.click(screen.getByRole('button', { name: /Cart/ }));
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(api.calls.map((c) => c.call)).toContain('DELETE /cart');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(storage.get('cart')).toEqual([]);
  });
});
