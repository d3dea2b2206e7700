import { randomUUID } from 'node:crypto';
import {
  adminOrderListSchema,
  errorEnvelopeSchema,
  messageEnvelopeSchema,
  orderDetailEnvelopeSchema,
  orderEnvelopeSchema,
  type OrderStatus,
} from '@veggie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, createProduct, createUser, placeOrder } from '../../../test/fixtures';
import { products } from '../products/products.table';
import { orders } from './orders.table';

describe('admin orders', () => {
  let t: TestApp;
  let admin: string;
  let shopper: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await createUser(t.app.db, { role: 'admin' })).token;
    shopper = (await createUser(t.app.db)).token;
  });
  afterAll(() => t.close());

  const asAdmin = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });
  const setStatus = (id: string, status: OrderStatus | string) =>
    asAdmin('PUT', `/api/orders/admin/orders/${id}/status`, { status });
  const stockOf = async (productId: string) =>
    (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]?.stock;
  const statusOf = async (orderId: string) =>
    (await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

  it('answers 401 without a token and 403 for a shopper on every admin route', async () => {
    const id = randomUUID();
    const routes = [
      ['GET', '/api/orders/admin/orders'],
      ['GET', '/api/orders/admin/orders/stats'],
      ['GET', `/api/orders/admin/orders/${id}`],
      ['PUT', `/api/orders/admin/orders/${id}/status`],
      ['POST', `/api/orders/admin/orders/${id}/weights`],
      ['DELETE', `/api/orders/admin/orders/${id}`],
    ] as const;
    for (const [method, url] of routes) {
      const payload =
        method === 'PUT'
          ? { status: 'shipped' }
          : method === 'POST'
            ? { lines: [{ lineId: id, pickedGrams: 500 }] }
            : undefined;
      const anonymous = await t.app.inject({ method, url, ...(payload && { payload }) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const user = await t.app.inject({ method, url, headers: bearer(shopper), ...(payload && { payload }) });
      expect(user.statusCode, `${method} ${url}`).toBe(403);
      expect(errorEnvelopeSchema.parse(user.json()).message).toBe('You do not have permission to do this');
    }
  });

  it('documents every cart and order route with a tag and bearer security', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>>;
    };
    const expected: Record<string, string[]> = {
      '/api/cart': ['get', 'post', 'delete'],
      '/api/cart/merge': ['post'],
      '/api/cart/{productId}': ['put', 'delete'],
      '/api/orders': ['get', 'post'],
      '/api/orders/{id}': ['get'],
      '/api/orders/admin/orders': ['get'],
      '/api/orders/admin/orders/stats': ['get'],
      '/api/orders/admin/orders/{id}': ['get', 'delete'],
      '/api/orders/admin/orders/{id}/status': ['put'],
      '/api/orders/admin/orders/{id}/weights': ['post'],
      '/api/orders/admin/orders/{id}/lines/{lineId}/substitutes': ['get'],
      '/api/orders/admin/orders/{id}/lines/{lineId}/substitute': ['post'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      const item = doc.paths[path];
      for (const method of methods) {
        const operation = item?.[method];
        expect(operation?.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
        expect(operation?.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
      }
    }
  });

  describe('listing', () => {
    let t2: TestApp;
    let adminToken: string;
    const placed: string[] = [];
    beforeAll(async () => {
      // A database of its own, so the counts are exact.
      t2 = await buildTestApp();
      adminToken = (await createUser(t2.app.db, { role: 'admin' })).token;
      const product = await createProduct(t2.app.db, { stock: 100 });
      for (let i = 0; i < 5; i++) {
        const { token } = await createUser(t2.app.db);
        placed.push((await placeOrder(t2.app, token, [[product, i + 1]]))._id);
      }
      await t2.app.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, placed[1]!));
      await t2.app.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, placed[3]!));
    });
    afterAll(() => t2.close());

    const list = async (query: string) => {
      const res = await t2.app.inject({
        method: 'GET',
        url: `/api/orders/admin/orders${query}`,
        headers: bearer(adminToken),
      });
      expect(res.statusCode).toBe(200);
      return adminOrderListSchema.parse(res.json());
    };

    it('lists every order newest first with the total count', async () => {
      const body = await list('');
      expect(body.count).toBe(5);
      expect(body.data.map((o) => o._id)).toEqual([...placed].reverse());
      expect(body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 5, itemsPerPage: 10 });
    });

    it('filters by status', async () => {
      const body = await list('?status=shipped');
      expect(body.count).toBe(2);
      expect(body.data.map((o) => o._id)).toEqual([placed[3], placed[1]]);
      expect(body.data.every((o) => o.status === 'shipped')).toBe(true);
      expect((await list('?status=all')).count).toBe(5);
      expect((await list('?status=')).count).toBe(5);
      const bad = await t2.app.inject({
        method: 'GET',
        url: '/api/orders/admin/orders?status=lost',
        headers: bearer(adminToken),
      });
      expect(bad.statusCode).toBe(400);
    });

    it('pages, counting all that match rather than the page', async () => {
      const body = await list('?page=2&limit=2');
      expect(body.count).toBe(5);
      expect(body.data.map((o) => o._id)).toEqual([placed[2], placed[1]]);
      expect(body.pagination).toEqual({ currentPage: 2, totalPages: 3, totalItems: 5, itemsPerPage: 2 });
      expect((await list('?page=3&limit=2')).data.map((o) => o._id)).toEqual([placed[0]]);
      expect((await list('?limit=1000')).pagination.itemsPerPage).toBe(100);
    });
  });

  it('shows one order with its lines', async () => {
    const { user, token } = await createUser(t.app.db, { name: 'Trần Thị Bình' });
    const a = await createProduct(t.app.db, { price: 20_000, salePrice: 15_000 });
    const b = await createProduct(t.app.db, { price: 8_000 });
    const order = await placeOrder(t.app, token, [
      [a, 2],
      [b, 1],
    ]);

    const res = await asAdmin('GET', `/api/orders/admin/orders/${order._id}`);
    expect(res.statusCode).toBe(200);
    const detail = orderDetailEnvelopeSchema.parse(res.json()).data;
    expect(detail).toMatchObject({
      _id: order._id,
      user: { _id: user.id, name: 'Trần Thị Bình', email: user.email },
      totalAmount: 38_000,
      itemCount: 2,
    });
    expect(detail.orderDetails.map((l) => [l.product?._id, l.quantity, l.priceEach]).sort()).toEqual(
      [
        [a.id, 2, 15_000],
        [b.id, 1, 8_000],
      ].sort(),
    );

    for (const id of [randomUUID(), 'nope']) {
      const missing = await asAdmin('GET', `/api/orders/admin/orders/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Order not found');
    }
  });

  it('moves between any statuses, in any order', async () => {
    const product = await createProduct(t.app.db);
    const order = await placeOrder(t.app, shopper, [[product, 1]]);
    for (const status of ['delivered', 'processing', 'shipped', 'processing'] as const) {
      const res = await setStatus(order._id, status);
      expect(res.statusCode).toBe(200);
      const body = orderEnvelopeSchema.parse(res.json());
      expect(body.message).toBe('Order status updated successfully');
      expect(body.data.status).toBe(status);
    }
    expect((await setStatus(order._id, 'lost')).statusCode).toBe(400);
    expect((await setStatus(randomUUID(), 'shipped')).statusCode).toBe(404);
    expect((await setStatus('x', 'shipped')).statusCode).toBe(404);
  });

  it('returns the stock on cancelling and takes it again when un-cancelled', async () => {
    const a = await createProduct(t.app.db, { stock: 10 });
    const b = await createProduct(t.app.db, { stock: 5 });
    const order = await placeOrder(t.app, shopper, [
      [a, 3],
      [b, 2],
    ]);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([7, 3]);

    expect((await setStatus(order._id, 'cancelled')).statusCode).toBe(200);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([10, 5]);
    // Cancelling twice gives nothing back twice.
    expect((await setStatus(order._id, 'cancelled')).statusCode).toBe(200);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([10, 5]);

    expect((await setStatus(order._id, 'shipped')).statusCode).toBe(200);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([7, 3]);
  });

  it('refuses to un-cancel when the stock is short and changes nothing', async () => {
    const a = await createProduct(t.app.db, { stock: 10 });
    const b = await createProduct(t.app.db, { name: 'Nho mẫu đơn', stock: 5 });
    const order = await placeOrder(t.app, shopper, [
      [a, 3],
      [b, 4],
    ]);
    await setStatus(order._id, 'cancelled');
    await t.app.db.update(products).set({ stock: 2 }).where(eq(products.id, b.id));

    const res = await setStatus(order._id, 'processing');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 2 of "Nho mẫu đơn" left in stock');
    expect(await statusOf(order._id)).toBe('cancelled');
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([10, 2]);
  });

  it('moves no stock for lines whose product was deleted', async () => {
    const kept = await createProduct(t.app.db, { stock: 10 });
    const deleted = await createProduct(t.app.db, { stock: 10 });
    const order = await placeOrder(t.app, shopper, [
      [kept, 1],
      [deleted, 1],
    ]);
    await t.app.db.delete(products).where(eq(products.id, deleted.id));
    expect((await setStatus(order._id, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(kept.id)).toBe(10);
    expect((await setStatus(order._id, 'processing')).statusCode).toBe(200);
    expect(await stockOf(kept.id)).toBe(9);
  });

  it('restocks on delete unless the order was delivered or cancelled', async () => {
    const product = await createProduct(t.app.db, { stock: 20 });
    const cases: Array<[OrderStatus, number]> = [
      ['processing', 2],
      ['shipped', 2],
      ['delivered', 0],
      ['cancelled', 0],
    ];
    for (const [status, restocked] of cases) {
      const order = await placeOrder(t.app, shopper, [[product, 2]]);
      if (status !== 'processing') expect((await setStatus(order._id, status)).statusCode).toBe(200);
      const before = await stockOf(product.id);
      const res = await asAdmin('DELETE', `/api/orders/admin/orders/${order._id}`);
      expect(res.statusCode, status).toBe(200);
      expect(messageEnvelopeSchema.parse(res.json()).message).toBe('Order deleted successfully');
      expect((await stockOf(product.id))! - before!, status).toBe(restocked);
      expect((await asAdmin('GET', `/api/orders/admin/orders/${order._id}`)).statusCode).toBe(404);
    }
    expect((await asAdmin('DELETE', `/api/orders/admin/orders/${randomUUID()}`)).statusCode).toBe(404);
    expect((await asAdmin('DELETE', '/api/orders/admin/orders/zzz')).statusCode).toBe(404);
  });
});
