import { randomUUID } from 'node:crypto';
import {
  ORDER_STATUSES,
  orderDetailEnvelopeSchema,
  orderEnvelopeSchema,
  orderStatsEnvelopeSchema,
  type OrderDetail,
} from '@veggie/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import {
  addToCart,
  bearer,
  createProduct,
  createUser,
  createWeightProduct,
  postOrder,
  registerUser,
  stockOf,
} from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { paymentConfig, sepayNotification, WEBHOOK_KEY } from '../../../test/payment-fixtures';
import type { ProductRow } from '../products/products.table';
import { expireUnpaidTransfers } from './payment-expiry.service';

const EXPIRY_MINUTES = 30;

/**
 * Every event that moves an order's money, in random order over a few orders: the contract's money rules
 * must hold after each one, stock must equal what it was less the goods of live orders, and Statistics' paid
 * revenue must be the sum of what live orders keep. Orders are named by their index among those placed
 * (modulo), so an event may fall on any of them whatever came before.
 */
const place = fc.record({
  kind: fc.constant('place' as const),
  // Transfers twice as often as cash: they are the orders whose money moves.
  method: fc.constantFrom('bank_transfer' as const, 'bank_transfer' as const, 'cod' as const),
  pieces: fc.integer({ min: 0, max: 3 }),
  steps: fc.integer({ min: 1, max: 3 }),
});
const event = fc.oneof(
  { arbitrary: place, weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      order: fc.nat(),
      // A part, the balance exactly, a little more than it, or a round sum.
      amount: fc.constantFrom('part' as const, 'due' as const, 'over' as const, 50_000),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('unmatched' as const), amount: fc.integer({ min: 1, max: 500_000 }) }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('markPaid' as const), order: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('weigh' as const),
      order: fc.nat(),
      percent: fc.constantFrom(90, 95, 104, 110),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      order: fc.nat(),
      status: fc.constantFrom(...ORDER_STATUSES),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('expire' as const) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('refund' as const), order: fc.nat() }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('deleteAccount' as const) }), weight: 1 },
);
/** A run opens with an order or two, so that what follows has something to act on. */
const scenario = fc
  .tuple(fc.array(place, { minLength: 1, maxLength: 2 }), fc.array(event, { minLength: 6, maxLength: 18 }))
  .map(([opening, rest]) => [...opening, ...rest]);
type Event = typeof scenario extends fc.Arbitrary<Array<infer E>> ? E : never;

describe(`an order's money under any sequence of events (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  const clock = manualClock(Date.parse('2026-11-26T02:00:00.000Z'));
  let t: TestApp;
  let admin: string;
  let transferId = 0;

  beforeAll(async () => {
    t = await buildTestApp(paymentConfig({ expiryMinutes: EXPIRY_MINUTES }), { clock });
    admin = (await createUser(t.app.db, { role: 'admin' })).token;
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

  async function detail(orderId: string): Promise<OrderDetail> {
    return orderDetailEnvelopeSchema.parse((await inject('GET', `/api/orders/admin/orders/${orderId}`)).json()).data;
  }

  /** Every order of this file's database, through the admin's list. */
  async function allOrders(): Promise<OrderDetail[]> {
    const ids: string[] = [];
    for (let page = 1; ; page += 1) {
      const body = (await inject('GET', `/api/orders/admin/orders?limit=100&page=${page}`)).json();
      ids.push(...body.data.map((order: { _id: string }) => order._id));
      if (page >= body.pagination.totalPages) break;
    }
    return Promise.all(ids.map(detail));
  }

  /** The contract's equations, read off the wire. */
  function expectMoneyRules(order: OrderDetail) {
    const { amountReceived, kept, amountDue, refundDue, refunded, status } = order.payment;
    const live = order.status !== 'cancelled';
    const where = `order ${order._id} (${order.status}, ${JSON.stringify(order.payment)}, total ${order.totalAmount})`;
    expect(amountReceived, where).toBe(kept + refundDue + refunded);
    expect(Math.min(kept, refundDue, refunded, amountDue), where).toBeGreaterThanOrEqual(0);
    expect(kept, where).toBe(live ? Math.min(amountReceived - refunded, order.totalAmount) : 0);
    expect(amountDue, where).toBe(live ? order.totalAmount - kept : 0);
    expect(status === 'paid', where).toBe(live && amountDue === 0);
  }

  it('keeps the money rules, the stock and the statistics after every event', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (events) => {
        const pieceStock = 40;
        const gramStock = 6_000;
        const piece = await createProduct(t.app.db, { price: 23_000, stock: pieceStock });
        const weight: ProductRow = await createWeightProduct(t.app.db, { stock: gramStock });
        const newShopper = async () => {
          const registered = await registerUser(t.app, { email: `money-${randomUUID()}@example.com` });
          const profile = {
            name: 'Lê Thị Hoa',
            email: registered.email,
            phone: '0912345678',
            address: '7 Pasteur, TP. HCM',
          };
          await inject('PUT', '/api/auth/profile', profile, registered.token);
          return registered;
        };
        let shopper = await newShopper();
        const placed: string[] = [];
        /** What the bank notified or an admin recorded per order: the model the server's amountReceived follows. */
        const received = new Map<string, number>();
        const pick = (index: number) => (placed.length === 0 ? undefined : placed[index % placed.length]);

        const apply = async (step: Event) => {
          switch (step.kind) {
            case 'place': {
              if (step.pieces > 0) await addToCart(t.app, shopper.token, piece, step.pieces);
              await addToCart(t.app, shopper.token, weight, step.steps);
              const res = await postOrder(t.app, shopper.token, { paymentMethod: step.method });
              if (res.statusCode === 201) {
                const order = orderEnvelopeSchema.parse(res.json()).data;
                placed.push(order._id);
                received.set(order._id, 0);
              } else {
                await inject('DELETE', '/api/cart', undefined, shopper.token);
              }
              return res.statusCode;
            }
            case 'transfer': {
              const id = pick(step.order);
              if (!id) return 0;
              const before = await detail(id);
              if (!before.payment.reference) return 0;
              const due = before.payment.amountDue;
              const amount =
                step.amount === 'part'
                  ? Math.max(1_000, Math.floor(due / 2))
                  : step.amount === 'due'
                    ? Math.max(1_000, due)
                    : step.amount === 'over'
                      ? due + 7_000
                      : step.amount;
              const res = await t.app.inject({
                method: 'POST',
                url: '/api/payments/webhooks/sepay',
                headers: { authorization: `Apikey ${WEBHOOK_KEY}` },
                payload: sepayNotification(++transferId, `MBVCB.${transferId}.${before.payment.reference}.CT`, amount),
              });
              received.set(id, (received.get(id) ?? 0) + amount);
              return res.statusCode;
            }
            case 'unmatched': {
              const res = await t.app.inject({
                method: 'POST',
                url: '/api/payments/webhooks/sepay',
                headers: { authorization: `Apikey ${WEBHOOK_KEY}` },
                payload: sepayNotification(++transferId, 'chuyen tien an trua', step.amount),
              });
              return res.statusCode;
            }
            case 'markPaid': {
              const id = pick(step.order);
              if (!id) return 0;
              const due = (await detail(id)).payment.amountDue;
              const res = await inject('POST', `/api/orders/admin/orders/${id}/payment`, { bankReference: 'FT-CASH' });
              if (res.statusCode === 200) received.set(id, (received.get(id) ?? 0) + due);
              return res.statusCode;
            }
            case 'weigh': {
              const id = pick(step.order);
              if (!id) return 0;
              const line = (await detail(id)).orderDetails.find((l) => l.unit.kind === 'weight');
              if (!line) return 0;
              const ordered = line.quantity * (line.unit.stepGrams ?? 0);
              return (
                await inject('POST', `/api/orders/admin/orders/${id}/weights`, {
                  lines: [{ lineId: line._id, pickedGrams: Math.round((ordered * step.percent) / 100) }],
                  confirm: true,
                })
              ).statusCode;
            }
            case 'status': {
              const id = pick(step.order);
              if (!id) return 0;
              return (await inject('PUT', `/api/orders/admin/orders/${id}/status`, { status: step.status })).statusCode;
            }
            case 'expire': {
              clock.advance((EXPIRY_MINUTES + 1) * 60_000);
              await expireUnpaidTransfers(t.app.db, new Date(clock.now()));
              return 200;
            }
            case 'refund': {
              const id = pick(step.order);
              if (!id) return 0;
              return (await inject('POST', `/api/orders/admin/orders/${id}/refund`, { bankReference: 'FT-BACK' }))
                .statusCode;
            }
            case 'deleteAccount': {
              // Refused while an order is under way; otherwise the orders stay, anonymised, with their money,
              // and the next orders are another shopper's.
              const res = await inject(
                'DELETE',
                '/api/auth/profile',
                { currentPassword: shopper.password },
                shopper.token,
              );
              if (res.statusCode === 200) shopper = await newShopper();
              return res.statusCode;
            }
          }
        };

        for (const step of events) {
          const status = await apply(step);
          expect(status, `${JSON.stringify(step)} answered ${status}`).toBeLessThan(500);

          const orders = await Promise.all(placed.map(detail));
          let piecesHeld = 0;
          let gramsHeld = 0;
          for (const order of orders) {
            expectMoneyRules(order);
            expect(order.payment.amountReceived).toBe(received.get(order._id));
            if (order.status === 'cancelled') continue;
            for (const line of order.orderDetails) {
              if (line.unit.kind === 'weight')
                gramsHeld += line.pickedGrams ?? line.quantity * (line.unit.stepGrams ?? 0);
              else piecesHeld += line.quantity;
            }
          }
          expect(await stockOf(t.app.db, piece.id), 'pieces on the shelf').toBe(pieceStock - piecesHeld);
          expect(await stockOf(t.app.db, weight.id), 'grams on the shelf').toBe(gramStock - gramsHeld);
        }

        const everyOrder = await allOrders();
        everyOrder.forEach(expectMoneyRules);
        const live = everyOrder.filter((order) => order.status !== 'cancelled');
        const stats = orderStatsEnvelopeSchema.parse(
          (await inject('GET', '/api/orders/admin/orders/stats')).json(),
        ).data;
        expect(stats.paidRevenue).toBe(live.reduce((sum, order) => sum + order.payment.kept, 0));
        expect(stats.unpaidRevenue).toBe(live.reduce((sum, order) => sum + order.payment.amountDue, 0));
      }),
      { numRuns: 20 },
    );
    // About 300 events, each followed by a read of every order it could have touched: 3–5 s on an idle
    // machine, over a minute while other jobs keep both cores busy.
  }, 180_000);
});
