import {
  adminAuditListSchema,
  deliveryOptionsEnvelopeSchema,
  orderDetailEnvelopeSchema,
  orderEnvelopeSchema,
  type Order,
  type PaymentMethod,
} from '@veggie/contract';
import { eq, inArray, sql } from 'drizzle-orm';
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
import { addToCart, bearer, createProduct, postOrder, stockOf as storedStock } from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { loadConfig } from '../../config';
import { auditLog } from '../audit/audit.table';
import { deliverySlots } from '../delivery/delivery.table';
import { products } from '../products/products.table';
import { expireUnpaidTransfers } from './payment-expiry.service';
import { orders } from './orders.table';

const EXPIRY_MINUTES = 30;
const MINUTE = 60_000;

describe(`expiry of unpaid bank transfers (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  // Monday 1 March 2027, 05:00 in Vietnam: the day's 08:00–10:00 slots are open.
  const clock = manualClock(shopTime('2027-03-01', '05:00'));
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp(
      {
        payments: {
          ...loadConfig({}).payments,
          expiryMinutes: EXPIRY_MINUTES,
          bank: { bin: '970436', accountNumber: '0123456789', accountName: 'NGUYEN VAN A' },
        },
      },
      { clock },
    );
    const zone = await createZone(t.app.db, { fee: 0, wardCodes: [WARDS.saiGon] });
    await createTemplates(t.app.db, zone.id, { start: '08:00', end: '10:00', capacity: 1000 });
    admin = (await createUserAt(t.app.db, clock.now(), { role: 'admin' })).token;
  });
  afterAll(() => t.close());

  const now = () => new Date(clock.now());
  const sweep = (at = now(), limit?: number) => expireUnpaidTransfers(t.app.db, at, { limit });

  const stockOf = (productId: string) => storedStock(t.app.db, productId);
  const bookedOf = async (slotId: string) =>
    (
      await t.app.db.select({ booked: deliverySlots.booked }).from(deliverySlots).where(eq(deliverySlots.id, slotId))
    )[0]!.booked;
  const rowOf = async (orderId: string) => (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const expiryAudits = async (orderIds: string[]) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'order.payment_expired' and ${inArray(auditLog.entityId, orderIds)}`);
  const adminView = async (orderId: string) =>
    orderDetailEnvelopeSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/orders/admin/orders/${orderId}`, headers: bearer(admin) })
      ).json(),
    ).data;

  /**
   * A shopper checks out `quantity` of a product of stock 100 (through the API), delivered in the first open
   * slot, paying as asked; the clock stays where it was.
   */
  async function placeOrder(paymentMethod: PaymentMethod = 'bank_transfer', quantity = 2) {
    const { user, token } = await createUserAt(t.app.db, clock.now());
    const address = await createAddress(t.app.db, user.id, { wardCode: WARDS.saiGon, provinceCode: PROVINCES.hcm });
    const product = await createProduct(t.app.db, { price: 50_000, stock: 100 });
    await addToCart(t.app, token, product, quantity);
    const options = deliveryOptionsEnvelopeSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/delivery/options?addressId=${address.id}`,
          headers: bearer(token),
        })
      ).json(),
    ).data;
    const slotId = options.slots[0]!._id;
    const res = await postOrder(t.app, token, { addressId: address.id, slotId, paymentMethod });
    expect(res.statusCode, res.body).toBe(201);
    const order: Order = orderEnvelopeSchema.parse(res.json()).data;
    return { order, product, slotId, quantity, deadline: Date.parse(order.payment.expiresAt ?? '') };
  }

  /**
   * A transfer arriving the way the matcher takes it: the order's row locked first, then paid while it
   * still waits for its money, or the whole amount due back when it no longer does. `whileLocked` runs
   * with the row lock held.
   */
  function payByTransfer(orderId: string, whileLocked: () => Promise<unknown> = async () => {}) {
    return t.app.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      await whileLocked();
      if (order!.paymentStatus === 'unpaid' && order!.status !== 'cancelled') {
        await tx
          .update(orders)
          .set({ paymentStatus: 'paid', paidAt: now(), amountReceived: order!.totalAmount })
          .where(eq(orders.id, orderId));
        return 'paid' as const;
      }
      await tx
        .update(orders)
        .set({
          amountReceived: order!.amountReceived + order!.totalAmount,
          refundDue: order!.refundDue + order!.totalAmount,
        })
        .where(eq(orders.id, orderId));
      return 'late' as const;
    });
  }

  it('gives a transfer order the configured time to pay', async () => {
    const { order, deadline } = await placeOrder();
    expect(order.payment).toMatchObject({ method: 'bank_transfer', status: 'unpaid' });
    expect(deadline - clock.now()).toBe(EXPIRY_MINUTES * MINUTE);
  });

  it('leaves an order alone one second before its deadline and cancels it at the deadline', async () => {
    const { order, deadline } = await placeOrder();
    expect((await sweep(new Date(deadline - 1000))).map((o) => o.id)).not.toContain(order._id);
    expect(await adminView(order._id)).toMatchObject({ status: 'processing', payment: { status: 'unpaid' } });

    const expired = await sweep(new Date(deadline));
    expect(expired.map((o) => o.id)).toContain(order._id);
    expect(await adminView(order._id)).toMatchObject({ status: 'cancelled', payment: { status: 'expired' } });
  });

  it('gives the stock and the slot place back exactly once, with one audit entry by the system', async () => {
    const { order, product, slotId, quantity, deadline } = await placeOrder('bank_transfer', 3);
    const booked = await bookedOf(slotId);
    expect(await stockOf(product.id)).toBe(100 - quantity);

    await sweep(new Date(deadline));
    expect(await stockOf(product.id)).toBe(100);
    expect(await bookedOf(slotId)).toBe(booked - 1);
    // Later sweeps find nothing more to do with it.
    expect((await sweep(new Date(deadline + 60 * MINUTE))).map((o) => o.id)).not.toContain(order._id);
    expect(await stockOf(product.id)).toBe(100);
    expect(await bookedOf(slotId)).toBe(booked - 1);

    const log = adminAuditListSchema
      .parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/admin/audit?action=order.payment_expired&limit=100',
            headers: bearer(admin),
          })
        ).json(),
      )
      .data.filter((entry) => entry.entity.id === order._id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      actor: { _id: null, email: 'system' },
      entity: { type: 'order', id: order._id },
      details: { status: 'processing', totalAmount: order.totalAmount },
    });
  });

  it('never cancels a paid order', async () => {
    const { order, product, quantity, deadline } = await placeOrder();
    expect(await payByTransfer(order._id)).toBe('paid');
    expect((await sweep(new Date(deadline + MINUTE))).map((o) => o.id)).not.toContain(order._id);
    expect(await adminView(order._id)).toMatchObject({ status: 'processing', payment: { status: 'paid' } });
    expect(await stockOf(product.id)).toBe(100 - quantity);
    expect(await expiryAudits([order._id])).toEqual([]);
  });

  it('never expires a cash-on-delivery order', async () => {
    const { order, product, quantity } = await placeOrder('cod');
    expect(order.payment.expiresAt).toBeNull();
    expect((await sweep(new Date(clock.now() + 30 * 24 * 60 * MINUTE))).map((o) => o.id)).not.toContain(order._id);
    expect(await adminView(order._id)).toMatchObject({ status: 'processing', payment: { status: 'unpaid' } });
    expect(await stockOf(product.id)).toBe(100 - quantity);
  });

  it('leaves an order the admin cancelled as it is: its stock came back once, its payment stays unpaid', async () => {
    const { order, product, slotId, deadline } = await placeOrder();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/admin/orders/${order._id}/status`,
      headers: bearer(admin),
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(200);
    const booked = await bookedOf(slotId);
    expect(await stockOf(product.id)).toBe(100);

    expect((await sweep(new Date(deadline))).map((o) => o.id)).not.toContain(order._id);
    expect(await stockOf(product.id)).toBe(100);
    expect(await bookedOf(slotId)).toBe(booked);
    expect(await adminView(order._id)).toMatchObject({ status: 'cancelled', payment: { status: 'unpaid' } });
    expect(await expiryAudits([order._id])).toEqual([]);
  });

  it('refuses to bring an expired order back (409 payment_expired), changing nothing', async () => {
    const { order, product, slotId, deadline } = await placeOrder();
    await sweep(new Date(deadline));
    const booked = await bookedOf(slotId);
    const before = await rowOf(order._id);
    for (const status of ['processing', 'shipped', 'delivered']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/orders/admin/orders/${order._id}/status`,
        headers: { ...bearer(admin), 'accept-language': 'vi' },
        payload: { status },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'payment_expired',
        message: 'Đã hết thời hạn thanh toán đơn hàng này: đơn đã bị hủy',
      });
    }
    expect(await rowOf(order._id)).toEqual(before);
    expect(await stockOf(product.id)).toBe(100);
    expect(await bookedOf(slotId)).toBe(booked);
  });

  it('cancels at most `limit` orders a sweep, the oldest deadline first', async () => {
    // Everything due so far goes first, so this test counts only its own orders.
    await sweep(new Date(clock.now() + EXPIRY_MINUTES * MINUTE));
    const first = await placeOrder();
    clock.advance(MINUTE);
    const second = await placeOrder();
    clock.advance(MINUTE);
    const third = await placeOrder();
    const late = new Date(third.deadline);
    expect((await sweep(late, 2)).map((o) => o.id)).toEqual([first.order._id, second.order._id]);
    expect((await sweep(late, 2)).map((o) => o.id)).toEqual([third.order._id]);
  });

  describe.skipIf(!onPostgresServer)('concurrently (PostgreSQL)', () => {
    it('expires each order once when sweeps run at the same time', async () => {
      await sweep(new Date(clock.now() + EXPIRY_MINUTES * MINUTE));
      const placed = [];
      for (let i = 0; i < 8; i++) placed.push(await placeOrder('bank_transfer', 1 + (i % 3)));
      const ids = placed.map((p) => p.order._id);
      const slotId = placed[0]!.slotId;
      const booked = await bookedOf(slotId);
      const at = new Date(Math.max(...placed.map((p) => p.deadline)));

      const runs = await Promise.all(Array.from({ length: 6 }, (_, i) => sweep(at, 1 + (i % 3))));
      // A sweep that found another one at work returned nothing; the rest is swept up after.
      const swept = [...runs.flat(), ...(await sweep(at)), ...(await sweep(at))].map((o) => o.id);
      expect(swept.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
      for (const { product } of placed) expect(await stockOf(product.id)).toBe(100);
      expect(await bookedOf(slotId)).toBe(booked - placed.filter((p) => p.slotId === slotId).length);
      const audits = await expiryAudits(ids);
      expect(audits.map((a) => a.entityId).sort()).toEqual([...ids].sort());
    });

    it('returns at once, doing nothing, while another sweep holds the lock', async () => {
      await sweep(new Date(clock.now() + EXPIRY_MINUTES * MINUTE));
      const { order, product, deadline } = await placeOrder();
      // The first sweep waits on the product row this transaction holds, with the sweep's lock taken.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const productLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = t.app.db.transaction(async (tx) => {
        await tx.select().from(products).where(eq(products.id, product.id)).for('update');
        locked();
        await held;
      });
      await productLocked;
      const first = sweep(new Date(deadline));
      await expect.poll(() => waitingOnLocks(), { timeout: 5_000 }).toBeGreaterThan(0);

      expect(await sweep(new Date(deadline))).toEqual([]);
      release();
      await holder;
      expect((await first).map((o) => o.id)).toEqual([order._id]);
      expect(await stockOf(product.id)).toBe(100);
    });

    it('ends a sweep racing a payment with the order paid or expired, never both', async () => {
      await sweep(new Date(clock.now() + EXPIRY_MINUTES * MINUTE));
      const payFirst = await placeOrder();
      const sweepFirst = await placeOrder();
      clock.advance(MINUTE);
      const free = [];
      for (let i = 0; i < 6; i++) free.push(await placeOrder());
      const placed = [payFirst, sweepFirst, ...free];

      // Two races of known order: the payment holds the row while the sweep runs (the sweep skips it, the
      // order is paid), and the sweep commits before the payment looks (the money is due back) …
      const paid = await payByTransfer(payFirst.order._id, async () => {
        const swept = (await sweep(new Date(payFirst.deadline))).map((o) => o.id);
        expect(swept).not.toContain(payFirst.order._id);
        expect(swept).toContain(sweepFirst.order._id);
      });
      expect(paid).toBe('paid');
      expect(await payByTransfer(sweepFirst.order._id)).toBe('late');
      // … and free-running ones, each sweep and payment starting at once.
      const at = new Date(free[0]!.deadline);
      await Promise.all(free.flatMap((p) => [sweep(at), payByTransfer(p.order._id)]));
      await sweep(at);

      for (const { order, product, quantity } of placed) {
        const row = await rowOf(order._id);
        const audits = await expiryAudits([order._id]);
        if (row.paymentStatus === 'paid') {
          expect(row).toMatchObject({ status: 'processing', refundDue: 0, amountReceived: order.totalAmount });
          expect(await stockOf(product.id)).toBe(100 - quantity);
          expect(audits).toEqual([]);
        } else {
          expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'expired', refundDue: order.totalAmount });
          expect(await stockOf(product.id)).toBe(100);
          expect(audits).toHaveLength(1);
        }
      }
      expect((await rowOf(payFirst.order._id)).paymentStatus).toBe('paid');
      expect((await rowOf(sweepFirst.order._id)).paymentStatus).toBe('expired');
    });
  });

  /** How many of this database's backends wait for a lock. */
  async function waitingOnLocks(): Promise<number> {
    const result = (await t.app.db.execute(
      sql`select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where not l.granted and a.datname = current_database()`,
    )) as unknown as { rows: Array<{ n: number }> };
    return result.rows[0]?.n ?? 0;
  }
});
