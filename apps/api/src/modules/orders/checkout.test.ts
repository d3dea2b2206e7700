import { randomUUID } from 'node:crypto';
import {
  errorEnvelopeSchema,
  orderEnvelopeSchema,
  orderLinesEnvelopeSchema,
  orderListEnvelopeSchema,
} from '@veggie/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  addToCart as addToCartOf,
  bearer,
  cartOf as cartOfShopper,
  createProduct,
  createUser,
  placeOrder,
  postOrder,
  stockOf as storedStock,
} from '../../../test/fixtures';
import { products, type ProductRow } from '../products/products.table';
import { insertIdempotencyKey, isIdempotencyKeyTaken } from './orders.repository';
import { orderLines, orders } from './orders.table';

describe('checkout and own orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const addToCart = (token: string, product: ProductRow, quantity: number) =>
    addToCartOf(t.app, token, product, quantity);
  const checkout = (token: string, headers: Record<string, string> = {}) => postOrder(t.app, token, undefined, headers);
  const cartOf = (token: string) => cartOfShopper(t.app, token);
  const stockOf = (productId: string) => storedStock(t.app.db, productId);
  const ordersOfUser = (userId: string) => t.app.db.select().from(orders).where(eq(orders.userId, userId));
  const linesOf = async (token: string, orderId: string) =>
    orderLinesEnvelopeSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(token) })).json(),
    ).data;

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['POST', '/api/orders'],
      ['GET', '/api/orders'],
      ['GET', `/api/orders/${randomUUID()}`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('accepts a bodyless checkout that still declares a JSON content type', async () => {
    const product = await createProduct(t.app.db, { stock: 5 });
    const { token } = await createUser(t.app.db);
    await addToCart(token, product, 1);
    const res = await checkout(token, { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(201);
    expect(orderEnvelopeSchema.parse(res.json()).data.itemCount).toBe(1);
  });

  it('refuses an empty cart with 400 "Your cart is empty"', async () => {
    const { user, token } = await createUser(t.app.db);
    const res = await checkout(token);
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).message).toBe('Your cart is empty');
    expect(await ordersOfUser(user.id)).toEqual([]);
  });

  it('refuses a shopper without phone or address and changes nothing', async () => {
    const product = await createProduct(t.app.db, { stock: 10 });
    for (const details of [{ phone: '   ' }, { address: '' }, { phone: '', address: ' ' }]) {
      const { user, token } = await createUser(t.app.db, details);
      await addToCart(token, product, 2);
      const res = await checkout(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please update your phone and address before checkout');
      expect(await ordersOfUser(user.id)).toEqual([]);
      expect(await cartOf(token)).toHaveLength(1);
    }
    expect(await stockOf(product.id)).toBe(10);
  });

  it('creates the order at the sale price with server totals, snapshots and shipping details', async () => {
    const { user, token } = await createUser(t.app.db, {
      name: 'Nguyễn Văn An',
      phone: ' 0912 345 678 ',
      address: ' 5 Hai Bà Trưng, Hà Nội ',
    });
    const onSale = await createProduct(t.app.db, {
      name: 'Xoài cát',
      nameEn: 'Sand mango',
      price: 50_000,
      salePrice: 40_000,
      unitLabel: 'túi 1 kg',
      unitLabelEn: 'bag of 1 kg',
      stock: 10,
      imageUrl: '/uploads/xoai.webp',
    });
    const regular = await createProduct(t.app.db, { name: 'Rau muống', price: 12_000, stock: 10 });
    await addToCart(token, onSale, 2);
    await addToCart(token, regular, 3);

    const res = await checkout(token);
    expect(res.statusCode).toBe(201);
    const body = orderEnvelopeSchema.parse(res.json());
    expect(body.message).toBe('Order created successfully');
    expect(body.data).toMatchObject({
      user: { _id: user.id, name: 'Nguyễn Văn An', email: user.email },
      status: 'processing',
      totalAmount: 2 * 40_000 + 3 * 12_000,
      // Two products, whatever their quantities.
      itemCount: 2,
      shipping: { name: 'Nguyễn Văn An', phone: '0912 345 678', address: '5 Hai Bà Trưng, Hà Nội' },
    });
    expect(Number.isNaN(Date.parse(body.data.createdAt))).toBe(false);

    const lines = await linesOf(token, body.data._id);
    expect(lines.map(({ _id: _, ...line }) => line).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      {
        product: { _id: regular.id, name: 'Rau muống', nameEn: null, imageUrl: regular.imageUrl },
        name: 'Rau muống',
        nameEn: null,
        imageUrl: regular.imageUrl,
        unit: { kind: 'piece', label: 'phần', labelEn: 'portion' },
        quantity: 3,
        priceEach: 12_000,
        pickedGrams: null,
        amount: 36_000,
        substitution: 'none',
        substitute: null,
        removed: false,
      },
      {
        product: { _id: onSale.id, name: 'Xoài cát', nameEn: 'Sand mango', imageUrl: '/uploads/xoai.webp' },
        name: 'Xoài cát',
        nameEn: 'Sand mango',
        imageUrl: '/uploads/xoai.webp',
        unit: { kind: 'piece', label: 'túi 1 kg', labelEn: 'bag of 1 kg' },
        quantity: 2,
        priceEach: 40_000,
        pickedGrams: null,
        amount: 80_000,
        substitution: 'none',
        substitute: null,
        removed: false,
      },
    ]);
  });

  it('takes the stock and empties the cart', async () => {
    const { token } = await createUser(t.app.db);
    const a = await createProduct(t.app.db, { stock: 10 });
    const b = await createProduct(t.app.db, { stock: 3 });
    await addToCart(token, a, 2);
    await addToCart(token, b, 3);
    expect((await checkout(token)).statusCode).toBe(201);
    expect(await stockOf(a.id)).toBe(8);
    expect(await stockOf(b.id)).toBe(0);
    expect(await cartOf(token)).toEqual([]);
  });

  it('refuses when stock is short with 409 naming the product, and changes nothing', async () => {
    const { user, token } = await createUser(t.app.db);
    const plenty = await createProduct(t.app.db, { stock: 10 });
    const scarce = await createProduct(t.app.db, { name: 'Dâu tây Đà Lạt', stock: 3 });
    await addToCart(token, plenty, 2);
    await addToCart(token, scarce, 3);
    // Someone else bought some after it went into this cart.
    await t.app.db.update(products).set({ stock: 1 }).where(eq(products.id, scarce.id));

    const res = await checkout(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 1 of "Dâu tây Đà Lạt" left in stock');
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(scarce.id)).toBe(1);
    expect((await cartOf(token)).map((l) => l.quantity).sort()).toEqual([2, 3]);
    expect(await ordersOfUser(user.id)).toEqual([]);
  });

  it('rolls everything back when it fails after the stock was taken: stock, cart, no order', async () => {
    const { user, token } = await createUser(t.app.db);
    const plenty = await createProduct(t.app.db, { stock: 10 });
    const failing = await createProduct(t.app.db, { stock: 5 });
    await addToCart(token, plenty, 2);
    await addToCart(token, failing, 2);
    // Fails the insert of the order's lines, and only once the stock has been taken inside the same
    // transaction: if the stock were still 5 here, nothing would fail and the checkout would answer 201.
    await t.app.db.execute(sql`
      create function fail_after_stock_taken() returns trigger language plpgsql as $$
      begin
        if (select stock from products where id = new.product_id) = 3 then raise exception 'order line refused by the test'; end if;
        return new;
      end $$`);
    await t.app.db.execute(
      sql`create trigger fail_after_stock_taken before insert on order_lines for each row
          when (new.product_id = ${sql.raw(`'${failing.id}'`)}) execute function fail_after_stock_taken()`,
    );
    try {
      expect((await checkout(token)).statusCode).toBe(500);
    } finally {
      await t.app.db.execute(sql`drop trigger fail_after_stock_taken on order_lines`);
      await t.app.db.execute(sql`drop function fail_after_stock_taken`);
    }
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(failing.id)).toBe(5);
    expect((await cartOf(token)).map((l) => l.quantity)).toEqual([2, 2]);
    expect(await ordersOfUser(user.id)).toEqual([]);
  });

  it('reports missing shipping details before short stock', async () => {
    const { token } = await createUser(t.app.db, { phone: '' });
    const product = await createProduct(t.app.db, { stock: 5 });
    await addToCart(token, product, 2);
    await t.app.db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));

    const res = await checkout(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please update your phone and address before checkout');
  });

  it('returns the first order to a retry even when the cart now wants more than the stock', async () => {
    const { user, token } = await createUser(t.app.db);
    const product = await createProduct(t.app.db, { stock: 5 });
    await addToCart(token, product, 2);
    const key = randomUUID();
    const first = await checkout(token, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);

    await addToCart(token, product, 3);
    await t.app.db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
    const retry = await checkout(token, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(200);
    expect(orderEnvelopeSchema.parse(retry.json()).data._id).toBe(orderEnvelopeSchema.parse(first.json()).data._id);
    expect(await ordersOfUser(user.id)).toHaveLength(1);
    expect((await checkout(token, { 'idempotency-key': randomUUID() })).statusCode).toBe(409);
  });

  it('never oversells when buyers check out at the same moment', async () => {
    const product = await createProduct(t.app.db, { stock: 3 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createUser(t.app.db)));
    for (const { token } of buyers) await addToCart(token, product, 1);

    const results = await Promise.all(buyers.map(({ token }) => checkout(token)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(await stockOf(product.id)).toBe(0);

    const created = results
      .filter((r) => r.statusCode === 201)
      .map((r) => orderEnvelopeSchema.parse(r.json()).data._id);
    const lines = await t.app.db.select().from(orderLines).where(inArray(orderLines.orderId, created));
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((l) => l.orderId)).size).toBe(3);
    expect(lines.every((l) => l.productId === product.id && l.quantity === 1)).toBe(true);
    const placed = await t.app.db
      .select({ id: orderLines.orderId })
      .from(orderLines)
      .where(eq(orderLines.productId, product.id));
    expect(placed).toHaveLength(3);
  });

  it('never oversells two products locked in opposite cart orders', async () => {
    const apples = await createProduct(t.app.db, { stock: 2 });
    const pears = await createProduct(t.app.db, { stock: 5 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createUser(t.app.db)));
    for (const [i, { token }] of buyers.entries()) {
      const [first, second] = i % 2 === 0 ? [apples, pears] : [pears, apples];
      await addToCart(token, first, 1);
      await addToCart(token, second, 1);
    }
    const results = await Promise.all(buyers.map(({ token }) => checkout(token)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect(await stockOf(apples.id)).toBe(0);
    expect(await stockOf(pears.id)).toBe(3);
  });

  it('returns the first order when a checkout is retried with the same Idempotency-Key', async () => {
    const { user, token } = await createUser(t.app.db);
    const product = await createProduct(t.app.db, { stock: 10 });
    await addToCart(token, product, 2);
    const key = randomUUID();

    const first = await checkout(token, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const firstId = orderEnvelopeSchema.parse(first.json()).data._id;

    await addToCart(token, product, 1);
    const retry = await checkout(token, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(200);
    expect(orderEnvelopeSchema.parse(retry.json()).data._id).toBe(firstId);
    expect(await ordersOfUser(user.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(8);
    expect((await cartOf(token))[0]?.quantity).toBe(1);

    const another = await checkout(token, { 'idempotency-key': randomUUID() });
    expect(another.statusCode).toBe(201);
    expect(orderEnvelopeSchema.parse(another.json()).data._id).not.toBe(firstId);
  });

  it('keeps Idempotency-Keys per user', async () => {
    const product = await createProduct(t.app.db, { stock: 10 });
    const key = 'checkout-1';
    const ids = [];
    for (let i = 0; i < 2; i++) {
      const { token } = await createUser(t.app.db);
      await addToCart(token, product, 1);
      const res = await checkout(token, { 'idempotency-key': key });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data._id);
    }
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('creates one order for simultaneous requests with the same Idempotency-Key', async () => {
    const { user, token } = await createUser(t.app.db);
    const product = await createProduct(t.app.db, { stock: 10 });
    await addToCart(token, product, 3);
    const key = randomUUID();

    const results = await Promise.all(Array.from({ length: 5 }, () => checkout(token, { 'idempotency-key': key })));
    for (const r of results) expect([200, 201]).toContain(r.statusCode);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(new Set(results.map((r) => orderEnvelopeSchema.parse(r.json()).data._id)).size).toBe(1);
    expect(await ordersOfUser(user.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(7);
  });

  it('creates one order for a double click without a key: the second sees an empty cart', async () => {
    const { user, token } = await createUser(t.app.db);
    const product = await createProduct(t.app.db, { stock: 10 });
    await addToCart(token, product, 2);
    const results = await Promise.all([checkout(token), checkout(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await ordersOfUser(user.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(8);
  });

  it('recognises the error of a second insert of the same Idempotency-Key (the race fallback)', async () => {
    const { user, token } = await createUser(t.app.db);
    const order = await placeOrder(t.app, token, [[await createProduct(t.app.db), 1]]);
    const key = randomUUID();
    await t.app.db.transaction((tx) => insertIdempotencyKey(tx, user.id, key, order._id));
    const error = await t.app.db
      .transaction((tx) => insertIdempotencyKey(tx, user.id, key, order._id))
      .catch((e: unknown) => e);
    expect(isIdempotencyKeyTaken(error)).toBe(true);
    const other = await t.app.db
      .transaction((tx) => insertIdempotencyKey(tx, user.id, 'k2', randomUUID()))
      .catch((e: unknown) => e);
    expect(isIdempotencyKeyTaken(other)).toBe(false);
  });

  it('refuses an Idempotency-Key longer than 100 characters', async () => {
    const { token } = await createUser(t.app.db);
    const product = await createProduct(t.app.db);
    await addToCart(token, product, 1);
    const res = await checkout(token, { 'idempotency-key': 'k'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(await cartOf(token)).toHaveLength(1);
  });

  it('lists only the caller’s orders, newest first', async () => {
    const { token } = await createUser(t.app.db);
    const other = await createUser(t.app.db);
    const product = await createProduct(t.app.db, { stock: 20 });
    const older = await placeOrder(t.app, token, [[product, 1]]);
    await placeOrder(t.app, other.token, [[product, 1]]);
    const newer = await placeOrder(t.app, token, [[product, 2]]);

    const res = await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const list = orderListEnvelopeSchema.parse(res.json()).data;
    expect(list.map((o) => o._id)).toEqual([newer._id, older._id]);
    expect(list[0]).toMatchObject({ itemCount: 1, totalAmount: 2 * product.price, status: 'processing' });
  });

  it('answers 404 for another user’s order, an unknown id and a malformed id', async () => {
    const owner = await createUser(t.app.db);
    const stranger = await createUser(t.app.db);
    const product = await createProduct(t.app.db);
    const order = await placeOrder(t.app, owner.token, [[product, 1]]);

    for (const id of [order._id, randomUUID(), 'abc', '123']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(stranger.token) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Order not found' });
    }
    expect(await linesOf(owner.token, order._id)).toHaveLength(1);
  });

  it('keeps the line snapshot after the product is deleted', async () => {
    const { token } = await createUser(t.app.db);
    const product = await createProduct(t.app.db, {
      name: 'Súp lơ xanh',
      nameEn: 'Broccoli',
      price: 35_000,
      salePrice: 29_000,
      unitLabel: 'bông',
      unitLabelEn: 'head',
      imageUrl: '/uploads/sup-lo.webp',
    });
    const order = await placeOrder(t.app, token, [[product, 2]]);
    await t.app.db
      .update(products)
      .set({
        name: 'Renamed',
        nameEn: 'Renamed too',
        price: 99_000,
        salePrice: null,
        unitLabel: 'túi 1 kg',
        unitLabelEn: 'bag of 1 kg',
      })
      .where(eq(products.id, product.id));

    const renamed = await linesOf(token, order._id);
    expect(renamed[0]).toMatchObject({
      product: { _id: product.id, name: 'Renamed', nameEn: 'Renamed too' },
      name: 'Súp lơ xanh',
      nameEn: 'Broccoli',
      unit: { kind: 'piece', label: 'bông', labelEn: 'head' },
      priceEach: 29_000,
    });

    await t.app.db.delete(products).where(eq(products.id, product.id));
    const lines = await linesOf(token, order._id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      product: null,
      name: 'Súp lơ xanh',
      nameEn: 'Broccoli',
      unit: { kind: 'piece', label: 'bông', labelEn: 'head' },
      imageUrl: '/uploads/sup-lo.webp',
      quantity: 2,
      priceEach: 29_000,
    });
    const list = orderListEnvelopeSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(token) })).json(),
    ).data;
    expect(list[0]).toMatchObject({ _id: order._id, totalAmount: 58_000, itemCount: 1 });
  });
});
