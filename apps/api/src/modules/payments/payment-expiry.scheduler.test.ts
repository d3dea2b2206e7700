import { Writable } from 'node:stream';
import { formatVnd, orderEnvelopeSchema, type Language } from '@veggie/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import { addToCart, createProduct, createUser, postOrder, stockOf as storedStock } from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { loadConfig } from '../../config';
import { orders } from '../orders/orders.table';
import { users } from '../users/users.table';

const payments = {
  ...loadConfig({}).payments,
  expiryMinutes: 30,
  sweepIntervalMs: 20,
  bank: { bin: '970436', accountNumber: '0123456789', accountName: 'NGUYEN VAN A' },
};

/** A shopper (reading the shop in `language`) checks out 2 of a product of stock 10 by bank transfer. */
async function transferOrder(t: TestApp, language: Language = 'en') {
  const { user, token } = await createUser(t.app.db);
  await t.app.db.update(users).set({ language }).where(eq(users.id, user.id));
  const product = await createProduct(t.app.db, { price: 45_000, stock: 10 });
  await addToCart(t.app, token, product, 2);
  const res = await postOrder(t.app, token, { paymentMethod: 'bank_transfer' });
  expect(res.statusCode, res.body).toBe(201);
  return { user, product, order: orderEnvelopeSchema.parse(res.json()).data };
}

const rowOf = async (t: TestApp, orderId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe(`the payment expiry sweep on its timer (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  const clock = manualClock();
  /** What the app logged, one JSON object a line. */
  const logged: Array<{ level: number; msg: string; err?: { message: string } }> = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line));
      done();
    },
  });

  beforeAll(async () => {
    t = await buildTestApp({ payments }, { clock, sweepPayments: true, logger: { level: 'info', stream: logStream } });
  });
  afterAll(() => t.close());

  const stockOf = (productId: string) => storedStock(t.app.db, productId);

  it('runs only where asked: the server asks, an app built without saying so (tests) does not', async () => {
    expect(t.app.hasPlugin('payment-expiry')).toBe(true);
    const quiet = await buildApp({ config: t.config, database: t.database, ownsDatabase: false, clock });
    try {
      expect(quiet.hasPlugin('payment-expiry')).toBe(false);
    } finally {
      await quiet.close();
    }
  });

  it('cancels an order whose time to pay ran out by itself, and mails its customer in their language', async () => {
    const english = await transferOrder(t, 'en');
    const vietnamese = await transferOrder(t, 'vi');
    clock.advance(30 * 60_000);

    await expect
      .poll(async () => (await rowOf(t, english.order._id)).paymentStatus, { timeout: 10_000 })
      .toBe('expired');
    await expect
      .poll(async () => (await rowOf(t, vietnamese.order._id)).paymentStatus, { timeout: 10_000 })
      .toBe('expired');
    expect(await rowOf(t, english.order._id)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(english.product.id)).toBe(10);

    const number = (id: string) => `#${id.slice(-8).toUpperCase()}`;
    await expect.poll(() => t.mail.filter((m) => m.to === english.user.email).length).toBe(2);
    const toEnglish = t.mail.filter((m) => m.to === english.user.email).at(-1)!;
    expect(toEnglish.subject).toBe(
      `Your Veggie Market order ${number(english.order._id)} was cancelled: the transfer did not arrive in time`,
    );
    expect(toEnglish.text).toContain(english.order.payment.reference!);
    expect(toEnglish.text).toContain(formatVnd(english.order.totalAmount, 'en'));
    expect(toEnglish.text).toContain('If you have already paid, do not worry: we will refund you.');

    await expect.poll(() => t.mail.filter((m) => m.to === vietnamese.user.email).length).toBe(2);
    const toVietnamese = t.mail.filter((m) => m.to === vietnamese.user.email).at(-1)!;
    expect(toVietnamese.subject).toBe(
      `Đơn hàng ${number(vietnamese.order._id)} tại Veggie Market đã bị hủy: chưa nhận được chuyển khoản đúng hạn`,
    );
    expect(toVietnamese.text).toContain('Nếu bạn đã chuyển khoản, xin đừng lo: chúng tôi sẽ hoàn tiền cho bạn.');

    const info = logged.find((line) => line.level === 30 && line.msg.includes('unpaid bank-transfer order'));
    expect(info?.msg).toMatch(/^cancelled [12] unpaid bank-transfer order\(s\) past their time to pay$/);
  });

  it('logs a failed sweep and keeps sweeping once the fault is gone', async () => {
    const { order } = await transferOrder(t);
    // The sweep's query fails while the table it reads is away.
    await t.app.db.execute(sql`alter table orders rename to orders_away`);
    clock.advance(30 * 60_000);
    await expect
      .poll(() => logged.some((line) => line.level === 50 && line.msg.startsWith('the payment expiry sweep failed')), {
        timeout: 10_000,
      })
      .toBe(true);
    await t.app.db.execute(sql`alter table orders_away rename to orders`);
    await expect.poll(async () => (await rowOf(t, order._id)).paymentStatus, { timeout: 10_000 }).toBe('expired');
  });
});

describe.skipIf(!onPostgresServer)('closing an app while it sweeps (PostgreSQL)', () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await buildTestApp({ payments }, { clock });
  });
  afterAll(() => t.close());

  it('waits for the sweep under way to finish', async () => {
    const { order, product } = await transferOrder(t);
    clock.advance(30 * 60_000);
    // The sweep will wait on the product's row, which this transaction holds until told.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const productLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`select id from products where id = ${product.id} for update`);
      locked();
      await released;
    });
    await productLocked;

    const sweeping = await buildApp({
      config: t.config,
      database: t.database,
      ownsDatabase: false,
      clock,
      sweepPayments: true,
    });
    await sweeping.ready();
    await expect.poll(() => waitingOnLocks(t), { timeout: 5_000 }).toBeGreaterThan(0);
    let closed = false;
    const closing = sweeping.close().then(() => (closed = true));
    // A few turns of the event loop: a close that did not wait would be done by now.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);

    release();
    await holder;
    await closing;
    expect(await rowOf(t, order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
  });
});

/** How many backends of this suite's database wait for a lock. */
async function waitingOnLocks(t: TestApp): Promise<number> {
  const result = (await t.app.db.execute(
    sql`select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where not l.granted and a.datname = current_database()`,
  )) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]?.n ?? 0;
}
