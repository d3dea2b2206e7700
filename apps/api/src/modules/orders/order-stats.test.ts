import { envelope, orderStatsSchema } from '@veggie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, createProduct, createUser, placeOrder } from '../../../test/fixtures';
import { products } from '../products/products.table';
import { orders } from './orders.table';

const DAY = 24 * 60 * 60 * 1000;
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('admin order statistics', () => {
  let t: TestApp;
  let admin: string;
  const stats = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/admin/orders/stats', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    return envelope(orderStatsSchema).parse(res.json()).data;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await createUser(t.app.db, { role: 'admin' })).token;
  });
  afterAll(() => t.close());

  it('reports zeros, four statuses and thirty empty days for a shop without orders', async () => {
    const empty = await stats();
    expect(empty).toMatchObject({ totalOrders: 0, totalRevenue: 0, averageOrderValue: 0, topProducts: [] });
    expect(empty.statusStats).toEqual(
      ['processing', 'shipped', 'delivered', 'cancelled'].map((_id) => ({ _id, count: 0, totalAmount: 0 })),
    );
    expect(empty.revenueByDay).toHaveLength(30);
    expect(empty.revenueByDay.every((d) => d.orders === 0 && d.revenue === 0)).toBe(true);
  });

  it('computes totals, revenue by day and best sellers, leaving cancelled orders out of revenue', async () => {
    const { token } = await createUser(t.app.db);
    const p1 = await createProduct(t.app.db, { name: 'Cà rốt', price: 10_000 });
    const p2 = await createProduct(t.app.db, { name: 'Bí đỏ', price: 20_000, salePrice: 15_000 });
    const p3 = await createProduct(t.app.db, { name: 'Hành lá', price: 5_000 });
    const p4 = await createProduct(t.app.db, { name: 'Gừng', price: 7_000 });
    const p5 = await createProduct(t.app.db, { name: 'Tỏi', price: 8_000 });
    const p6 = await createProduct(t.app.db, { name: 'Nghệ', price: 9_000 });

    const now = Date.now();
    const place = async (
      lines: Parameters<typeof placeOrder>[2],
      status: 'processing' | 'shipped' | 'delivered' | 'cancelled',
      daysAgo: number,
    ) => {
      const order = await placeOrder(t.app, token, lines);
      await t.app.db
        .update(orders)
        .set({ status, createdAt: new Date(now - daysAgo * DAY) })
        .where(eq(orders.id, order._id));
      return order;
    };
    // A: today, delivered: 3 × 10 000 + 2 × 15 000 (sale price) = 60 000
    await place(
      [
        [p1, 3],
        [p2, 2],
      ],
      'delivered',
      0,
    );
    // B: two days ago, processing: 10 × 5 000 = 50 000
    await place([[p3, 10]], 'processing', 2);
    // C: today, cancelled: 5 × 10 000 = 50 000, counted in totalOrders only
    await place([[p1, 5]], 'cancelled', 0);
    // D: forty days ago, shipped: 7 000 + 8 000 + 9 000 = 24 000, outside the 30-day window
    await place(
      [
        [p4, 1],
        [p5, 1],
        [p6, 1],
      ],
      'shipped',
      40,
    );
    // E: twenty-nine days ago (the first day of the window), processing: 1 × 15 000
    await place([[p2, 1]], 'processing', 29);

    // Best sellers are named by their snapshot; a deleted product is identified by its line name.
    await t.app.db.update(products).set({ name: 'Cà rốt (renamed)' }).where(eq(products.id, p1.id));
    await t.app.db.delete(products).where(eq(products.id, p5.id));

    const s = await stats();
    expect(s.totalOrders).toBe(5);
    expect(s.totalRevenue).toBe(60_000 + 50_000 + 24_000 + 15_000);
    expect(s.averageOrderValue).toBe(Math.round(149_000 / 4));
    expect(s.statusStats).toEqual([
      { _id: 'processing', count: 2, totalAmount: 65_000 },
      { _id: 'shipped', count: 1, totalAmount: 24_000 },
      { _id: 'delivered', count: 1, totalAmount: 60_000 },
      { _id: 'cancelled', count: 1, totalAmount: 50_000 },
    ]);

    expect(s.revenueByDay).toHaveLength(30);
    const expectedDates = Array.from({ length: 30 }, (_, i) => utcDate(now - (29 - i) * DAY));
    expect(s.revenueByDay.map((d) => d.date)).toEqual(expectedDates);
    const nonEmpty = s.revenueByDay.filter((d) => d.orders > 0);
    expect(nonEmpty).toEqual([
      { date: utcDate(now - 29 * DAY), orders: 1, revenue: 15_000 },
      { date: utcDate(now - 2 * DAY), orders: 1, revenue: 50_000 },
      { date: utcDate(now), orders: 1, revenue: 60_000 },
    ]);

    expect(s.topProducts).toEqual([
      { _id: p3.id, name: 'Hành lá', quantity: 10, revenue: 50_000 },
      { _id: p2.id, name: 'Bí đỏ', quantity: 3, revenue: 45_000 },
      { _id: p1.id, name: 'Cà rốt', quantity: 3, revenue: 30_000 },
      { _id: p6.id, name: 'Nghệ', quantity: 1, revenue: 9_000 },
      { _id: 'Tỏi', name: 'Tỏi', quantity: 1, revenue: 8_000 },
    ]);
  });
});
