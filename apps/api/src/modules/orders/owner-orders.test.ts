import {
  adminOrderListSchema,
  errorEnvelopeSchema,
  formatVnd,
  newOrderCountEnvelopeSchema,
  orderEnvelopeSchema,
  ordersTodayEnvelopeSchema,
  type Order,
} from '@veggie/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import {
  createAddress,
  createTemplates,
  createUserAt,
  createZone,
  openSlotsOf,
  PROVINCES,
  shopTime,
  WARDS,
} from '../../../test/delivery-fixtures';
import { addToCart, bearer, createProduct, postOrder } from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { auditLog } from '../audit/audit.table';
import { mailOutbox } from '../mail/mail.table';
import { getShopSettings, settingsContextOf } from '../settings/settings.service';
import { orders } from './orders.table';

/**
 * The owner's day (contract "The owner's day"): finding an order by any key the shopper or the pay page gives,
 * the orders of one delivery day, today's work, new orders announced, and a cash order delivered and paid in one
 * step.
 */
describe(`the owner's order tools (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  // Monday 1 March 2027, 05:00 in Vietnam.
  const clock = manualClock(shopTime('2027-03-01', '05:00'));
  const setNow = (ms: number) => clock.advance(ms - clock.now());
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    const zone = await createZone(t.app.db, {
      name: 'Nội thành',
      fee: 0,
      freeFrom: null,
      minOrder: 0,
      wardCodes: [WARDS.saiGon],
    });
    await createTemplates(t.app.db, zone.id, { start: '08:00', end: '10:00', capacity: 50, cutoffMinutes: 60 });
    admin = (await createUserAt(t.app.db, clock.now(), { role: 'admin' })).token;
  });
  afterAll(() => t.close());

  const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const list = async (query: string) => {
    const res = await get(`/api/orders/admin/orders?limit=100&${query}`);
    expect(res.statusCode, query).toBe(200);
    return adminOrderListSchema.parse(res.json()).data.map((order) => order._id);
  };
  const search = (q: string) => list(`q=${encodeURIComponent(q)}`);

  /** An order of the shopper's address-book entry in Sài Gòn (its receiver and phone), in today's 08:00 slot. */
  async function addressOrder(
    customer: { name: string; email: string; phone?: string },
    address: { receiverName: string; phone: string },
    note = '',
  ): Promise<Order> {
    const { user, token } = await createUserAt(t.app.db, clock.now(), customer);
    const entry = await createAddress(t.app.db, user.id, {
      wardCode: WARDS.saiGon,
      provinceCode: PROVINCES.hcm,
      ...address,
    });
    await addToCart(t.app, token, await createProduct(t.app.db, { price: 66_000, stock: 50 }), 1);
    const [slot] = await openSlotsOf(t.app, WARDS.saiGon);
    const res = await postOrder(t.app, token, { addressId: entry.id, slotId: slot!._id, note });
    expect(res.statusCode).toBe(201);
    return orderEnvelopeSchema.parse(res.json()).data;
  }

  /** An order of the spec's bodyless checkout: the profile's free-text phone and address, no slot. */
  async function profileOrder(customer: { name: string; email: string; phone: string }): Promise<Order> {
    const { token } = await createUserAt(t.app.db, clock.now(), customer);
    await addToCart(t.app, token, await createProduct(t.app.db, { price: 40_000, stock: 50 }), 1);
    const res = await postOrder(t.app, token);
    expect(res.statusCode).toBe(201);
    return orderEnvelopeSchema.parse(res.json()).data;
  }

  describe('search', () => {
    let lan: Order;
    let minh: Order;
    let other: Order;
    beforeAll(async () => {
      lan = await addressOrder(
        { name: 'Nguyễn Thị Lan', email: 'lan.nguyen@example.com', phone: '0300 000 001' },
        { receiverName: 'Trần Văn Bình', phone: '+84912345678' },
      );
      minh = await profileOrder({ name: 'Lê Minh Đức', email: 'duc.le@example.com', phone: '0977 654 321' });
      other = await addressOrder(
        { name: 'Phạm Thu Hà', email: 'ha.pham@example.com', phone: '0300 000 002' },
        { receiverName: 'Phạm Thu Hà', phone: '+84987000111' },
      );
      await t.app.db.update(orders).set({ paymentReference: 'VMHS8QGTXM' }).where(eq(orders.id, minh._id));
    });

    it("finds an order by its code as the pay page shows it, with or without '#', in any case", async () => {
      const code = lan._id.slice(-8);
      expect(await search(`#${code.toUpperCase()}`)).toEqual([lan._id]);
      expect(await search(code.toLowerCase())).toEqual([lan._id]);
    });

    it('finds an order by its transfer reference, in any case', async () => {
      expect(await search('VMHS8QGTXM')).toEqual([minh._id]);
      expect(await search('vmhs8qgtxm')).toEqual([minh._id]);
    });

    it("finds the customer's and the receiver's names without case or accents, and the email", async () => {
      expect(await search('nguyen thi lan')).toEqual([lan._id]);
      expect(await search('NGUYỄN THỊ')).toEqual([lan._id]);
      expect(await search('duc')).toEqual([minh._id]);
      expect(await search('tran van binh')).toEqual([lan._id]);
      expect(await search('LAN.NGUYEN@example')).toEqual([lan._id]);
    });

    it('finds the address-book phone and the shipping phone typed the national way or in E.164', async () => {
      for (const typed of ['0912 345 678', '0912345678', '+84912345678', '+84 912 345 678', '912 345 678']) {
        expect(await search(typed), typed).toEqual([lan._id]);
      }
      for (const typed of ['0977 654 321', '0977654321', '+84977654321']) {
        expect(await search(typed), typed).toEqual([minh._id]);
      }
      expect(await search('+84987000111')).toEqual([other._id]);
    });

    it("never answers another customer's order, and takes wildcards literally", async () => {
      expect(await search('0912 345 679')).toEqual([]);
      expect(await search('%')).toEqual([]);
      expect(await search('_')).toEqual([]);
      expect(await search('lan.nguyen@example.comx')).toEqual([]);
      // Combined with the other filters, as the list's controls are.
      expect(await list(`q=${encodeURIComponent('0912345678')}&status=shipped`)).toEqual([]);
    });

    it('refuses a search past the limit and a day that is not a real date, with 400 and the field', async () => {
      for (const query of [
        `q=${'a'.repeat(201)}`,
        'deliveryDate=2027-02-30',
        'deliveryDate=tomorrow',
        'deliveryDate=2027-3-1',
      ]) {
        const res = await get(`/api/orders/admin/orders?${query}`);
        expect(res.statusCode, query).toBe(400);
        const field = query.split('=')[0];
        expect(errorEnvelopeSchema.parse(res.json()).errors?.map((e) => e.field)).toContain(field);
      }
    });
  });

  describe('delivery day and today', () => {
    let lateEvening: Order;
    let afterMidnight: Order;
    beforeAll(async () => {
      lateEvening = await addressOrder(
        { name: 'Khách tối', email: 'late@example.com' },
        { receiverName: 'Khách tối', phone: '+84911000001' },
      );
      afterMidnight = await addressOrder(
        { name: 'Khách sớm', email: 'early@example.com' },
        { receiverName: 'Khách sớm', phone: '+84911000002' },
      );
      // Slots at the edge of Vietnam's midnight: 23:30 on 1 March and 00:00 on 2 March (17:00 UTC on 1 March).
      const at = (ms: number) => new Date(ms);
      await t.app.db
        .update(orders)
        .set({ slotStartsAt: at(shopTime('2027-03-01', '23:30')), slotEndsAt: at(shopTime('2027-03-01', '23:59')) })
        .where(eq(orders.id, lateEvening._id));
      await t.app.db
        .update(orders)
        .set({ slotStartsAt: at(shopTime('2027-03-02', '00:00')), slotEndsAt: at(shopTime('2027-03-02', '02:00')) })
        .where(eq(orders.id, afterMidnight._id));
    });

    it('keeps the orders whose slot starts on that day in Vietnam, not in UTC', async () => {
      const first = await list('deliveryDate=2027-03-01');
      expect(first).toContain(lateEvening._id);
      expect(first).not.toContain(afterMidnight._id);
      const second = await list('deliveryDate=2027-03-02');
      expect(second).toEqual([afterMidnight._id]);
      expect(await list('deliveryDate=2027-02-28')).toEqual([]);
    });

    it("counts today's packing and cash by the shop's clock, turning over at Vietnam's midnight", async () => {
      const today = async () =>
        ordersTodayEnvelopeSchema.parse((await get('/api/orders/admin/orders/today')).json()).data;
      setNow(shopTime('2027-03-01', '23:59'));
      const before = await today();
      expect(before.date).toBe('2027-03-01');
      expect(before.slots.length).toBeGreaterThan(0);
      expect(before.slots.every((slot) => slot.start.startsWith('2027-03-01'))).toBe(true);

      setNow(shopTime('2027-03-02', '00:00'));
      const after = await today();
      expect(after.date).toBe('2027-03-02');
      // Only the after-midnight order has its slot on 2 March: 66.000 ₫ cash to collect, one order to pack.
      expect(after.cashToCollect).toEqual({ amount: 66_000, orders: 1 });
      const withoutSlot = await t.app.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'processing'), isNull(orders.slotStartsAt)));
      expect(withoutSlot.length).toBeGreaterThan(0);
      expect(after.toPack).toBe(1 + withoutSlot.length);
      // The evening order was 1 March's, with those of the morning slot.
      expect(before.cashToCollect.orders).toBeGreaterThanOrEqual(1);
      expect(before.cashToCollect.amount).toBe(66_000 * before.cashToCollect.orders);
      expect(before.toPack).toBe(before.cashToCollect.orders + withoutSlot.length);
      setNow(shopTime('2027-03-01', '05:00'));
    });
  });

  describe('a cash order delivered and paid in one step', () => {
    const setStatus = (id: string, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/admin/orders/${id}/status`,
        headers: bearer(admin),
        payload,
      });
    const stored = async (id: string) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    const auditOf = (id: string) =>
      t.app.db
        .select({ action: auditLog.action, details: auditLog.details })
        .from(auditLog)
        .where(eq(auditLog.entityId, id));

    it('marks it delivered, records its amount due as received and leaves it paid, audited, mailing the shopper', async () => {
      const order = await addressOrder(
        { name: 'Khách tiền mặt', email: 'cash@example.com' },
        { receiverName: 'Khách tiền mặt', phone: '+84911000003' },
      );
      expect(order.payment).toMatchObject({ method: 'cod', amountDue: 66_000, status: 'unpaid' });
      const res = await setStatus(order._id, { status: 'delivered', cashCollected: 66_000 });
      expect(res.statusCode).toBe(200);
      const body = orderEnvelopeSchema.parse(res.json());
      expect(body.message).toBe('Order delivered and cash recorded');
      const { payment } = body.data;
      expect(body.data.status).toBe('delivered');
      expect(payment).toMatchObject({
        status: 'paid',
        amountReceived: 66_000,
        kept: 66_000,
        amountDue: 0,
        refundDue: 0,
      });
      expect(payment.paidAt).not.toBeNull();
      // The money rules hold: received = kept + refund due + refunded; due = total − kept.
      expect(payment.amountReceived).toBe(payment.kept + payment.refundDue + payment.refunded);
      expect(payment.amountDue).toBe(body.data.totalAmount - payment.kept);
      expect((await auditOf(order._id)).map((entry) => entry.action).sort()).toEqual([
        'order.cash_collected',
        'order.status_changed',
      ]);
      expect((await auditOf(order._id)).find((e) => e.action === 'order.cash_collected')?.details).toMatchObject({
        amount: 66_000,
        totalAmount: 66_000,
      });
      expect(
        t.mail
          .filter((mail) => mail.to === 'cash@example.com')
          .map((mail) => mail.subject)
          .join(),
      ).toMatch(/delivered/i);
    });

    it('refuses an amount that is not the amount due (409) and cash on another status or method (400), changing nothing', async () => {
      const order = await addressOrder(
        { name: 'Khách cân', email: 'weighed@example.com' },
        { receiverName: 'Khách cân', phone: '+84911000004' },
      );
      const before = await stored(order._id);
      const wrong = await setStatus(order._id, { status: 'delivered', cashCollected: 60_000 });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().code).toBe('cash_amount_mismatch');
      const shipped = await setStatus(order._id, { status: 'shipped', cashCollected: 66_000 });
      expect(shipped.statusCode).toBe(400);
      expect(shipped.json().code).toBe('cash_not_collectable');
      for (const cashCollected of [0, -1, 1.5, '66000']) {
        expect((await setStatus(order._id, { status: 'delivered', cashCollected })).statusCode).toBe(400);
      }
      await t.app.db.update(orders).set({ paymentMethod: 'bank_transfer' }).where(eq(orders.id, order._id));
      const transfer = await setStatus(order._id, { status: 'delivered', cashCollected: 66_000 });
      expect(transfer.statusCode).toBe(400);
      expect(transfer.json().code).toBe('cash_not_collectable');
      const after = await stored(order._id);
      expect({ ...after, paymentMethod: 'cod', updatedAt: null }).toEqual({ ...before, updatedAt: null });
      expect(await auditOf(order._id)).toEqual([]);
    });

    it('records the cash of two simultaneous clicks once', async () => {
      const order = await addressOrder(
        { name: 'Khách hai lần', email: 'twice@example.com' },
        { receiverName: 'Khách hai lần', phone: '+84911000005' },
      );
      const results = await Promise.all([
        setStatus(order._id, { status: 'delivered', cashCollected: 66_000 }),
        setStatus(order._id, { status: 'delivered', cashCollected: 66_000 }),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(await stored(order._id)).toMatchObject({ amountReceived: 66_000, paymentStatus: 'paid', refundDue: 0 });
    });
  });

  describe('new orders', () => {
    it("queues a Vietnamese notice to the shop's address with each order, for the sweep to send", async () => {
      const shop = await getShopSettings(settingsContextOf(t.app));
      const order = await addressOrder(
        { name: 'Khách mới', email: 'new@example.com' },
        { receiverName: 'Người nhận mới', phone: '+84911000006' },
        'Gọi trước 15 phút, nhà có chó.',
      );
      const code = `#${order._id.slice(-8).toUpperCase()}`;
      const queued = await t.app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, shop.email)));
      const notice = queued.find((mail) => mail.subject.includes(code));
      expect(notice?.subject).toBe(`Đơn hàng mới ${code}: ${formatVnd(66_000, 'vi')}`);
      expect(notice?.body).toContain('Khách hàng: Khách mới (new@example.com)');
      expect(notice?.body).toContain('Người nhận: Người nhận mới, 0911 000 006');
      expect(notice?.body).toContain('Ghi chú: Gọi trước 15 phút, nhà có chó.');
      expect(notice?.body).toContain(`/admin/orders?order=${order._id}`);
      // Not sent by the checkout's request: the delivery sweep takes it.
      expect(t.mail.some((mail) => mail.subject.includes('Đơn hàng mới'))).toBe(false);
      await t.app.mailOutbox.deliverDue();
      await t.app.mailOutbox.idle();
      expect(t.mail.filter((mail) => mail.to === shop.email && mail.subject.includes(code))).toHaveLength(1);

      // An order of the profile's free-text address says it was not checked against the delivery zones.
      const unchecked = await profileOrder({
        name: 'Khách hồ sơ',
        email: 'profile@example.com',
        phone: '0933 222 111',
      });
      const [uncheckedNotice] = await t.app.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.recipient, shop.email),
            eq(
              mailOutbox.subject,
              `Đơn hàng mới #${unchecked._id.slice(-8).toUpperCase()}: ${formatVnd(40_000, 'vi')}`,
            ),
          ),
        );
      expect(uncheckedNotice?.body).toContain('(chưa kiểm tra: không thuộc khu vực giao hàng nào)');
      expect(uncheckedNotice?.body).toContain('Giao hàng: chưa chọn khung giờ: hãy gọi cho khách để hẹn giờ giao');
    });

    it('counts the orders placed since each admin last opened the list', async () => {
      const other = (await createUserAt(t.app.db, clock.now(), { role: 'admin' })).token;
      const count = async (token = admin) =>
        newOrderCountEnvelopeSchema.parse((await get('/api/orders/admin/orders/new-count', token)).json()).data;
      const seen = await t.app.inject({
        method: 'POST',
        url: '/api/orders/admin/orders/seen',
        headers: bearer(admin),
      });
      expect(seen.statusCode).toBe(200);
      expect(newOrderCountEnvelopeSchema.parse(seen.json()).data).toMatchObject({
        count: 0,
        since: expect.any(String),
      });
      const neverLooked = (await count(other)).count;
      expect(neverLooked).toBeGreaterThan(0);

      await profileOrder({ name: 'Khách sau', email: 'after@example.com', phone: '0933 000 111' });
      expect((await count()).count).toBe(1);
      expect((await count(other)).count).toBe(neverLooked + 1);
      const shopper = (await createUserAt(t.app.db, clock.now())).token;
      expect((await get('/api/orders/admin/orders/new-count', shopper)).statusCode).toBe(403);
    });
  });
});
