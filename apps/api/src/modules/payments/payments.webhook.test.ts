import { errorEnvelopeSchema, orderPaymentEnvelopeSchema, orderListEnvelopeSchema, type Order } from '@veggie/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, createProduct, createUser } from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import {
  paymentConfig,
  placeTransferOrder,
  SHOP_BANK,
  sepayNotification,
  WEBHOOK_KEY,
} from '../../../test/payment-fixtures';
import { findOrder } from '../orders/orders.repository';
import { orders } from '../orders/orders.table';
import { users } from '../users/users.table';
import { bankTransfers } from './payments.table';

const WEBHOOK = '/api/payments/webhooks/sepay';
const apiKey = (key = WEBHOOK_KEY) => ({ authorization: `Apikey ${key}` });

describe('SePay webhook', () => {
  const clock = manualClock();
  let t: TestApp;
  let shopper: { token: string; email: string };
  let nextId = 1000;
  beforeAll(async () => {
    t = await buildTestApp(paymentConfig(), { clock });
    const created = await createUser(t.app.db);
    shopper = { token: created.token, email: created.user.email };
  });
  afterAll(() => t.close());

  const notify = (body: object, headers: Record<string, string> = apiKey()) =>
    t.app.inject({ method: 'POST', url: WEBHOOK, headers, payload: body });
  const pay = async (content: string, amount: number, id: number | string = nextId++, extra = {}) => {
    const res = await notify(sepayNotification(id, content, amount, extra));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
  };
  const newOrder = async (price = 50_000, quantity = 2): Promise<Order> => {
    const product = await createProduct(t.app.db, { price, stock: 100 });
    return placeTransferOrder(t.app, shopper.token, [[product, quantity]]);
  };
  const orderRow = async (id: string) => (await findOrder(t.app.db, id))!;
  const transfersOf = (providerId: string) =>
    t.app.db.select().from(bankTransfers).where(eq(bankTransfers.providerId, providerId));
  const transferCount = async () => (await t.app.db.select({ n: count() }).from(bankTransfers))[0]?.n ?? 0;
  const mailsTo = (to: string) => t.mail.filter((mail) => mail.to === to);

  describe('authentication', () => {
    it.each([
      ['no header', {}],
      ['a wrong key', apiKey('not-the-key-0123456789')],
      ['the key under another scheme', { authorization: `Bearer ${WEBHOOK_KEY}` }],
      ['the key with a character more', apiKey(`${WEBHOOK_KEY}x`)],
    ])('refuses %s with 401 invalid_webhook_key and records nothing', async (_name, headers) => {
      const order = await newOrder();
      const before = await transferCount();
      const res = await notify(sepayNotification(nextId++, order.payment.reference!, order.totalAmount), headers);
      expect(res.statusCode).toBe(401);
      expect(errorEnvelopeSchema.parse(res.json()).code).toBe('invalid_webhook_key');
      expect(await transferCount()).toBe(before);
      expect((await orderRow(order._id)).paymentStatus).toBe('unpaid');
    });

    it('refuses even a bad body with 401 before validating it', async () => {
      const res = await notify({ nonsense: true }, {});
      expect(res.statusCode).toBe(401);
    });

    it('refuses every notification while PAYMENT_WEBHOOK_KEY is unset', async () => {
      const keyless = await buildTestApp(paymentConfig({ webhookKey: undefined }));
      try {
        for (const headers of [{}, apiKey(), { authorization: 'Apikey ' }]) {
          const res = await keyless.app.inject({
            method: 'POST',
            url: WEBHOOK,
            headers,
            payload: sepayNotification(1, 'VMABCDEFGH', 10_000),
          });
          expect(res.statusCode).toBe(401);
          expect(errorEnvelopeSchema.parse(res.json()).code).toBe('invalid_webhook_key');
        }
        expect((await keyless.app.db.select({ n: count() }).from(bankTransfers))[0]?.n).toBe(0);
      } finally {
        await keyless.close();
      }
    });

    it('accepts a configured key that holds spaces', async () => {
      const spaced = await buildTestApp(paymentConfig({ webhookKey: 'our shop key 2026 ABCD' }));
      try {
        const send = (authorization: string) =>
          spaced.app.inject({
            method: 'POST',
            url: WEBHOOK,
            headers: { authorization },
            payload: sepayNotification(nextId++, 'x', 1_000),
          });
        expect((await send('Apikey our shop key 2026 ABCD')).statusCode).toBe(200);
        expect((await send('Apikey our shop key')).statusCode).toBe(401);
      } finally {
        await spaced.close();
      }
    });

    it('accepts the scheme in any case', async () => {
      const res = await notify(sepayNotification(nextId++, 'no reference here', 1_000), {
        authorization: `APIKEY ${WEBHOOK_KEY}`,
      });
      expect(res.statusCode).toBe(200);
    });
  });

  it('answers 400 validation_failed for a malformed notification and records nothing', async () => {
    const before = await transferCount();
    for (const body of [
      { ...sepayNotification(nextId++, 'x', 1_000), transferAmount: -5 },
      { ...sepayNotification(nextId++, 'x', 1_000), transferType: 'sideways' },
      { content: 'VMABCDEFGH', transferAmount: 1_000, transferType: 'in' },
    ]) {
      const res = await notify(body);
      expect(res.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).code).toBe('validation_failed');
    }
    expect(await transferCount()).toBe(before);
  });

  it('pays the order whose reference the description holds, through bank prefixes and dots', async () => {
    const order = await newOrder();
    const reference = order.payment.reference!;
    const id = nextId++;
    await pay(
      `MBVCB.8812345.${reference.slice(0, 5)}.${reference.slice(5).toLowerCase()}.CT tu 0071000`,
      order.totalAmount,
      id,
    );
    const row = await orderRow(order._id);
    expect(row).toMatchObject({ paymentStatus: 'paid', amountReceived: order.totalAmount, refundDue: 0 });
    expect(row.paidAt?.getTime()).toBe(clock.now());
    const [transfer] = await transfersOf(String(id));
    expect(transfer).toMatchObject({
      provider: 'sepay',
      outcome: 'paid',
      orderId: order._id,
      amount: order.totalAmount,
    });
    expect(transfer?.raw).toMatchObject({ gateway: 'Vietcombank', accumulated: 5_000_000 });

    // The shopper's page sees it without anything else happening.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/payment`,
      headers: bearer(shopper.token),
    });
    expect(orderPaymentEnvelopeSchema.parse(res.json()).data).toMatchObject({ status: 'paid', qr: null });
  });

  it('counts a replayed notification once and answers it with success', async () => {
    const order = await newOrder(40_000, 1);
    const id = nextId++;
    await pay(order.payment.reference!, 10_000, id);
    await pay(order.payment.reference!, 10_000, id);
    // Also when both arrive at the same moment.
    const other = nextId++;
    await Promise.all([pay(order.payment.reference!, 5_000, other), pay(order.payment.reference!, 5_000, other)]);
    expect(await transfersOf(String(id))).toHaveLength(1);
    expect(await transfersOf(String(other))).toHaveLength(1);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'unpaid', amountReceived: 15_000 });
  });

  it('keeps an underpaid order unpaid, showing what came, until the rest arrives', async () => {
    const order = await newOrder(60_000, 1);
    await pay(order.payment.reference!, 20_000);
    const list = orderListEnvelopeSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(shopper.token) })).json(),
    );
    expect(list.data.find((o) => o._id === order._id)?.payment).toMatchObject({
      status: 'unpaid',
      amountReceived: 20_000,
      refundDue: 0,
    });
    const payment = orderPaymentEnvelopeSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${order._id}/payment`,
          headers: bearer(shopper.token),
        })
      ).json(),
    ).data;
    expect(payment).toMatchObject({ status: 'unpaid', amount: order.totalAmount, amountReceived: 20_000 });
    expect(payment.qr?.payload).toContain(
      `54${String(order.totalAmount - 20_000)
        .length.toString()
        .padStart(2, '0')}`,
    );

    await pay(order.payment.reference!, order.totalAmount - 20_000);
    expect(await orderRow(order._id)).toMatchObject({
      paymentStatus: 'paid',
      amountReceived: order.totalAmount,
      refundDue: 0,
    });
  });

  it('pays an overpaid order and keeps the excess as refund due', async () => {
    const order = await newOrder(30_000, 1);
    const id = nextId++;
    await pay(order.payment.reference!, order.totalAmount + 7_000, id);
    expect(await orderRow(order._id)).toMatchObject({
      paymentStatus: 'paid',
      amountReceived: order.totalAmount + 7_000,
      refundDue: 7_000,
    });
    expect((await transfersOf(String(id)))[0]?.outcome).toBe('overpaid');
  });

  it('keeps a second transfer for a paid order as late, all of it due back', async () => {
    const order = await newOrder(30_000, 1);
    await pay(order.payment.reference!, order.totalAmount);
    const second = nextId++;
    await pay(order.payment.reference!, order.totalAmount, second);
    expect(await orderRow(order._id)).toMatchObject({
      paymentStatus: 'paid',
      amountReceived: 2 * order.totalAmount,
      refundDue: order.totalAmount,
    });
    expect((await transfersOf(String(second)))[0]).toMatchObject({ outcome: 'late', orderId: order._id });
  });

  it('records money for an expired order as late and refund due, never lost', async () => {
    const order = await newOrder(30_000, 1);
    clock.advance(31 * 60_000);
    // What the expiry sweep does to the row (modules/orders owns it).
    await t.app.db
      .update(orders)
      .set({ status: 'cancelled', paymentStatus: 'expired' })
      .where(eq(orders.id, order._id));
    const id = nextId++;
    await pay(order.payment.reference!, order.totalAmount, id);
    expect(await orderRow(order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'expired',
      amountReceived: order.totalAmount,
      refundDue: order.totalAmount,
    });
    expect((await transfersOf(String(id)))[0]).toMatchObject({ outcome: 'late', orderId: order._id });
  });

  it('still pays an order past its deadline that the sweep has not cancelled yet', async () => {
    const order = await newOrder(30_000, 1);
    clock.advance(31 * 60_000);
    await pay(order.payment.reference!, order.totalAmount);
    expect((await orderRow(order._id)).paymentStatus).toBe('paid');
  });

  it('records a transfer without a known reference as unmatched, for the admin', async () => {
    const id = nextId++;
    await pay('CHUYEN TIEN RAU VMZZZZZZZZ', 123_000, id);
    await pay('thanh toan don rau', 45_000);
    expect((await transfersOf(String(id)))[0]).toMatchObject({ outcome: 'unmatched', orderId: null, amount: 123_000 });
  });

  it('looks up at most 10 candidate references of one description', async () => {
    const order = await newOrder(30_000, 1);
    const decoys = Array.from({ length: 10 }, (_, i) => `VMAAAAAAA${'BCDEFGHJKM'[i]}`).join(' ');
    const id = nextId++;
    await pay(`${decoys} ${order.payment.reference!}`, order.totalAmount, id);
    expect((await transfersOf(String(id)))[0]).toMatchObject({ outcome: 'unmatched', orderId: null });
    await pay(`${decoys.slice(11)} ${order.payment.reference!}`, order.totalAmount);
    expect((await orderRow(order._id)).paymentStatus).toBe('paid');
  });

  describe('a lone surrogate, which PostgreSQL refuses in text and jsonb', () => {
    /** The notification as SePay's JSON would carry it: the escape itself, as JSON.stringify never writes it. */
    const withEscape = (body: object, field: string, value: string) =>
      JSON.stringify(body).replace(`"${field}":${JSON.stringify(value)}`, `"${field}":"${value}\\ud800 \\udc00x"`);
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { ...apiKey(), 'content-type': 'application/json' },
        payload,
      });

    it.each(['id', 'gateway', 'transactionDate', 'content', 'referenceCode', 'description', 'subAccount', 'code'])(
      'in %s: records the money, replaced by U+FFFD, pays the order and answers success',
      async (field) => {
        const order = await newOrder(30_000, 1);
        const id = `sg-${nextId++}`;
        const body = sepayNotification(id, order.payment.reference!, order.totalAmount, {
          subAccount: 'VA1',
          code: 'CODE',
        });
        const value = String(body[field as keyof typeof body]);
        const res = await send(withEscape(body, field, value));
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ success: true });
        const providerId = field === 'id' ? `${id}\ufffd \ufffdx` : id;
        const [transfer] = await transfersOf(providerId);
        expect(transfer).toMatchObject({ outcome: 'paid', orderId: order._id, amount: order.totalAmount });
        expect((transfer?.raw as Record<string, unknown>)[field]).toBe(`${value}\ufffd \ufffdx`);
        expect((await orderRow(order._id)).paymentStatus).toBe('paid');
        // SePay retries what it did not see answered: the replay changes nothing.
        expect((await send(withEscape(body, field, value))).json()).toEqual({ success: true });
        expect(await transfersOf(providerId)).toHaveLength(1);
      },
    );

    it('in accountNumber: records the money as unmatched, since that is no account of the shop', async () => {
      const order = await newOrder(30_000, 1);
      const id = nextId++;
      const body = sepayNotification(id, order.payment.reference!, order.totalAmount);
      const res = await send(withEscape(body, 'accountNumber', body.accountNumber));
      expect(res.statusCode, res.body).toBe(200);
      expect((await transfersOf(String(id)))[0]).toMatchObject({
        outcome: 'unmatched',
        accountNumber: `${body.accountNumber}\ufffd \ufffdx`,
        amount: order.totalAmount,
      });
      expect((await orderRow(order._id)).paymentStatus).toBe('unpaid');
    });

    it('in a key of the notification: records the money', async () => {
      const order = await newOrder(30_000, 1);
      const id = nextId++;
      const body = JSON.stringify(sepayNotification(id, order.payment.reference!, order.totalAmount)).replace(
        /^\{/,
        '{"extra\\ud800":"x",',
      );
      const res = await send(body);
      expect(res.statusCode, res.body).toBe(200);
      expect((await transfersOf(String(id)))[0]?.raw).toMatchObject({ 'extra\ufffd': 'x' });
      expect((await orderRow(order._id)).paymentStatus).toBe('paid');
    });
  });

  describe('the receiving account', () => {
    it("pays an order for money notified for the shop's account however it is spaced, or naming no account", async () => {
      for (const accountNumber of [` 0011 0012 34567 `, '0011-001-234567', null, undefined, '']) {
        const order = await newOrder(30_000, 1);
        const id = nextId++;
        await pay(order.payment.reference!, order.totalAmount, id, { accountNumber });
        expect((await transfersOf(String(id)))[0], String(accountNumber)).toMatchObject({
          outcome: 'paid',
          orderId: order._id,
        });
      }
    });

    it("pays an order for money notified for a virtual account that is the shop's", async () => {
      const order = await newOrder(30_000, 1);
      const id = nextId++;
      await pay(order.payment.reference!, order.totalAmount, id, {
        accountNumber: '8888888888',
        subAccount: SHOP_BANK.accountNumber,
      });
      expect((await transfersOf(String(id)))[0]).toMatchObject({ outcome: 'paid', orderId: order._id });
    });

    it('records money for another account of the same SePay login as unmatched and touches no order', async () => {
      const order = await newOrder(30_000, 1);
      const mailsBefore = mailsTo(shopper.email).length;
      for (const accountNumber of ['9999999999', `${SHOP_BANK.accountNumber}0`]) {
        const id = nextId++;
        await pay(order.payment.reference!, order.totalAmount, id, { accountNumber });
        expect((await transfersOf(String(id)))[0]).toMatchObject({
          outcome: 'unmatched',
          orderId: null,
          accountNumber,
        });
      }
      expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'unpaid', amountReceived: 0, refundDue: 0 });
      expect(mailsTo(shopper.email)).toHaveLength(mailsBefore);
    });

    it('follows the account the admin saved in the settings', async () => {
      const { token } = await createUser(t.app.db, { role: 'admin' });
      const saved = { ...SHOP_BANK, accountNumber: '190355550001' };
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/payment',
        headers: bearer(token),
        payload: { bank: saved },
      });
      expect(res.statusCode, res.body).toBe(200);
      try {
        const order = await newOrder(30_000, 1);
        const before = nextId++;
        await pay(order.payment.reference!, order.totalAmount, before, { accountNumber: SHOP_BANK.accountNumber });
        expect((await transfersOf(String(before)))[0]).toMatchObject({ outcome: 'unmatched' });
        const after = nextId++;
        await pay(order.payment.reference!, order.totalAmount, after, { accountNumber: '1903 5555 0001' });
        expect((await transfersOf(String(after)))[0]).toMatchObject({ outcome: 'paid', orderId: order._id });
      } finally {
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/settings/payment',
          headers: bearer(token),
          payload: { bank: SHOP_BANK },
        });
      }
    });
  });

  it('records money going out as ignored, touching no order', async () => {
    const order = await newOrder(30_000, 1);
    const id = nextId++;
    await pay(order.payment.reference!, order.totalAmount, id, { transferType: 'out' });
    expect((await transfersOf(String(id)))[0]).toMatchObject({ outcome: 'ignored', orderId: null });
    expect((await orderRow(order._id)).paymentStatus).toBe('unpaid');
  });

  it('mails the customer when paid and the shop about money received, overpaid, late or unmatched', async () => {
    const shopEmail = 'support@veggie.market';
    const paid = await newOrder(30_000, 1);
    const mailsBefore = t.mail.length;
    await pay(paid.payment.reference!, paid.totalAmount);
    const customerMail = mailsTo(shopper.email).at(-1);
    expect(customerMail?.subject).toBe(
      `Payment received for your Veggie Market order #${paid._id.slice(-8).toUpperCase()}`,
    );
    expect(customerMail?.text).toContain('Your order is paid');
    expect(mailsTo(shopEmail).at(-1)?.subject).toContain('Đã nhận thanh toán');
    expect(mailsTo(shopEmail).at(-1)?.text).toContain('Payment received');
    expect(t.mail.length).toBe(mailsBefore + 2);

    const over = await newOrder(30_000, 1);
    await pay(over.payment.reference!, over.totalAmount + 5_000);
    expect(mailsTo(shopper.email).at(-1)?.text).toContain('more than the total');
    expect(mailsTo(shopEmail).at(-1)?.text).toContain('Overpayment received');

    await pay('no reference at all', 1_000);
    expect(mailsTo(shopEmail).at(-1)?.text).toContain('Transfer without an order');

    await pay(paid.payment.reference!, 2_000);
    expect(mailsTo(shopEmail).at(-1)?.text).toContain('Money for an expired or paid order');

    // A shopper who uses the shop in Vietnamese reads it in Vietnamese.
    const viShopper = await createUser(t.app.db);
    await t.app.db.update(users).set({ language: 'vi' }).where(eq(users.id, viShopper.user.id));
    const product = await createProduct(t.app.db, { price: 30_000 });
    const viOrder = await placeTransferOrder(t.app, viShopper.token, [[product, 1]]);
    await pay(viOrder.payment.reference!, viOrder.totalAmount);
    const viMail = mailsTo(viShopper.user.email).at(-1);
    expect(viMail?.subject).toBe(
      `Đã nhận thanh toán cho đơn hàng #${viOrder._id.slice(-8).toUpperCase()} tại Veggie Market`,
    );
    expect(viMail?.text).toContain('Đơn hàng đã được thanh toán');
    expect(viMail?.text).toContain('30.000');

    // An underpayment waits for the rest; a replay and money out say nothing.
    const waiting = await newOrder(30_000, 1);
    const count = t.mail.length;
    const id = nextId++;
    await pay(waiting.payment.reference!, 1_000, id);
    await pay(waiting.payment.reference!, 1_000, id);
    await pay(waiting.payment.reference!, 1_000, nextId++, { transferType: 'out' });
    expect(t.mail.length).toBe(count);
  });
});

describe('SePay webhook under the rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(paymentConfig(), { rateLimits: { globalPerIp: { max: 20, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('takes a burst of 200 authenticated notifications from one address', async () => {
    const answers = [];
    for (let i = 0; i < 200; i++) {
      answers.push(
        (
          await t.app.inject({
            method: 'POST',
            url: WEBHOOK,
            headers: apiKey(),
            payload: sepayNotification(5000 + i, `unmatched ${i}`, 1_000),
          })
        ).statusCode,
      );
    }
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    expect((await t.app.db.select({ n: count() }).from(bankTransfers))[0]?.n).toBe(200);
  });

  it('still limits callers without the key', async () => {
    const statuses = [];
    for (let i = 0; i < 25; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: WEBHOOK,
            headers: apiKey('wrong-key-0123456789'),
            payload: sepayNotification(9000 + i, 'x', 1_000),
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  });
});
