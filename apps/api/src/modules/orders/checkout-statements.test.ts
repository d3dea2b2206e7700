import { adminPromotionEnvelopeSchema, orderEnvelopeSchema, type CreateOrderBody } from '@veggie/contract';
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
import { addToCart, bearer, createCategory, createProduct, givePoints, postOrder } from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { paymentConfig } from '../../../test/payment-fixtures';
import { countStatements } from '../../../test/statement-counter';

/**
 * How many SQL statements one checkout sends, from the session lookup to the confirmation's delivery (BEGIN
 * and COMMIT aside). All but four (session, first look, the settings when not cached, the sent mail's delete)
 * are round trips inside the checkout's transaction, where the shopper's and the products' locks are held:
 * the checkout storm's orders per second follow this number (bench/notes.md). The bounds are the counts as
 * they are; a new statement fails here, listing them all, so adding one is a choice. They were 24 and 43
 * before the reads were batched (2026-11-28), on PGlite and PostgreSQL alike.
 */
const BODYLESS_BOUND = 13;
const FULL_BOUND = 25;

describe(`statements of one checkout (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  // Monday 1 March 2027, 05:00 in Vietnam: the afternoon's slot is open.
  const start = shopTime('2027-03-01', '05:00');
  const clock = manualClock(start);
  beforeAll(async () => {
    t = await buildTestApp(paymentConfig(), { clock });
  });
  afterAll(() => t.close());

  async function countedCheckout(token: string, body?: CreateOrderBody, headers: Record<string, string> = {}) {
    const { result, statements } = await countStatements(t.database, () => postOrder(t.app, token, body, headers));
    expect(result.statusCode, result.body).toBe(201);
    return { order: orderEnvelopeSchema.parse(result.json()).data, statements };
  }

  function expectAtMost(statements: string[], max: number) {
    const listed = statements.map((text, i) => `${i + 1}. ${text.slice(0, 160)}`).join('\n');
    expect(
      statements.length,
      `${statements.length} statements, at most ${max} expected:\n${listed}`,
    ).toBeLessThanOrEqual(max);
  }

  it('a bodyless checkout: the profile address, cash, no promotion, no points', async () => {
    const product = await createProduct(t.app.db, { stock: 10, price: 150_000 });
    const { token } = await createUserAt(t.app.db, clock.now());
    await addToCart(t.app, token, product, 2);
    const { order, statements } = await countedCheckout(token);
    expect(order).toMatchObject({ totalAmount: 300_000, discounts: [], payment: { method: 'cod' } });
    expectAtMost(statements, BODYLESS_BOUND);
  });

  it('an address, a slot, a voucher, points and a bank transfer, with an Idempotency-Key', async () => {
    const admin = (await createUserAt(t.app.db, clock.now(), { role: 'admin' })).token;
    const category = await createCategory(t.app.db, { name: 'Rau củ đếm câu lệnh' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/promotions/admin/promotions',
      headers: bearer(admin),
      payload: {
        kind: 'percent',
        title: 'Giảm giá',
        titleEn: 'Discount',
        value: 10,
        startsAt: '2027-03-01T00:00:00+07:00',
        endsAt: '2027-12-31T23:59:59+07:00',
        code: 'DEM10',
        perCustomerLimit: 1,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    adminPromotionEnvelopeSchema.parse(created.json());
    const zone = await createZone(t.app.db, { fee: 20_000, freeFrom: null, minOrder: 0, wardCodes: [WARDS.hoanKiem] });
    await createTemplates(t.app.db, zone.id, { start: '15:00', end: '17:00', capacity: 3, cutoffMinutes: 60 });
    const slot = (await openSlotsOf(t.app, WARDS.hoanKiem))[0]!;
    const { user, token } = await createUserAt(t.app.db, clock.now());
    await givePoints(t.app.db, user.id, 50, start);
    const address = await createAddress(t.app.db, user.id, { wardCode: WARDS.hoanKiem, provinceCode: PROVINCES.haNoi });
    const product = await createProduct(t.app.db, { stock: 10, price: 150_000, categoryId: category.id });
    await addToCart(t.app, token, product, 2);
    const body: CreateOrderBody = {
      addressId: address.id,
      slotId: slot._id,
      voucherCode: 'DEM10',
      usePoints: 50,
      paymentMethod: 'bank_transfer',
    };
    const { order, statements } = await countedCheckout(token, body, { 'idempotency-key': 'count-1' });
    expect(order).toMatchObject({
      deliveryFee: 20_000,
      discounts: [{ code: 'DEM10', amount: 30_000 }],
      points: { used: 50 },
      payment: { method: 'bank_transfer' },
    });
    expect(order.delivery.slot).not.toBeNull();
    expectAtMost(statements, FULL_BOUND);
  });
});
