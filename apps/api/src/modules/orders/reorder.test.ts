import { errorEnvelopeSchema, reorderResultEnvelopeSchema } from '@veggie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import { bearer, createProduct, createUser, placeOrder } from '../../../test/fixtures';
import { products } from '../products/products.table';

describe(`buy again (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const reorder = (token: string, orderId: string) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/reorder`, headers: bearer(token) });

  it("puts what is still sold in the cart at today's price and says what it could not add", async () => {
    const { token } = await createUser(t.app.db);
    const kept = await createProduct(t.app.db, { price: 20_000, stock: 50 });
    const gone = await createProduct(t.app.db, { name: 'Rau muống đã xóa', stock: 50 });
    const soldOut = await createProduct(t.app.db, { stock: 50 });
    const scarce = await createProduct(t.app.db, { stock: 50 });
    const capped = await createProduct(t.app.db, { stock: 50 });
    const order = await placeOrder(t.app, token, [
      [kept, 2],
      [gone, 1],
      [soldOut, 1],
      [scarce, 5],
      [capped, 4],
    ]);
    await t.app.db.delete(products).where(eq(products.id, gone.id));
    await t.app.db.update(products).set({ stock: 0 }).where(eq(products.id, soldOut.id));
    await t.app.db.update(products).set({ stock: 3 }).where(eq(products.id, scarce.id));
    await t.app.db.update(products).set({ maxPerOrder: 1 }).where(eq(products.id, capped.id));
    await t.app.db.update(products).set({ price: 25_000 }).where(eq(products.id, kept.id));

    const res = await reorder(token, order._id);
    expect(res.statusCode, res.body).toBe(200);
    const { cart, skipped } = reorderResultEnvelopeSchema.parse(res.json()).data;
    const byId = new Map(cart.map((entry) => [entry.product._id, entry]));
    expect(byId.get(kept.id)).toMatchObject({ quantity: 2, product: { price: 25_000 } });
    expect(byId.get(scarce.id)?.quantity).toBe(3);
    expect(byId.get(capped.id)?.quantity).toBe(1);
    expect(byId.has(soldOut.id)).toBe(false);
    expect(skipped).toEqual(
      expect.arrayContaining([
        { productId: null, name: 'Rau muống đã xóa', reason: 'not_sold', added: 0 },
        { productId: soldOut.id, name: soldOut.name, reason: 'out_of_stock', added: 0 },
        { productId: scarce.id, name: scarce.name, reason: 'reduced', added: 3 },
        { productId: capped.id, name: capped.name, reason: 'reduced', added: 1 },
      ]),
    );
    expect(skipped).toHaveLength(4);
  });

  it("refuses another shopper's order and an unknown one alike, changing no cart", async () => {
    const owner = await createUser(t.app.db);
    const other = await createUser(t.app.db);
    const order = await placeOrder(t.app, owner.token, [[await createProduct(t.app.db), 1]]);
    for (const id of [order._id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await reorder(other.token, id);
      expect(res.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(res.json()).code).toBe('order_not_reorderable');
    }
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(other.token) });
    expect(cart.json().data).toEqual([]);
  });
});
