import { randomUUID } from 'node:crypto';
import {
  adminAuditListSchema,
  adminOrderListSchema,
  adminPaymentSettingsEnvelopeSchema,
  adminTransferListSchema,
  errorEnvelopeSchema,
  orderEnvelopeSchema,
  paymentMethodsEnvelopeSchema,
  paymentSettingsEnvelopeSchema,
  type Order,
} from '@veggie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, createProduct, createUser, placeOrder } from '../../../test/fixtures';
import {
  paymentConfig,
  placeTransferOrder,
  sepayNotification,
  SHOP_BANK,
  WEBHOOK_KEY,
} from '../../../test/payment-fixtures';
import { findOrder } from '../orders/orders.repository';
import { orders } from '../orders/orders.table';

describe('payments for admins', () => {
  let t: TestApp;
  let admin: string;
  let shopper: string;
  let nextId = 1;
  beforeAll(async () => {
    t = await buildTestApp(paymentConfig());
    admin = (await createUser(t.app.db, { role: 'admin', email: 'boss@veggie.test' })).token;
    shopper = (await createUser(t.app.db)).token;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token = admin, lang = 'en') =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, payload });
  const markPaid = (id: string, bankReference = 'FT26330123456', lang = 'en') =>
    post(`/api/orders/admin/orders/${id}/payment`, { bankReference }, admin, lang);
  const markRefunded = (id: string, bankReference = 'FT26330999999') =>
    post(`/api/orders/admin/orders/${id}/refund`, { bankReference });
  const notify = (content: string, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sepay',
      headers: { authorization: `Apikey ${WEBHOOK_KEY}` },
      payload: sepayNotification(nextId++, content, amount),
    });
  const transferOrder = async (): Promise<Order> =>
    placeTransferOrder(t.app, shopper, [[await createProduct(t.app.db, { price: 20_000 }), 1]]);
  const codOrder = async (): Promise<Order> =>
    placeOrder(t.app, shopper, [[await createProduct(t.app.db, { price: 20_000 }), 1]]);
  const expire = (id: string) =>
    t.app.db.update(orders).set({ status: 'cancelled', paymentStatus: 'expired' }).where(eq(orders.id, id));
  const lastAudit = async () =>
    adminAuditListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/audit?entityType=order', headers: bearer(admin) })).json(),
    ).data[0];

  it('answers 401 without a token and 403 for a shopper on every admin payment route', async () => {
    const id = randomUUID();
    const routes = [
      ['POST', `/api/orders/admin/orders/${id}/payment`, { bankReference: 'x' }],
      ['POST', `/api/orders/admin/orders/${id}/refund`, { bankReference: 'x' }],
      ['GET', '/api/admin/payments/transfers', undefined],
      ['GET', '/api/admin/settings/payment', undefined],
      ['PUT', '/api/admin/settings/payment', { bank: null }],
    ] as const;
    for (const [method, url, payload] of routes) {
      const anonymous = await t.app.inject({ method, url, ...(payload && { payload }) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const user = await t.app.inject({ method, url, headers: bearer(shopper), ...(payload && { payload }) });
      expect(user.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  describe('mark as paid', () => {
    it('pays a transfer order with its total, answers in the admin’s language, audits the reference', async () => {
      const order = await transferOrder();
      const res = await markPaid(order._id, 'FT26330123456', 'vi');
      expect(res.statusCode, res.body).toBe(200);
      const body = orderEnvelopeSchema.parse(res.json());
      expect(body.message).toBe('Đã đánh dấu đơn hàng là đã thanh toán');
      expect(body.data.payment).toMatchObject({ status: 'paid', amountReceived: order.totalAmount, refundDue: 0 });
      expect(body.data.payment.paidAt).not.toBeNull();
      expect(await lastAudit()).toMatchObject({
        actor: { email: 'boss@veggie.test' },
        action: 'order.marked_paid',
        entity: { type: 'order', id: order._id },
        details: { bankReference: 'FT26330123456', totalAmount: order.totalAmount },
      });
      expect(t.mail.at(-1)?.subject).toContain('Payment received');
    });

    it('pays a cash-on-delivery order (the driver brought the money)', async () => {
      const order = await codOrder();
      const res = await markPaid(order._id, 'driver receipt 12');
      expect(orderEnvelopeSchema.parse(res.json()).data.payment.status).toBe('paid');
    });

    it('refuses an order already paid with 409 order_already_paid, changing nothing', async () => {
      const order = await transferOrder();
      await notify(order.payment.reference!, order.totalAmount);
      const before = await findOrder(t.app.db, order._id);
      const res = await markPaid(order._id);
      expect(res.statusCode).toBe(409);
      expect(errorEnvelopeSchema.parse(res.json()).code).toBe('order_already_paid');
      expect(await findOrder(t.app.db, order._id)).toEqual(before);
    });

    it('never counts an order paid twice when the admin and the bank confirm it at the same moment', async () => {
      for (let round = 0; round < 5; round++) {
        const order = await transferOrder();
        const [marked, notified] = await Promise.all([
          markPaid(order._id),
          notify(order.payment.reference!, order.totalAmount),
        ]);
        expect(notified.statusCode).toBe(200);
        const row = await findOrder(t.app.db, order._id);
        expect(row?.paymentStatus).toBe('paid');
        if (marked.statusCode === 200) {
          // The admin went first: the bank's money came for a paid order, all of it due back.
          expect(row).toMatchObject({ amountReceived: 2 * order.totalAmount, refundDue: order.totalAmount });
        } else {
          expect(errorEnvelopeSchema.parse(marked.json()).code).toBe('order_already_paid');
          expect(row).toMatchObject({ amountReceived: order.totalAmount, refundDue: 0 });
        }
      }
    });

    it('refuses an expired order with 409 payment_expired', async () => {
      const order = await transferOrder();
      await expire(order._id);
      const res = await markPaid(order._id);
      expect(res.statusCode).toBe(409);
      expect(errorEnvelopeSchema.parse(res.json()).code).toBe('payment_expired');
      expect((await findOrder(t.app.db, order._id))?.paymentStatus).toBe('expired');
    });

    it('answers 404 for an unknown or malformed id and 400 without a reference', async () => {
      for (const id of [randomUUID(), 'nope']) {
        const res = await markPaid(id);
        expect(res.statusCode).toBe(404);
        expect(errorEnvelopeSchema.parse(res.json()).code).toBe('order_not_found');
      }
      const order = await transferOrder();
      for (const body of [{}, { bankReference: '   ' }, { bankReference: 'x'.repeat(101) }]) {
        const res = await post(`/api/orders/admin/orders/${order._id}/payment`, body);
        expect(res.statusCode).toBe(400);
      }
      expect((await findOrder(t.app.db, order._id))?.paymentStatus).toBe('unpaid');
    });
  });

  describe('refunds', () => {
    it('clears the refund due of an expired order and marks it refunded, audited', async () => {
      const order = await transferOrder();
      await expire(order._id);
      await notify(order.payment.reference!, order.totalAmount);
      const res = await markRefunded(order._id);
      expect(res.statusCode, res.body).toBe(200);
      const body = orderEnvelopeSchema.parse(res.json());
      expect(body.message).toBe('Refund recorded');
      expect(body.data.payment).toMatchObject({ status: 'refunded', refundDue: 0, amountReceived: order.totalAmount });
      expect(await lastAudit()).toMatchObject({
        action: 'order.refunded',
        details: { bankReference: 'FT26330999999', amount: order.totalAmount },
      });
    });

    it('keeps an overpaid order paid once its excess is paid back', async () => {
      const order = await transferOrder();
      await notify(order.payment.reference!, order.totalAmount + 3_000);
      const body = orderEnvelopeSchema.parse((await markRefunded(order._id)).json());
      expect(body.data.payment).toMatchObject({ status: 'paid', refundDue: 0 });
    });

    it('refuses an order with nothing due back with 409 nothing_to_refund', async () => {
      const order = await transferOrder();
      const res = await markRefunded(order._id);
      expect(res.statusCode).toBe(409);
      expect(errorEnvelopeSchema.parse(res.json()).code).toBe('nothing_to_refund');
    });
  });

  describe('lists', () => {
    let t2: TestApp;
    let boss: string;
    const placed: Record<'unpaid' | 'paid' | 'late', string> = { unpaid: '', paid: '', late: '' };
    beforeAll(async () => {
      // A database of its own, so the counts are exact.
      t2 = await buildTestApp(paymentConfig());
      boss = (await createUser(t2.app.db, { role: 'admin' })).token;
      const buyer = (await createUser(t2.app.db)).token;
      const product = await createProduct(t2.app.db, { price: 20_000, stock: 100 });
      const send = (id: number, content: string, amount: number) =>
        t2.app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/sepay',
          headers: { authorization: `Apikey ${WEBHOOK_KEY}` },
          payload: sepayNotification(id, content, amount),
        });
      const unpaid = await placeTransferOrder(t2.app, buyer, [[product, 1]]);
      const paid = await placeTransferOrder(t2.app, buyer, [[product, 2]]);
      const late = await placeTransferOrder(t2.app, buyer, [[product, 3]]);
      Object.assign(placed, { unpaid: unpaid._id, paid: paid._id, late: late._id });
      await send(1, paid.payment.reference!, paid.totalAmount);
      await t2.app.db
        .update(orders)
        .set({ status: 'cancelled', paymentStatus: 'expired' })
        .where(eq(orders.id, late._id));
      await send(2, `IBFT ${late.payment.reference!}`, late.totalAmount);
      await send(3, 'tien rau', 99_000);
    });
    afterAll(() => t2.close());

    const get = async (url: string) => {
      const res = await t2.app.inject({ method: 'GET', url, headers: bearer(boss) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it('lists the transfers newest first, with their order and outcome', async () => {
      const list = adminTransferListSchema.parse(await get('/api/admin/payments/transfers'));
      expect(list.count).toBe(3);
      expect(list.data.map((transfer) => transfer.outcome)).toEqual(['unmatched', 'late', 'paid']);
      expect(list.data[1]).toMatchObject({
        provider: 'sepay',
        providerId: '2',
        bankReference: 'FT2',
        accountNumber: SHOP_BANK.accountNumber,
        order: { _id: placed.late },
      });
      expect(list.data[0]?.order).toBeNull();
    });

    it('filters the transfers by outcome and pages them', async () => {
      const unmatched = adminTransferListSchema.parse(await get('/api/admin/payments/transfers?outcome=unmatched'));
      expect(unmatched.data.map((transfer) => transfer.amount)).toEqual([99_000]);
      const page = adminTransferListSchema.parse(await get('/api/admin/payments/transfers?limit=2&page=2'));
      expect(page.data.map((transfer) => transfer.outcome)).toEqual(['paid']);
      expect(page.pagination).toEqual({ currentPage: 2, totalPages: 2, totalItems: 3, itemsPerPage: 2 });
      const bad = await t2.app.inject({
        method: 'GET',
        url: '/api/admin/payments/transfers?outcome=stolen',
        headers: bearer(boss),
      });
      expect(bad.statusCode).toBe(400);
    });

    it('filters the orders by payment: unpaid, paid, refund due', async () => {
      const ids = async (query: string) =>
        adminOrderListSchema.parse(await get(`/api/orders/admin/orders${query}`)).data.map((order) => order._id);
      expect(await ids('?payment=unpaid')).toEqual([placed.unpaid]);
      expect(await ids('?payment=paid')).toEqual([placed.paid]);
      expect(await ids('?payment=refund_due')).toEqual([placed.late]);
      expect(await ids('?payment=all')).toHaveLength(3);
      expect(await ids('?payment=refund_due&status=processing')).toEqual([]);
    });
  });

  describe('payment settings', () => {
    let t3: TestApp;
    let boss: string;
    beforeAll(async () => {
      t3 = await buildTestApp();
      boss = (await createUser(t3.app.db, { role: 'admin', email: 'owner@veggie.test' })).token;
    });
    afterAll(() => t3.close());

    const read = async () =>
      adminPaymentSettingsEnvelopeSchema.parse(
        (await t3.app.inject({ method: 'GET', url: '/api/admin/settings/payment', headers: bearer(boss) })).json(),
      ).data;
    const save = (body: object) =>
      t3.app.inject({ method: 'PUT', url: '/api/admin/settings/payment', headers: bearer(boss), payload: body });
    const methods = async () =>
      paymentMethodsEnvelopeSchema.parse((await t3.app.inject({ method: 'GET', url: '/api/payments/methods' })).json())
        .data.methods;

    it('shows no account at first, and the VietQR banks to choose from', async () => {
      const settings = await read();
      expect(settings.bank).toBeNull();
      expect(settings.banks).toContainEqual({ bin: '970436', shortName: 'Vietcombank', name: expect.any(String) });
      expect(new Set(settings.banks.map((bank) => bank.bin)).size).toBe(settings.banks.length);
    });

    it('saves an account in the form banks print it, audited, and checkout offers transfers at once', async () => {
      const res = await save({
        bank: { bin: '970436', accountNumber: ' 0011001234567 ', accountName: 'Nguyễn Văn  A' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const saved = { bin: '970436', accountNumber: '0011001234567', accountName: 'NGUYEN VAN A' };
      expect(paymentSettingsEnvelopeSchema.parse(res.json()).data.bank).toEqual(saved);
      expect((await read()).bank).toEqual(saved);
      expect(await methods()).toEqual(['cod', 'bank_transfer']);
      const audit = adminAuditListSchema.parse(
        (
          await t3.app.inject({ method: 'GET', url: '/api/admin/audit?entityType=settings', headers: bearer(boss) })
        ).json(),
      );
      expect(audit.data[0]).toMatchObject({
        actor: { email: 'owner@veggie.test' },
        entity: { type: 'settings', id: 'payment' },
        details: { fields: ['bank'] },
      });

      expect((await save({ bank: null })).statusCode).toBe(200);
      expect(await methods()).toEqual(['cod']);
    });

    it('refuses a malformed account or a BIN that is no VietQR bank with 400, changing nothing', async () => {
      const bank = { bin: '970436', accountNumber: '0011001234567', accountName: 'NGUYEN VAN A' };
      for (const [body, field, message] of [
        [{ bank: { ...bank, bin: '123' } }, 'bank.bin', 'Choose the bank (a 6-digit BIN)'],
        [{ bank: { ...bank, bin: '999999' } }, 'bank.bin', 'Choose the bank (a 6-digit BIN)'],
        [{ bank: { ...bank, accountNumber: '12' } }, 'bank.accountNumber', 'Enter the account number'],
        [{ bank: { ...bank, accountName: '!' } }, 'bank.accountName', "Enter the account holder's name"],
        [{}, 'bank', ''],
      ] as const) {
        const res = await save(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        const error = errorEnvelopeSchema.parse(res.json());
        expect(error.code).toBe('validation_failed');
        expect(error.errors?.[0]?.field).toBe(field);
        expect(error.errors?.[0]?.message).toContain(message);
      }
      expect((await read()).bank).toBeNull();
    });
  });
});
