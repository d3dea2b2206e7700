import { orderDetailEnvelopeSchema, orderEnvelopeSchema, type DeliverySlot } from '@veggie/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import {
  createAddress,
  createTemplates,
  createUserAt,
  createZone,
  PROVINCES,
  shopTime,
  WARDS,
} from '../../../test/delivery-fixtures';
import { addToCart, bearer, createProduct, createWeightProduct, postOrder, stockOf } from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { paymentConfig, sepayNotification, WEBHOOK_KEY } from '../../../test/payment-fixtures';
import { auditLog } from '../audit/audit.table';
import { deliverySlots } from '../delivery/delivery.table';

describe(`a shopper cancels their own order (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  // Monday 1 March 2027, 05:00 in Vietnam: the day's 08:00 slot closes at 06:00 (cut-off 120 minutes).
  const clock = manualClock(shopTime('2027-03-01', '05:00'));
  let admin: string;
  let transferId = 0;

  beforeAll(async () => {
    t = await buildTestApp(paymentConfig(), { clock });
    const zone = await createZone(t.app.db, { fee: 20_000, freeFrom: null, wardCodes: [WARDS.saiGon] });
    await createTemplates(t.app.db, zone.id, { start: '08:00', end: '10:00', capacity: 50, cutoffMinutes: 120 });
    admin = (await createUserAt(t.app.db, clock.now(), { role: 'admin' })).token;
  });
  afterAll(() => t.close());

  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });
  const cancel = (token: string, orderId: string, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: { ...bearer(token), 'accept-language': lang },
    });
  const detailOf = async (id: string) =>
    orderDetailEnvelopeSchema.parse((await asAdmin('GET', `/api/orders/admin/orders/${id}`)).json()).data;
  const bookedOf = async (slotId: string) =>
    (await t.app.db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId)))[0]?.booked;
  const firstSlot = async (): Promise<DeliverySlot> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/delivery/options?wardCode=${WARDS.saiGon}` });
    return res.json().data.slots[0];
  };

  /** A shopper's order of 3 pieces and 4 × 250 g, in the first open slot, paid by transfer when asked. */
  const place = async ({ paid = false }: { paid?: boolean } = {}) => {
    const { user, token } = await createUserAt(t.app.db, clock.now());
    const address = await createAddress(t.app.db, user.id, { wardCode: WARDS.saiGon, provinceCode: PROVINCES.hcm });
    const herbs = await createProduct(t.app.db, { price: 40_000, stock: 10 });
    const tomatoes = await createWeightProduct(t.app.db, { stock: 5_000 });
    await addToCart(t.app, token, herbs, 3);
    await addToCart(t.app, token, tomatoes, 4);
    const slot = await firstSlot();
    const res = await postOrder(t.app, token, {
      addressId: address.id,
      slotId: slot._id,
      paymentMethod: 'bank_transfer',
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = orderEnvelopeSchema.parse(res.json()).data;
    if (paid) {
      const payment = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sepay',
        headers: { authorization: `Apikey ${WEBHOOK_KEY}` },
        payload: sepayNotification(`cancel-${++transferId}`, `MBVCB.${order.payment.reference}.CT`, order.totalAmount),
      });
      expect(payment.statusCode).toBe(200);
    }
    return { user, token, order, slotId: slot._id, herbs, tomatoes };
  };
  const weigh = async (orderId: string) => {
    const line = (await detailOf(orderId)).orderDetails.find((l) => l.unit.kind === 'weight')!;
    return asAdmin('POST', `/api/orders/admin/orders/${orderId}/weights`, {
      lines: [{ lineId: line._id, pickedGrams: 1_000 }],
      confirm: true,
    });
  };
  const expectUnchanged = async (placed: Awaited<ReturnType<typeof place>>, status = 'processing') => {
    expect((await detailOf(placed.order._id)).status).toBe(status);
    expect(await stockOf(t.app.db, placed.herbs.id)).toBe(7);
  };

  it('cancels a paid order: stock and slot place back, all received refund due, audited, mailed', async () => {
    const placed = await place({ paid: true });
    const booked = (await bookedOf(placed.slotId))!;
    expect(await stockOf(t.app.db, placed.tomatoes.id)).toBe(4_000);

    const res = await cancel(placed.token, placed.order._id, 'vi');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Đơn hàng của bạn đã được hủy', data: { status: 'cancelled' } });
    expect(await stockOf(t.app.db, placed.herbs.id)).toBe(10);
    expect(await stockOf(t.app.db, placed.tomatoes.id)).toBe(5_000);
    expect(await bookedOf(placed.slotId)).toBe(booked - 1);
    expect((await detailOf(placed.order._id)).payment).toMatchObject({
      kept: 0,
      amountDue: 0,
      refundDue: placed.order.totalAmount,
    });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, placed.order._id), eq(auditLog.action, 'order.status_changed')));
    expect(audit).toMatchObject([{ actorId: placed.user.id, details: { from: 'processing', to: 'cancelled' } }]);
    expect(t.mail.filter((mail) => mail.to === placed.user.email).at(-1)?.subject).toContain('Cancelled');

    // Cancelling again is refused and gives nothing back twice.
    expect((await cancel(placed.token, placed.order._id)).json()).toMatchObject({ code: 'order_not_cancellable' });
    expect(await stockOf(t.app.db, placed.herbs.id)).toBe(10);
    expect(await bookedOf(placed.slotId)).toBe(booked - 1);
  });

  it('refuses a shipped order, changing nothing', async () => {
    const placed = await place();
    await asAdmin('PUT', `/api/orders/admin/orders/${placed.order._id}/status`, { status: 'shipped' });
    const res = await cancel(placed.token, placed.order._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'order_not_cancellable',
      message: 'This order can no longer be cancelled: it is being packed or on its way',
    });
    await expectUnchanged(placed, 'shipped');
  });

  it('refuses an order with a weighed line, changing nothing', async () => {
    const placed = await place();
    expect((await weigh(placed.order._id)).statusCode).toBe(200);
    expect((await cancel(placed.token, placed.order._id)).statusCode).toBe(409);
    await expectUnchanged(placed);
  });

  it("refuses once the slot's cut-off has passed, and cancels just before it", async () => {
    const early = await place();
    const late = await place();
    const { closesAt } = (await t.app.db.select().from(deliverySlots).where(eq(deliverySlots.id, early.slotId)))[0]!;
    clock.advance(closesAt.getTime() - 1 - clock.now());
    expect((await cancel(early.token, early.order._id)).statusCode).toBe(200);
    clock.advance(1);
    const res = await cancel(late.token, late.order._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('order_not_cancellable');
    await expectUnchanged(late);
    clock.advance(shopTime('2027-03-01', '05:00') - clock.now());
  });

  it("answers 404 for someone else's order, a missing one and a malformed id, changing nothing", async () => {
    const placed = await place();
    const stranger = await createUserAt(t.app.db, clock.now());
    for (const id of [placed.order._id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await cancel(stranger.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('order_not_found');
    }
    await expectUnchanged(placed);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${placed.order._id}/cancel` })).statusCode).toBe(
      401,
    );
  });

  it('never leaves an order both cancelled and weighed when the two race', async () => {
    for (let round = 0; round < 4; round += 1) {
      const placed = await place();
      const line = (await detailOf(placed.order._id)).orderDetails.find((l) => l.unit.kind === 'weight')!;
      const [cancelled, weighed] = await Promise.all([
        cancel(placed.token, placed.order._id),
        asAdmin('POST', `/api/orders/admin/orders/${placed.order._id}/weights`, {
          lines: [{ lineId: line._id, pickedGrams: 1_000 }],
          confirm: true,
        }),
      ]);
      // Exactly one wins: a cancel first makes the weighing "not packable", a weighing first the cancel refused.
      expect([cancelled.statusCode, weighed.statusCode].sort()).toEqual([200, 409]);
      const detail = await detailOf(placed.order._id);
      const isWeighed = detail.orderDetails.some((l) => l.pickedGrams !== null);
      expect(detail.status === 'cancelled').toBe(!isWeighed);
      expect(await stockOf(t.app.db, placed.tomatoes.id)).toBe(detail.status === 'cancelled' ? 5_000 : 4_000);
    }
  });
});
