import { randomUUID } from 'node:crypto';
import { cartEnvelopeSchema, errorEnvelopeSchema, mergeCartEnvelopeSchema } from '@veggie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { products } from '../products/products.table';
import { bearer, createProduct, createUser } from '../../../test/fixtures';

describe('cart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (token: string, method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined && { payload: payload as object }) });
  const shopper = async () => (await createUser(t.app.db)).token;
  const cartOf = async (token: string) => cartEnvelopeSchema.parse((await call(token, 'GET', '/api/cart')).json()).data;

  it('answers 401 without a token on every cart route', async () => {
    const id = randomUUID();
    const requests = [
      t.app.inject({ method: 'GET', url: '/api/cart' }),
      t.app.inject({ method: 'POST', url: '/api/cart', payload: { productId: id, quantity: 1 } }),
      t.app.inject({ method: 'PUT', url: `/api/cart/${id}`, payload: { quantity: 1 } }),
      t.app.inject({ method: 'DELETE', url: `/api/cart/${id}` }),
      t.app.inject({ method: 'DELETE', url: '/api/cart' }),
      t.app.inject({ method: 'POST', url: '/api/cart/merge', payload: { items: [] } }),
      t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer('not-a-session') }),
    ];
    for (const res of await Promise.all(requests)) {
      expect(res.statusCode).toBe(401);
      expect(errorEnvelopeSchema.parse(res.json()).message).toBe('Please log in to continue');
    }
  });

  it('lists lines in the contract shape, oldest first, charging the sale price', async () => {
    const token = await shopper();
    const onSale = await createProduct(t.app.db, {
      nameEn: 'Cherry tomatoes',
      price: 50_000,
      salePrice: 42_000,
      unitLabel: 'hộp 500 g',
      unitLabelEn: 'box of 500 g',
      stock: 20,
      maxPerOrder: 6,
      imageUrl: '/uploads/ca-chua.webp',
    });
    const regular = await createProduct(t.app.db, { price: 18_000, stock: 7 });

    const first = await call(token, 'POST', '/api/cart', { productId: onSale.id, quantity: 3 });
    expect(first.statusCode).toBe(200);
    expect(cartEnvelopeSchema.parse(first.json()).message).toBe('Cart updated');
    await call(token, 'POST', '/api/cart', { productId: regular.id, quantity: 2 });

    const res = await call(token, 'GET', '/api/cart');
    expect(res.statusCode).toBe(200);
    const body = cartEnvelopeSchema.parse(res.json());
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(2);
    const [a, b] = body.data;
    expect(a).toMatchObject({
      product: {
        _id: onSale.id,
        name: onSale.name,
        nameEn: 'Cherry tomatoes',
        price: 50_000,
        salePrice: 42_000,
        unit: { kind: 'piece', label: 'hộp 500 g', labelEn: 'box of 500 g' },
        imageUrl: '/uploads/ca-chua.webp',
        stock: 20,
        maxPerOrder: 6,
      },
      quantity: 3,
      unitPrice: 42_000,
      lineTotal: 126_000,
    });
    expect(b).toMatchObject({
      product: {
        _id: regular.id,
        nameEn: null,
        salePrice: null,
        unit: { kind: 'piece', label: 'phần' },
        stock: 7,
        maxPerOrder: null,
      },
      quantity: 2,
      unitPrice: 18_000,
      lineTotal: 36_000,
    });
    expect(Date.parse(a!.addedAt)).toBeLessThanOrEqual(Date.parse(b!.addedAt));
    expect(a!._id).not.toBe(b!._id);
  });

  it('returns image URLs absolute when PUBLIC_URL is set', async () => {
    const other = await buildTestApp({ publicUrl: 'https://shop.example' });
    try {
      const { token } = await createUser(other.app.db);
      const product = await createProduct(other.app.db, { imageUrl: '/uploads/x.webp' });
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: bearer(token),
        payload: { productId: product.id, quantity: 1 },
      });
      expect(cartEnvelopeSchema.parse(res.json()).data[0]?.product.imageUrl).toBe(
        'https://shop.example/uploads/x.webp',
      );
    } finally {
      await other.close();
    }
  });

  it('adds to an existing line instead of making a second one', async () => {
    const token = await shopper();
    const product = await createProduct(t.app.db, { stock: 50 });
    await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 2 });
    const res = await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 3 });
    const lines = cartEnvelopeSchema.parse(res.json()).data;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 5, lineTotal: 5 * product.price });
  });

  it('adds one when no quantity is given', async () => {
    const token = await shopper();
    const product = await createProduct(t.app.db);
    const res = await call(token, 'POST', '/api/cart', { productId: product.id });
    expect(cartEnvelopeSchema.parse(res.json()).data[0]?.quantity).toBe(1);
  });

  it('sets a quantity, and removes the line when it goes below 1', async () => {
    const token = await shopper();
    const kept = await createProduct(t.app.db);
    const product = await createProduct(t.app.db, { stock: 10 });
    await call(token, 'POST', '/api/cart', { productId: kept.id, quantity: 1 });
    await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 2 });

    const set = await call(token, 'PUT', `/api/cart/${product.id}`, { quantity: 7 });
    expect(set.statusCode).toBe(200);
    expect(cartEnvelopeSchema.parse(set.json()).data.find((l) => l.product._id === product.id)?.quantity).toBe(7);

    const removed = await call(token, 'PUT', `/api/cart/${product.id}`, { quantity: 0 });
    expect(removed.statusCode).toBe(200);
    expect(cartEnvelopeSchema.parse(removed.json()).data.map((l) => l.product._id)).toEqual([kept.id]);

    await call(token, 'PUT', `/api/cart/${kept.id}`, { quantity: -3 });
    expect(await cartOf(token)).toEqual([]);

    const created = await call(token, 'PUT', `/api/cart/${product.id}`, { quantity: 2 });
    expect(cartEnvelopeSchema.parse(created.json()).data.map((l) => [l.product._id, l.quantity])).toEqual([
      [product.id, 2],
    ]);
    const removedTwice = await call(token, 'DELETE', `/api/cart/${kept.id}`);
    expect(removedTwice.statusCode).toBe(200);
  });

  it('refuses to let a line exceed the stock with 409 naming what is left, and changes nothing', async () => {
    const token = await shopper();
    const product = await createProduct(t.app.db, { name: 'Bơ sáp', stock: 5 });
    await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 3 });

    const added = await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 3 });
    expect(added.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(added.json()).message).toBe('Only 5 of "Bơ sáp" left in stock');

    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${product.id}`,
      headers: { ...bearer(token), 'accept-language': 'vi' },
      payload: { quantity: 6 },
    });
    expect(set.statusCode).toBe(409);
    expect(set.json().message).toBe('Chỉ còn 5 sản phẩm "Bơ sáp" trong kho');

    expect((await cartOf(token))[0]?.quantity).toBe(3);
    expect((await call(token, 'PUT', `/api/cart/${product.id}`, { quantity: 5 })).statusCode).toBe(200);
  });

  it('refuses a line above the product’s per-order limit with 400 naming it, and changes nothing', async () => {
    const token = await shopper();
    const product = await createProduct(t.app.db, { name: 'Xoài cát', stock: 50, maxPerOrder: 4 });
    await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 3 });

    const added = await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 2 });
    expect(added.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(added.json())).toMatchObject({
      code: 'quantity_above_limit',
      message: 'You can buy at most 4 of "Xoài cát" in one order',
      errors: [{ field: 'quantity', message: 'You can buy at most 4 of "Xoài cát" in one order' }],
    });

    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${product.id}`,
      headers: { ...bearer(token), 'accept-language': 'vi' },
      payload: { quantity: 5 },
    });
    expect(set.statusCode).toBe(400);
    expect(set.json()).toMatchObject({
      code: 'quantity_above_limit',
      message: 'Mỗi đơn hàng chỉ được mua tối đa 4 sản phẩm "Xoài cát"',
    });

    expect((await cartOf(token))[0]?.quantity).toBe(3);
    expect((await call(token, 'PUT', `/api/cart/${product.id}`, { quantity: 4 })).statusCode).toBe(200);
  });

  it('names the stock, not the per-order limit, when the stock is the lower of the two', async () => {
    const token = await shopper();
    const product = await createProduct(t.app.db, { name: 'Dâu tây', stock: 2, maxPerOrder: 3 });
    const res = await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'insufficient_stock', message: 'Only 2 of "Dâu tây" left in stock' });
  });

  it('refuses an out-of-stock product', async () => {
    const token = await shopper();
    const product = await createProduct(t.app.db, { stock: 0 });
    const res = await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(await cartOf(token)).toEqual([]);
  });

  it('keeps a line at 999 even when the stock is larger', async () => {
    const token = await shopper();
    const product = await createProduct(t.app.db, { stock: 5000 });
    await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 999 });
    const res = await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can have at most 999 of one product in your cart');
    expect((await cartOf(token))[0]?.quantity).toBe(999);
  });

  it('rejects a quantity of 0, 1000, a fraction or text with 400', async () => {
    const token = await shopper();
    const product = await createProduct(t.app.db, { stock: 5000 });
    for (const quantity of [0, 1000, 1.5, '2']) {
      const res = await call(token, 'POST', '/api/cart', { productId: product.id, quantity });
      expect(res.statusCode, `POST quantity ${quantity}`).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).errors?.[0]?.field).toBe('quantity');
    }
    for (const quantity of [1000, 2.5, null]) {
      const res = await call(token, 'PUT', `/api/cart/${product.id}`, { quantity });
      expect(res.statusCode, `PUT quantity ${quantity}`).toBe(400);
    }
    expect(await cartOf(token)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed product id', async () => {
    const token = await shopper();
    const unknown = randomUUID();
    const attempts = [
      call(token, 'POST', '/api/cart', { productId: unknown, quantity: 1 }),
      call(token, 'POST', '/api/cart', { productId: 'not-a-uuid', quantity: 1 }),
      call(token, 'PUT', `/api/cart/${unknown}`, { quantity: 2 }),
      call(token, 'PUT', '/api/cart/not-a-uuid', { quantity: 2 }),
      call(token, 'DELETE', `/api/cart/${unknown}`),
      call(token, 'DELETE', '/api/cart/1%27%20or%201=1'),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Product not found' });
    }
  });

  it('removes one line', async () => {
    const token = await shopper();
    const gone = await createProduct(t.app.db);
    const kept = await createProduct(t.app.db);
    await call(token, 'POST', '/api/cart', { productId: gone.id, quantity: 1 });
    await call(token, 'POST', '/api/cart', { productId: kept.id, quantity: 1 });
    const res = await call(token, 'DELETE', `/api/cart/${gone.id}`);
    expect(res.statusCode).toBe(200);
    expect(cartEnvelopeSchema.parse(res.json()).data.map((l) => l.product._id)).toEqual([kept.id]);
  });

  it('empties the cart, and only the caller’s', async () => {
    const token = await shopper();
    const neighbour = await shopper();
    const product = await createProduct(t.app.db);
    await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 2 });
    await call(neighbour, 'POST', '/api/cart', { productId: product.id, quantity: 1 });

    const res = await call(token, 'DELETE', '/api/cart');
    expect(res.statusCode).toBe(200);
    expect(cartEnvelopeSchema.parse(res.json())).toEqual({ success: true, message: 'Cart cleared', data: [] });
    expect(await cartOf(token)).toEqual([]);
    expect(await cartOf(neighbour)).toHaveLength(1);
  });

  it('merges a guest cart: adds to existing lines, skips unknown products, caps at the stock', async () => {
    const token = await shopper();
    const owned = await createProduct(t.app.db, { stock: 50 });
    const fresh = await createProduct(t.app.db, { stock: 50 });
    const scarce = await createProduct(t.app.db, { stock: 4 });
    const soldOut = await createProduct(t.app.db, { stock: 0 });
    await call(token, 'POST', '/api/cart', { productId: owned.id, quantity: 2 });

    const res = await call(token, 'POST', '/api/cart/merge', {
      items: [
        { productId: owned.id, quantity: 3 },
        { productId: randomUUID(), quantity: 1 },
        { productId: 'local-only-id', quantity: 2 },
        { productId: fresh.id, quantity: 1 },
        { productId: scarce.id, quantity: 10 },
        { productId: soldOut.id, quantity: 1 },
        { productId: fresh.id, quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const lines = cartEnvelopeSchema.parse(res.json()).data;
    expect(lines.map((l) => [l.product._id, l.quantity])).toEqual([
      [owned.id, 5],
      [fresh.id, 3],
      [scarce.id, 4],
    ]);
  });

  it('says which merged lines it capped: the product, what the line would hold and what it holds', async () => {
    const token = await shopper();
    const scarce = await createProduct(t.app.db, { stock: 7 });
    const owned = await createProduct(t.app.db, { stock: 10 });
    const soldOut = await createProduct(t.app.db, { stock: 0 });
    const plenty = await createProduct(t.app.db, { stock: 50 });
    const shrunk = await createProduct(t.app.db, { stock: 8 });
    await call(token, 'POST', '/api/cart', { productId: owned.id, quantity: 6 });
    await call(token, 'POST', '/api/cart', { productId: shrunk.id, quantity: 5 });
    // The stock fell below the shopper's own line after they put it in the cart.
    await t.app.db.update(products).set({ stock: 3 }).where(eq(products.id, shrunk.id));

    const res = await call(token, 'POST', '/api/cart/merge', {
      items: [
        { productId: scarce.id, quantity: 14 },
        { productId: owned.id, quantity: 9 },
        { productId: soldOut.id, quantity: 2 },
        { productId: plenty.id, quantity: 3 },
        { productId: shrunk.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = mergeCartEnvelopeSchema.parse(res.json());
    expect(body.data.map((l) => [l.product._id, l.quantity])).toEqual([
      [owned.id, 10],
      [shrunk.id, 5],
      [scarce.id, 7],
      [plenty.id, 3],
    ]);
    expect(body.adjusted).toEqual([
      { productId: scarce.id, name: scarce.name, requested: 14, quantity: 7 },
      { productId: owned.id, name: owned.name, requested: 15, quantity: 10 },
      { productId: soldOut.id, name: soldOut.name, requested: 2, quantity: 0 },
      { productId: shrunk.id, name: shrunk.name, requested: 6, quantity: 5 },
    ]);
  });

  it('caps a merged line at the product’s per-order limit and says so, never reducing a line already held', async () => {
    const token = await shopper();
    const limited = await createProduct(t.app.db, { stock: 50, maxPerOrder: 3 });
    const lowered = await createProduct(t.app.db, { stock: 50 });
    await call(token, 'POST', '/api/cart', { productId: lowered.id, quantity: 5 });
    // The admin set a limit below the shopper's own line after they put it in the cart.
    await t.app.db.update(products).set({ maxPerOrder: 2 }).where(eq(products.id, lowered.id));

    const res = await call(token, 'POST', '/api/cart/merge', {
      items: [
        { productId: limited.id, quantity: 8 },
        { productId: lowered.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = mergeCartEnvelopeSchema.parse(res.json());
    expect(body.data.map((l) => [l.product._id, l.quantity])).toEqual([
      [lowered.id, 5],
      [limited.id, 3],
    ]);
    expect(body.adjusted).toEqual([
      { productId: limited.id, name: limited.name, requested: 8, quantity: 3 },
      { productId: lowered.id, name: lowered.name, requested: 6, quantity: 5 },
    ]);
  });

  it('reports nothing adjusted when every merged line fits', async () => {
    const token = await shopper();
    const product = await createProduct(t.app.db, { stock: 5 });
    const res = await call(token, 'POST', '/api/cart/merge', { items: [{ productId: product.id, quantity: 5 }] });
    expect(mergeCartEnvelopeSchema.parse(res.json())).toMatchObject({ success: true, adjusted: [] });
  });

  it('documents the merge answer, adjusted lines included, in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const schema = doc.paths['/api/cart/merge'].post.responses['200'].content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['success', 'data', 'adjusted']));
    expect(schema.properties.adjusted.items.required).toEqual(['productId', 'name', 'requested', 'quantity']);
  });

  it('accepts an empty merge and answers with the cart', async () => {
    const token = await shopper();
    const product = await createProduct(t.app.db);
    await call(token, 'POST', '/api/cart', { productId: product.id, quantity: 1 });
    const res = await call(token, 'POST', '/api/cart/merge', { items: [] });
    expect(res.statusCode).toBe(200);
    expect(cartEnvelopeSchema.parse(res.json()).data).toHaveLength(1);
  });

  it('serialises simultaneous adds of one shopper so the stock ceiling holds', async () => {
    const token = await shopper();
    const product = await createProduct(t.app.db, { stock: 5 });
    const results = await Promise.all(
      Array.from({ length: 4 }, () => call(token, 'POST', '/api/cart', { productId: product.id, quantity: 2 })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409]);
    expect((await cartOf(token))[0]?.quantity).toBe(4);
  });
});
