import type { CartEntry, Order, OrderLine, ReorderResult } from '@veggie/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../cart/cart-store';
import { storage } from '../../../lib/storage';
import { codOrder, noInvoice } from '../../../test/fixtures';
import { renderMyOrders } from './my-orders.test-utils';

const order: Order = codOrder({
  status: 'delivered',
  subtotal: 150_000,
  deliveryFee: 20_000,
  discounts: [{ promotionId: 'pr-1', code: 'RAU10', title: '10% off vegetables', amount: 15_000 }],
  points: { used: 30, amount: 3_000, earned: 15 },
  totalAmount: 152_000,
  itemCount: 3,
});

const mango: CartEntry = {
  _id: 'line-mango',
  product: {
    _id: 'p-mango',
    name: 'Xoài cát Hòa Lộc',
    nameEn: 'Hoa Loc mangoes',
    price: 50_000,
    salePrice: null,
    unit: { kind: 'piece', label: 'túi 1 kg', labelEn: 'bag of 1 kg' },
    imageUrl: '',
    stock: 10,
    maxPerOrder: null,
  },
  quantity: 2,
  unitPrice: 50_000,
  lineTotal: 100_000,
  addedAt: '2026-11-28T08:00:00.000Z',
};

const result: ReorderResult = {
  cart: [mango],
  skipped: [
    { productId: 'p-avocado', name: 'Bơ sáp', reason: 'not_sold', added: 0 },
    { productId: 'p-kale', name: 'Cải xoăn', reason: 'out_of_stock', added: 0 },
    { productId: 'p-mango', name: 'Xoài cát Hòa Lộc', reason: 'reduced', added: 2 },
  ],
};

/** GET /orders answers [order]; the reorder answers `reorderReply`; GET /cart the cart the reorder made. */
function serve(reorderReply: { status: number; data: unknown }, lines: OrderLine[] = []) {
  const calls: string[] = [];
  let cart: CartEntry[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${url}`;
    calls.push(call);
    if (call === 'GET /api/orders') return Response.json({ success: true, data: [order] });
    if (call === `POST /api/orders/${order._id}/reorder`) {
      if (reorderReply.status === 200) cart = (reorderReply.data as { data: ReorderResult }).data.cart;
      return Response.json(reorderReply.data, { status: reorderReply.status });
    }
    if (call === 'GET /api/cart') return Response.json({ success: true, data: cart });
    if (call === `GET /api/orders/${order._id}/invoice`) return Response.json({ success: true, data: noInvoice });
    return Response.json({ success: true, data: lines });
  });
  return calls;
}

beforeEach(() => {
  localStorage.clear();
  storage.set('token', 'tok');
});
afterEach(() => vi.unstubAllGlobals());

const card = async () => (await screen.findByRole('heading', { name: /#AB12CD34/ })).closest('article')!;

describe('Buy again', () => {
  it('fills the cart, says what could not be added and why, and offers the cart', async () => {
    const calls = serve({ status: 200, data: { success: true, data: result } });
    const user = renderMyOrders();
    await act(() => cartStore.reload());
    await user.click(within(await card()).getByRole('button', { name: 'Buy again' }));
    const status = await within(await card()).findByText('Added to your cart at today’s prices, except:');
    const box = status.parentElement!;
    expect(box).toHaveTextContent('Bơ sáp: no longer sold');
    expect(box).toHaveTextContent('Cải xoăn: out of stock');
    expect(box).toHaveTextContent('Xoài cát Hòa Lộc: only 2 added, fewer than you ordered');
    expect(within(box).getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
    // The cart store read the server's cart again: the header and the drawer show what was added.
    await waitFor(() => expect(cartStore.getSnapshot().items.map((item) => item.id)).toEqual(['p-mango']));
    expect(calls.filter((c) => c === `POST /api/orders/${order._id}/reorder`)).toHaveLength(1);
  });

  it('says so when nothing could be added, in Vietnamese', async () => {
    const none: ReorderResult = {
      cart: [],
      skipped: [
        { productId: null, name: 'Bơ sáp', reason: 'not_sold', added: 0 },
        { productId: 'p-kale', name: 'Cải xoăn', reason: 'out_of_stock', added: 0 },
        { productId: 'p-x', name: 'Xoài', reason: 'out_of_stock', added: 0 },
      ],
    };
    serve({ status: 200, data: { success: true, data: none } });
    const user = renderMyOrders('vi');
    await user.click(within(await card()).getByRole('button', { name: 'Mua lại' }));
    const status = await within(await card()).findByText('Hiện không thêm được sản phẩm nào của đơn này:');
    expect(status.parentElement).toHaveTextContent('Bơ sáp: không còn bánCải xoăn: đã hết hàng');
    expect(within(await card()).queryByRole('link', { name: 'Xem giỏ hàng' })).not.toBeInTheDocument();
  });

  it("shows the shop's refusal", async () => {
    const message = 'Only your own orders can be bought again';
    serve({ status: 403, data: { success: false, code: 'order_not_reorderable', message } });
    const user = renderMyOrders();
    await user.click(within(await card()).getByRole('button', { name: 'Buy again' }));
    expect(await within(await card()).findByText(message)).toBeInTheDocument();
  });
});

describe("an order's discounts and points", () => {
  it('shows each discount, the points used and the points earned', async () => {
    serve({ status: 200, data: { success: true, data: result } });
    const user = renderMyOrders();
    expect(within(await card()).getByText('+15 points earned')).toBeInTheDocument();
    await user.click(within(await card()).getByRole('button', { name: 'View details' }));
    await waitFor(() =>
      expect(within(screen.getByRole('article')).getByText('Subtotal').closest('dl')).toHaveTextContent(
        'Subtotal150,000 ₫10% off vegetables(RAU10)−15,000 ₫Delivery fee20,000 ₫Reward points (30)−3,000 ₫Total152,000 ₫',
      ),
    );
  });
});
