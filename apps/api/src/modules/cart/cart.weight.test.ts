import { cartEnvelopeSchema, mergeCartEnvelopeSchema } from '@veggie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, createUser, createWeightProduct } from '../../../test/fixtures';

/** A weight product's cart line counts steps: at least its minimum, at most the whole steps in stock. */
describe('cart of products sold by weight', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'POST' | 'PUT', url: string, payload: object, lang = 'en') =>
    t.app.inject({ method, url, headers: { ...bearer(token), 'accept-language': lang }, payload });
  const shopper = async () => (await createUser(t.app.db)).token;

  it('holds steps, and a line costs the step price times the steps, as an old client computes it', async () => {
    const token = await shopper();
    const product = await createWeightProduct(t.app.db, { unitSalePricePerKg: 31_000 });
    const res = await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 3 });
    expect(res.statusCode).toBe(200);
    const [line] = cartEnvelopeSchema.parse(res.json()).data;
    expect(line).toMatchObject({
      quantity: 3,
      unitPrice: 7_800,
      lineTotal: 23_400,
      product: { price: 8_800, salePrice: 7_800, stock: 80, unit: { kind: 'weight', stepGrams: 250 } },
    });
    expect(line!.lineTotal).toBe((line!.product.salePrice ?? line!.product.price) * line!.quantity);
  });

  it('refuses a line below the minimum with 400 below_minimum_weight in both languages', async () => {
    const token = await shopper();
    const product = await createWeightProduct(t.app.db, { name: 'Khoai tây', unitMinGrams: 1_250 });
    for (const [lang, message] of [
      ['en', 'The least you can buy of "Khoai tây" is 1.25\u00a0kg'],
      ['vi', 'Bạn cần mua ít nhất 1,25\u00a0kg "Khoai tây"'],
    ] as const) {
      const res = await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 4 }, lang);
      expect(res.statusCode, lang).toBe(400);
      expect(res.json()).toMatchObject({ code: 'below_minimum_weight', message });
    }
    const set = await call(token, 'PUT', `/api/cart/${product.id}`, { quantity: 2 });
    expect(set.json().code).toBe('below_minimum_weight');
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) });
    expect(cart.json().data).toEqual([]);
    const enough = await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 5 });
    expect(enough.json().data[0].quantity).toBe(5);
    // Adding to a line that reached the minimum needs no more than one step.
    const more = await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 1 });
    expect(more.json().data[0].quantity).toBe(6);
  });

  it('caps at the whole steps in stock, naming them with their size', async () => {
    const token = await shopper();
    const product = await createWeightProduct(t.app.db, { name: 'Cà rốt', stock: 1_100 }); // 4 steps of 250 g
    const res = await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 5 }, 'vi');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'insufficient_stock',
      message: 'Chỉ còn 4 × 250\u00a0g sản phẩm "Cà rốt" trong kho',
    });
    expect((await call(token, 'PUT', `/api/cart/${product.id}`, { quantity: 4 })).statusCode).toBe(200);
  });

  it('says a weight product’s per-order limit as the weight it allows, in both languages', async () => {
    const token = await shopper();
    const product = await createWeightProduct(t.app.db, { name: 'Nho xanh', maxPerOrder: 6 }); // 6 steps of 250 g
    for (const [lang, message] of [
      ['en', 'You can buy at most 1.5\u00a0kg of "Nho xanh" in one order'],
      ['vi', 'Mỗi đơn hàng chỉ được mua tối đa 1,5\u00a0kg sản phẩm "Nho xanh"'],
    ] as const) {
      const res = await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 7 }, lang);
      expect(res.statusCode, lang).toBe(400);
      expect(res.json()).toMatchObject({ code: 'quantity_above_limit', message });
    }
    expect((await call(token, 'PUT', `/api/cart/${product.id}`, { quantity: 6 })).statusCode).toBe(200);
  });

  it('merges a guest line: capped at the whole steps, raised to the minimum, dropped when it cannot reach it', async () => {
    const token = await shopper();
    const scarce = await createWeightProduct(t.app.db, { stock: 1_100 });
    const minimum = await createWeightProduct(t.app.db, { unitMinGrams: 500 });
    const short = await createWeightProduct(t.app.db, { unitMinGrams: 1_000, stock: 900 });
    const res = await call(token, 'POST', '/api/cart/merge', {
      items: [
        { productId: scarce.id, quantity: 9 },
        { productId: minimum.id, quantity: 1 },
        { productId: short.id, quantity: 4 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const merged = mergeCartEnvelopeSchema.parse(res.json());
    expect(merged.data.map((l) => [l.product._id, l.quantity])).toEqual([
      [scarce.id, 4],
      [minimum.id, 2],
    ]);
    expect(merged.adjusted).toEqual([
      { productId: scarce.id, name: scarce.name, requested: 9, quantity: 4 },
      { productId: short.id, name: short.name, requested: 4, quantity: 0 },
    ]);
  });
});
