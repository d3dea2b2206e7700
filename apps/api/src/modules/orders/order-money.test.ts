import {
  adminOrderListSchema,
  deliveryOptionsEnvelopeSchema,
  formatVnd,
  orderDetailEnvelopeSchema,
  orderEnvelopeSchema,
  orderPaymentEnvelopeSchema,
  orderStatsEnvelopeSchema,
  packingListEnvelopeSchema,
} from '@veggie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import { createAddress, createTemplates, createZone, PROVINCES, WARDS } from '../../../test/delivery-fixtures';
import {
  addToCart,
  bearer,
  createProduct,
  createUser,
  createWeightProduct,
  placeOrder,
  postOrder,
  stockOf,
} from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { paymentConfig, sepayNotification, WEBHOOK_KEY } from '../../../test/payment-fixtures';
import { products } from '../products/products.table';
import { DEMO_SHOP_SETTINGS } from '../settings/settings.defaults';
import { moneyOf } from './order-money';
import { expireUnpaidTransfers } from './payment-expiry.service';

const EXPIRY_MINUTES = 30;

describe('moneyOf', () => {
  it('asks for what was given back when the total grows again after a refund', () => {
    // Paid 230 of 220, the 10 over given back, then weighed down to 200 (refund 20 due), paid back, then
    // weighed again at 220: the shopper holds 200 of it in the shop, so 20 is due and nothing is owed back.
    expect(moneyOf({ status: 'processing', totalAmount: 220, amountReceived: 230, refunded: 30 })).toEqual({
      kept: 200,
      amountDue: 20,
      refundDue: 0,
    });
    expect(moneyOf({ status: 'cancelled', totalAmount: 220, amountReceived: 230, refunded: 30 })).toEqual({
      kept: 0,
      amountDue: 0,
      refundDue: 200,
    });
  });
});

/** The numbered cases of issue #30 ("Money that always adds up"), each as the shop's API shows it. */
describe(`an order's money, case by case (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  const clock = manualClock();
  let t: TestApp;
  let admin: string;
  let transferId = 0;
  beforeAll(async () => {
    t = await buildTestApp(paymentConfig({ expiryMinutes: EXPIRY_MINUTES }), { clock });
    admin = (await createUser(t.app.db, { role: 'admin' })).token;
  });
  afterAll(() => t.close());

  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, headers: { ...bearer(admin), 'accept-language': lang }, ...(payload && { payload }) });
  const detailOf = async (id: string) =>
    orderDetailEnvelopeSchema.parse((await asAdmin('GET', `/api/orders/admin/orders/${id}`)).json()).data;
  const stats = async () =>
    orderStatsEnvelopeSchema.parse((await asAdmin('GET', '/api/orders/admin/orders/stats')).json()).data;
  const pay = (reference: string, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sepay',
      headers: { authorization: `Apikey ${WEBHOOK_KEY}` },
      payload: sepayNotification(`money-${++transferId}`, `MBVCB.${reference}.CT`, amount),
    });
  const weigh = async (id: string, percent: number) => {
    const line = (await detailOf(id)).orderDetails.find((l) => l.unit.kind === 'weight')!;
    const pickedGrams = Math.round((line.quantity * line.unit.stepGrams! * percent) / 100);
    const res = await asAdmin('POST', `/api/orders/admin/orders/${id}/weights`, {
      lines: [{ lineId: line._id, pickedGrams }],
      confirm: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return orderDetailEnvelopeSchema.parse(res.json()).data;
  };
  const sweepAfterDeadline = () => {
    clock.advance((EXPIRY_MINUTES + 1) * 60_000);
    return expireUnpaidTransfers(t.app.db, new Date(clock.now()));
  };
  const transferOrder = async () => {
    const { token } = await createUser(t.app.db);
    const tomatoes = await createWeightProduct(t.app.db, { stock: 20_000 });
    const herbs = await createProduct(t.app.db, { price: 20_000, stock: 50 });
    const order = await placeOrder(
      t.app,
      token,
      [
        [tomatoes, 4],
        [herbs, 1],
      ],
      { paymentMethod: 'bank_transfer' },
    );
    return { order, token, tomatoes, herbs };
  };

  it('1. asks for the balance of a paid transfer weighed heavier, in the mail, on the pay page and in the books', async () => {
    const zone = await createZone(t.app.db, { fee: 15_000, freeFrom: null, wardCodes: [WARDS.saiGon] });
    await createTemplates(t.app.db, zone.id, { start: '08:00', end: '10:00', capacity: 5 });
    const slot = deliveryOptionsEnvelopeSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/delivery/options?wardCode=${WARDS.saiGon}` })).json(),
    ).data.slots[0]!;
    const { user, token } = await createUser(t.app.db);
    const address = await createAddress(t.app.db, user.id, { wardCode: WARDS.saiGon, provinceCode: PROVINCES.hcm });
    const tomatoes = await createWeightProduct(t.app.db);
    const order = await placeOrder(t.app, token, [[tomatoes, 4]], {
      addressId: address.id,
      slotId: slot._id,
      paymentMethod: 'bank_transfer',
    });
    const paidBefore = (await stats()).paidRevenue;
    expect((await pay(order.payment.reference!, order.totalAmount)).statusCode).toBe(200);
    expect((await detailOf(order._id)).payment.status).toBe('paid');

    const mails = t.mail.length;
    const weighed = await weigh(order._id, 110);
    const balance = weighed.totalAmount - order.totalAmount;
    expect(balance).toBeGreaterThan(0);
    expect(weighed.payment).toMatchObject({
      status: 'unpaid',
      amountReceived: order.totalAmount,
      kept: order.totalAmount,
      amountDue: balance,
      refundDue: 0,
    });
    // The shopper is told how much is still due and how to pay it.
    expect(
      t.mail
        .slice(mails)
        .map((m) => m.text)
        .join('\n'),
    ).toContain(
      `please transfer the remaining ${formatVnd(balance, 'en')} with the description ${order.payment.reference}`,
    );
    const payment = orderPaymentEnvelopeSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/payment`, headers: bearer(token) })).json(),
    ).data;
    expect(payment).toMatchObject({ status: 'unpaid', amountDue: balance, estimated: false });
    // VietQR's amount field (tag 54) holds the balance, not the total.
    expect(payment.qr?.payload).toContain(`54${String(balance).length.toString().padStart(2, '0')}${balance}`);
    // The driver collects it, and the books count only what the bank received.
    const packing = packingListEnvelopeSchema.parse(
      (await asAdmin('GET', `/api/admin/delivery/slots/${slot._id}/packing-list`)).json(),
    ).data.wards[0]!.orders[0]!;
    expect(packing).toMatchObject({ paymentMethod: 'bank_transfer', amountDue: balance, addressChecked: true });
    expect((await stats()).paidRevenue - paidBefore).toBe(order.totalAmount);

    // The balance arrives: paid, and the books have all of it.
    expect((await pay(order.payment.reference!, balance)).statusCode).toBe(200);
    expect((await detailOf(order._id)).payment).toMatchObject({ status: 'paid', amountDue: 0 });
    expect((await stats()).paidRevenue - paidBefore).toBe(weighed.totalAmount);
  });

  it('2. marks paid a part payment weighed below it, with the rest refund due, and the sweep leaves it', async () => {
    const { order } = await transferOrder();
    const part = order.totalAmount - 3_000;
    await pay(order.payment.reference!, part);
    expect((await detailOf(order._id)).payment).toMatchObject({ status: 'unpaid', amountDue: 3_000 });
    const weighed = await weigh(order._id, 90);
    expect(weighed.totalAmount).toBeLessThan(part);
    expect(weighed.payment).toMatchObject({
      status: 'paid',
      kept: weighed.totalAmount,
      amountDue: 0,
      refundDue: part - weighed.totalAmount,
    });
    expect((await sweepAfterDeadline()).map((o) => o.id)).not.toContain(order._id);
    expect((await detailOf(order._id)).status).toBe('processing');
  });

  it('3. makes what an expired or cancelled order received refund due, listed and refundable', async () => {
    const expiring = await transferOrder();
    await pay(expiring.order.payment.reference!, 40_000);
    expect((await sweepAfterDeadline()).map((o) => o.id)).toContain(expiring.order._id);
    expect((await detailOf(expiring.order._id)).payment).toMatchObject({
      status: 'expired',
      kept: 0,
      amountDue: 0,
      refundDue: 40_000,
    });

    const cancelled = await transferOrder();
    await pay(cancelled.order.payment.reference!, cancelled.order.totalAmount);
    expect(
      (await asAdmin('PUT', `/api/orders/admin/orders/${cancelled.order._id}/status`, { status: 'cancelled' }))
        .statusCode,
    ).toBe(200);
    expect((await detailOf(cancelled.order._id)).payment).toMatchObject({
      kept: 0,
      refundDue: cancelled.order.totalAmount,
    });

    const due = adminOrderListSchema
      .parse((await asAdmin('GET', '/api/orders/admin/orders?payment=refund_due&limit=100')).json())
      .data.map((o) => o._id);
    expect(due).toEqual(expect.arrayContaining([expiring.order._id, cancelled.order._id]));
    for (const [id, amount] of [
      [expiring.order._id, 40_000],
      [cancelled.order._id, cancelled.order.totalAmount],
    ] as const) {
      const res = await asAdmin('POST', `/api/orders/admin/orders/${id}/refund`, { bankReference: 'FT26333000001' });
      expect(res.statusCode, res.body).toBe(200);
      expect(orderEnvelopeSchema.parse(res.json()).data.payment).toMatchObject({
        status: 'refunded',
        refundDue: 0,
        refunded: amount,
        amountReceived: amount,
      });
    }
  });

  it('4. never lets the sweep cancel a transfer an admin has shipped or delivered, nor give its goods back', async () => {
    const shipped = await transferOrder();
    const delivered = await transferOrder();
    await asAdmin('PUT', `/api/orders/admin/orders/${shipped.order._id}/status`, { status: 'shipped' });
    await asAdmin('PUT', `/api/orders/admin/orders/${delivered.order._id}/status`, { status: 'delivered' });
    const expired = (await sweepAfterDeadline()).map((o) => o.id);
    expect(expired).not.toContain(shipped.order._id);
    expect(expired).not.toContain(delivered.order._id);
    expect((await detailOf(shipped.order._id)).status).toBe('shipped');
    expect((await detailOf(delivered.order._id)).payment).toMatchObject({
      status: 'unpaid',
      amountDue: delivered.order.totalAmount,
    });
    expect(await stockOf(t.app.db, shipped.herbs.id)).toBe(49);
    expect(await stockOf(t.app.db, delivered.tomatoes.id)).toBe(20_000 - 1_000);
  });

  describe('6. the bodyless checkout and holding stock', () => {
    const saveShop = (changes: object) =>
      asAdmin('PUT', '/api/admin/settings/shop', { ...DEMO_SHOP_SETTINGS, ...changes });
    afterAll(async () => {
      await saveShop({ orders: { maxOpen: 100 } });
    });

    it("obeys the shop's default minimum and fee and flags the address as not checked", async () => {
      expect(
        (await saveShop({ delivery: { ...DEMO_SHOP_SETTINGS.delivery, defaultFee: 18_000, defaultMinOrder: 100_000 } }))
          .statusCode,
      ).toBe(200);
      const { token } = await createUser(t.app.db);
      const product = await createProduct(t.app.db, { price: 30_000, stock: 10 });
      await addToCart(t.app, token, product, 2);
      for (const [lang, message] of [
        ['en', `Orders to your address start at ${formatVnd(100_000, 'en')}: add ${formatVnd(40_000, 'en')} more`],
        [
          'vi',
          `Đơn giao đến địa chỉ của bạn tối thiểu ${formatVnd(100_000, 'vi')}: hãy mua thêm ${formatVnd(40_000, 'vi')}`,
        ],
      ] as const) {
        const refused = await postOrder(t.app, token, undefined, { 'accept-language': lang });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'below_minimum_order', message });
      }
      expect(await stockOf(t.app.db, product.id)).toBe(10);
      await addToCart(t.app, token, product, 2);
      const res = await postOrder(t.app, token);
      expect(res.statusCode).toBe(201);
      expect(orderEnvelopeSchema.parse(res.json()).data).toMatchObject({
        subtotal: 120_000,
        deliveryFee: 18_000,
        totalAmount: 138_000,
        delivery: { address: null, addressChecked: false },
      });
      await saveShop({ orders: { maxOpen: 100 } });
    });

    it('caps the orders one shopper holds open, and a product per order', async () => {
      expect((await saveShop({ orders: { maxOpen: 2 } })).statusCode).toBe(200);
      const { token } = await createUser(t.app.db);
      const product = await createProduct(t.app.db, { price: 10_000, stock: 100 });
      const first = await placeOrder(t.app, token, [[product, 1]]);
      await placeOrder(t.app, token, [[product, 1]]);
      await addToCart(t.app, token, product, 1);
      for (const [lang, message] of [
        ['en', 'You already have 2 orders being prepared'],
        ['vi', 'Bạn đang có 2 đơn hàng chờ chuẩn bị'],
      ] as const) {
        const refused = await postOrder(t.app, token, undefined, { 'accept-language': lang });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          code: 'too_many_open_orders',
          message: expect.stringContaining(message),
        });
      }
      expect(await stockOf(t.app.db, product.id)).toBe(98);
      // Once one is on its way, the next may be placed.
      await asAdmin('PUT', `/api/orders/admin/orders/${first._id}/status`, { status: 'shipped' });
      expect((await postOrder(t.app, token)).statusCode).toBe(201);

      const scarce = await createProduct(t.app.db, { name: 'Dâu tây Đà Lạt', price: 90_000, stock: 30 });
      const { token: other } = await createUser(t.app.db);
      await addToCart(t.app, other, scarce, 3);
      await t.app.db.update(products).set({ maxPerOrder: 2 }).where(eq(products.id, scarce.id));
      const capped = await postOrder(t.app, other);
      expect(capped.statusCode).toBe(400);
      expect(capped.json()).toMatchObject({
        code: 'quantity_above_limit',
        message: 'You can buy at most 2 of "Dâu tây Đà Lạt" in one order',
      });
      expect(await stockOf(t.app.db, scarce.id)).toBe(30);
    });
  });

  it('7. counts the products of an order, with the weight beside', async () => {
    const { token } = await createUser(t.app.db);
    const order = await placeOrder(t.app, token, [
      [await createProduct(t.app.db), 3],
      [await createProduct(t.app.db), 2],
      [await createWeightProduct(t.app.db), 4],
      [await createWeightProduct(t.app.db, { unitStepGrams: 500 }), 2],
    ]);
    expect(order).toMatchObject({ itemCount: 4, weightGrams: 4 * 250 + 2 * 500 });
  });
});
