import {
  adminPromotionEnvelopeSchema,
  adminPromotionListSchema,
  deliveryOptionsEnvelopeSchema,
  envelope,
  errorEnvelopeSchema,
  formatVnd,
  orderEnvelopeSchema,
  orderQuoteEnvelopeSchema,
  orderStatsSchema,
  pointsEnvelopeSchema,
  promotionListEnvelopeSchema,
  type CreateOrderBody,
  type PromotionInput,
} from '@veggie/contract';
import { eq } from 'drizzle-orm';
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
import {
  addToCart,
  bearer,
  cartOf,
  createCategory,
  createProduct,
  createWeightProduct,
  givePoints,
  postOrder,
  stockOf,
} from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { auditLog } from '../audit/audit.table';
import type { CategoryRow } from '../categories/categories.table';
import { deliveryZones } from '../delivery/delivery.table';
import { orderLines, orders } from '../orders/orders.table';
import type { ProductRow } from '../products/products.table';
import { createSession } from '../users/sessions';
import { users } from '../users/users.table';
import { pointsLedger, promotions } from './promotions.table';

describe(`promotions, vouchers and points (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  // Monday 1 March 2027, 05:00 in Vietnam.
  const start = shopTime('2027-03-01', '05:00');
  const clock = manualClock(start);
  const setNow = (ms: number) => clock.advance(ms - clock.now());
  let admin: string;
  let vegetables: CategoryRow;
  let fruit: CategoryRow;

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    admin = (await createUserAt(t.app.db, clock.now(), { role: 'admin' })).token;
    vegetables = await createCategory(t.app.db, { name: 'Rau củ KM' });
    fruit = await createCategory(t.app.db, { name: 'Trái cây KM' });
  });
  afterAll(() => t.close());

  const window = { startsAt: '2027-03-01T00:00:00+07:00', endsAt: '2027-12-31T23:59:59+07:00' };
  let codes = 0;
  const createPromotion = async (input: Partial<PromotionInput> & Pick<PromotionInput, 'kind'>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/promotions/admin/promotions',
      headers: bearer(admin),
      payload: { title: 'Giảm giá', titleEn: 'Discount', value: 10, ...window, code: `KM${++codes}X`, ...input },
    });
    expect(res.statusCode, res.body).toBe(201);
    return adminPromotionEnvelopeSchema.parse(res.json()).data;
  };
  const setActive = (id: string, active: boolean) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/promotions/admin/promotions/${id}/active`,
      headers: bearer(admin),
      payload: { active },
    });
  const shopper = (phone?: string) => createUserAt(t.app.db, clock.now(), phone ? { phone } : {});
  const veg = (price = 100_000, stock = 100) => createProduct(t.app.db, { categoryId: vegetables.id, price, stock });
  const fruitProduct = (price = 100_000) => createProduct(t.app.db, { categoryId: fruit.id, price });
  const quote = async (token: string, body?: CreateOrderBody, lang = 'en') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      headers: { ...bearer(token), 'accept-language': lang },
      ...(body === undefined ? {} : { payload: body }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return orderQuoteEnvelopeSchema.parse(res.json()).data;
  };
  const order = async (token: string, body?: CreateOrderBody) => {
    const res = await postOrder(t.app, token, body);
    expect(res.statusCode, res.body).toBe(201);
    return orderEnvelopeSchema.parse(res.json()).data;
  };
  const usesOf = async (id: string) =>
    (await t.app.db.select({ uses: promotions.uses }).from(promotions).where(eq(promotions.id, id)))[0]?.uses;
  const setStatus = (orderId: string, status: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/orders/admin/orders/${orderId}/status`,
      headers: bearer(admin),
      payload: { status },
    });
  const markPaid = (orderId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/admin/orders/${orderId}/payment`,
      headers: bearer(admin),
      payload: { bankReference: 'TM-001' },
    });
  const pointsOf = async (token: string) =>
    pointsEnvelopeSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/auth/points', headers: bearer(token) })).json(),
    ).data;

  /** Checks out with `body` and expects the refusal `code`, with nothing changed. */
  async function expectRefused(
    token: string,
    product: ProductRow,
    body: CreateOrderBody,
    code: string,
    promotionId?: string,
  ) {
    const before = {
      stock: await stockOf(t.app.db, product.id),
      cart: await cartOf(t.app, token),
      uses: promotionId && (await usesOf(promotionId)),
    };
    const res = await postOrder(t.app, token, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).code).toBe(code);
    expect(await stockOf(t.app.db, product.id)).toBe(before.stock);
    expect(await cartOf(t.app, token)).toEqual(before.cart);
    if (promotionId) expect(await usesOf(promotionId)).toBe(before.uses);
    const quoted = await quote(token, body);
    expect(quoted.voucher).toMatchObject({ accepted: false, refusal: code });
    expect(quoted.voucher?.message).toBeTruthy();
  }

  describe('admin', () => {
    it('creates, lists by state, reads, updates, pauses and deletes, auditing every change', async () => {
      const created = await createPromotion({ kind: 'percent', value: 15, maxDiscount: 30_000, code: 'rau15' });
      expect(created).toMatchObject({ code: 'RAU15', uses: 0, discountGiven: 0, revenue: 0, active: true });
      const scheduled = await createPromotion({
        kind: 'amount',
        value: 20_000,
        startsAt: '2027-06-01T00:00:00+07:00',
      });
      const list = async (state: string) =>
        adminPromotionListSchema
          .parse(
            (
              await t.app.inject({
                method: 'GET',
                url: `/api/promotions/admin/promotions?state=${state}`,
                headers: bearer(admin),
              })
            ).json(),
          )
          .data.map((p) => p._id);
      expect(await list('current')).toContain(created._id);
      expect(await list('scheduled')).toEqual(expect.arrayContaining([scheduled._id]));
      expect(await list('scheduled')).not.toContain(created._id);

      const updated = await t.app.inject({
        method: 'PUT',
        url: `/api/promotions/admin/promotions/${created._id}`,
        headers: bearer(admin),
        payload: { ...window, code: 'RAU15', title: 'Giảm 15%', titleEn: '15% off', kind: 'percent', value: 15 },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect((await setActive(created._id, false)).statusCode).toBe(200);
      expect(await list('ended')).toContain(created._id);
      const got = await t.app.inject({
        method: 'GET',
        url: `/api/promotions/admin/promotions/${created._id}`,
        headers: bearer(admin),
      });
      expect(adminPromotionEnvelopeSchema.parse(got.json()).data).toMatchObject({ active: false, title: 'Giảm 15%' });

      const taken = await t.app.inject({
        method: 'POST',
        url: '/api/promotions/admin/promotions',
        headers: bearer(admin),
        payload: { ...window, code: 'Rau15', title: 'x', titleEn: 'x', kind: 'amount', value: 1 },
      });
      expect(taken.statusCode).toBe(409);
      expect(errorEnvelopeSchema.parse(taken.json()).code).toBe('promotion_code_taken');
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/promotions/admin/promotions',
        headers: bearer(admin),
        payload: { ...window, title: 'x', titleEn: 'x', kind: 'percent', value: 120 },
      });
      expect(bad.statusCode).toBe(400);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/promotions/admin/promotions/${scheduled._id}`,
        headers: bearer(admin),
      });
      expect(removed.statusCode).toBe(200);
      const actions = (await t.app.db.select({ action: auditLog.action, id: auditLog.entityId }).from(auditLog)).filter(
        (a) => a.id === created._id || a.id === scheduled._id,
      );
      expect(actions.map((a) => a.action).sort()).toEqual([
        'promotion.created',
        'promotion.created',
        'promotion.deleted',
        'promotion.updated',
        'promotion.updated',
      ]);
    });

    it('is for admins only', async () => {
      const { token } = await shopper();
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/promotions/admin/promotions',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(403);
    });

    it('refuses to delete a promotion an order used (409), and counts its uses, discount and revenue', async () => {
      const promo = await createPromotion({ kind: 'amount', value: 10_000 });
      const { token } = await shopper('0911000001');
      await addToCart(t.app, token, await veg(), 1);
      const placed = await order(token, { voucherCode: promo.code!.toLowerCase() });
      expect(placed.totalAmount).toBe(90_000);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/promotions/admin/promotions/${promo._id}`,
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(409);
      expect(errorEnvelopeSchema.parse(res.json()).code).toBe('promotion_in_use');
      const got = await t.app.inject({
        method: 'GET',
        url: `/api/promotions/admin/promotions/${promo._id}`,
        headers: bearer(admin),
      });
      expect(adminPromotionEnvelopeSchema.parse(got.json()).data).toMatchObject({
        uses: 1,
        discountGiven: 10_000,
        revenue: 90_000,
      });
      await setActive(promo._id, false);
    });
  });

  it("lists the public promotions active now in the caller's language, not private, paused or future ones", async () => {
    const open = await createPromotion({ kind: 'percent', title: 'Giảm rau', titleEn: 'Veg off' });
    const hidden = await createPromotion({ kind: 'percent', public: false });
    const later = await createPromotion({ kind: 'percent', startsAt: '2027-05-01T00:00:00+07:00' });
    const paused = await createPromotion({ kind: 'percent' });
    await setActive(paused._id, false);
    const list = async (lang: string) =>
      promotionListEnvelopeSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/promotions', headers: { 'accept-language': lang } })).json(),
      ).data;
    const vi = await list('vi');
    expect(vi.find((p) => p._id === open._id)?.title).toBe('Giảm rau');
    expect((await list('en')).find((p) => p._id === open._id)?.title).toBe('Veg off');
    const ids = vi.map((p) => p._id);
    for (const p of [hidden, later, paused]) expect(ids).not.toContain(p._id);
    for (const p of [open, hidden, later]) await setActive(p._id, false);
  });

  describe('each kind of discount', () => {
    it('takes a percent of the listed categories only, up to its cap, and the quote is the order', async () => {
      const promo = await createPromotion({
        kind: 'percent',
        value: 10,
        maxDiscount: 15_000,
        categoryIds: [vegetables.id],
      });
      const { token } = await shopper();
      await addToCart(t.app, token, await veg(100_000), 1);
      await addToCart(t.app, token, await fruitProduct(50_000), 1);
      const quoted = await quote(token, { voucherCode: promo.code! });
      expect(quoted).toMatchObject({ subtotal: 150_000, totalAmount: 140_000, voucher: { accepted: true } });
      expect(quoted.discounts).toEqual([
        { promotionId: promo._id, code: promo.code, title: 'Discount', amount: 10_000 },
      ]);
      const placed = await order(token, { voucherCode: promo.code! });
      expect(placed).toMatchObject({ subtotal: 150_000, totalAmount: 140_000, deliveryFee: 0 });
      expect(placed.discounts.map((d) => d.amount)).toEqual([10_000]);

      const { token: big } = await shopper();
      await addToCart(t.app, big, await veg(100_000), 3);
      expect((await quote(big, { voucherCode: promo.code! })).discounts[0]?.amount).toBe(15_000);
      await setActive(promo._id, false);
    });

    it('takes an amount never above the lines it applies to', async () => {
      const promo = await createPromotion({ kind: 'amount', value: 50_000, excludedCategoryIds: [fruit.id] });
      const { token } = await shopper();
      await addToCart(t.app, token, await veg(30_000), 1);
      await addToCart(t.app, token, await fruitProduct(100_000), 1);
      const placed = await order(token, { voucherCode: promo.code! });
      expect(placed).toMatchObject({ subtotal: 130_000, totalAmount: 100_000 });
      await setActive(promo._id, false);
    });

    it('waives the delivery fee as a discount of the fee', async () => {
      const zone = await createZone(t.app.db, { fee: 20_000, freeFrom: null, minOrder: 0, wardCodes: [WARDS.saiGon] });
      expect(zone.fee).toBe(20_000);
      const promo = await createPromotion({ kind: 'free_delivery', value: 0 });
      const { user, token } = await shopper();
      const address = await createAddress(t.app.db, user.id, { wardCode: WARDS.saiGon, provinceCode: PROVINCES.hcm });
      await addToCart(t.app, token, await veg(100_000), 1);
      const placed = await order(token, { addressId: address.id, voucherCode: promo.code! });
      expect(placed).toMatchObject({ subtotal: 100_000, deliveryFee: 20_000, totalAmount: 100_000 });
      expect(placed.discounts[0]?.amount).toBe(20_000);
      await setActive(promo._id, false);
    });

    it('applies an automatic promotion by itself and combines it with a code unless it says otherwise', async () => {
      const auto = await createPromotion({ kind: 'amount', value: 5_000, code: null });
      const alone = await createPromotion({ kind: 'amount', value: 5_000, code: null, combinable: false });
      const code = await createPromotion({ kind: 'amount', value: 10_000 });
      const { token } = await shopper();
      await addToCart(t.app, token, await veg(100_000), 1);
      const bodyless = await quote(token);
      expect(bodyless.totalAmount).toBe(90_000);
      const withCode = await quote(token, { voucherCode: code.code! });
      expect(withCode.discounts.map((d) => d.promotionId).sort()).toEqual([auto._id, code._id].sort());
      expect(withCode.totalAmount).toBe(85_000);
      const placed = await order(token);
      expect(placed.totalAmount).toBe(90_000);
      expect(placed.discounts.map((d) => d.code)).toEqual([null, null]);
      for (const p of [auto, alone, code]) await setActive(p._id, false);
    });
  });

  describe('refusals at their edges, changing nothing', () => {
    it('leaves the booked slot and the points as they were when the voucher is refused', async () => {
      const zone = await createZone(t.app.db, { fee: 0, freeFrom: null, minOrder: 0, wardCodes: [WARDS.hoanKiem] });
      await createTemplates(t.app.db, zone.id, { start: '15:00', end: '17:00', capacity: 3, cutoffMinutes: 60 });
      const options = deliveryOptionsEnvelopeSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/delivery/options?wardCode=${WARDS.hoanKiem}` })).json(),
      ).data;
      const slot = options.slots[0]!;
      const { user, token } = await shopper();
      await givePoints(t.app.db, user.id, 50, start);
      const address = await createAddress(t.app.db, user.id, {
        wardCode: WARDS.hoanKiem,
        provinceCode: PROVINCES.haNoi,
      });
      const product = await veg();
      await addToCart(t.app, token, product, 1);
      const body = { addressId: address.id, slotId: slot._id, usePoints: 50, voucherCode: 'NOT-A-VOUCHER' };
      await expectRefused(token, product, body, 'voucher_not_found');
      const after = deliveryOptionsEnvelopeSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/delivery/options?wardCode=${WARDS.hoanKiem}` })).json(),
      ).data;
      expect(after.slots.find((s) => s._id === slot._id)?.remaining).toBe(slot.remaining);
      expect((await pointsOf(token)).balance).toBe(50);
      // The same body without the code goes through, slot, points and all.
      const placed = await order(token, { ...body, voucherCode: undefined });
      expect(placed.points.used).toBe(50);
    });

    it('voucher_not_found and voucher_not_applicable', async () => {
      const promo = await createPromotion({ kind: 'percent', categoryIds: [fruit.id] });
      const { token } = await shopper();
      const product = await veg();
      await addToCart(t.app, token, product, 1);
      await expectRefused(token, product, { voucherCode: 'NO-SUCH-CODE' }, 'voucher_not_found');
      await expectRefused(token, product, { voucherCode: promo.code! }, 'voucher_not_applicable', promo._id);
      await setActive(promo._id, false);
    });

    it('voucher_min_subtotal one đồng below the minimum of eligible lines, accepted at it', async () => {
      const promo = await createPromotion({
        kind: 'amount',
        value: 10_000,
        minSubtotal: 200_000,
        excludedCategoryIds: [fruit.id],
      });
      const { token } = await shopper();
      const product = await veg(199_999);
      await addToCart(t.app, token, product, 1);
      await addToCart(t.app, token, await fruitProduct(100_000), 1);
      await expectRefused(token, product, { voucherCode: promo.code! }, 'voucher_min_subtotal', promo._id);
      const res = await postOrder(t.app, token, { voucherCode: promo.code! });
      expect(errorEnvelopeSchema.parse(res.json()).message).toContain('1');
      const { token: enough } = await shopper();
      await addToCart(t.app, enough, await veg(200_000), 1);
      expect((await quote(enough, { voucherCode: promo.code! })).voucher?.accepted).toBe(true);
      await setActive(promo._id, false);
    });

    it('voucher_not_started and voucher_expired at the window edges in Vietnam time', async () => {
      const promo = await createPromotion({
        kind: 'amount',
        value: 1_000,
        startsAt: '2027-03-02T06:00:00+07:00',
        endsAt: '2027-03-02T22:00:00+07:00',
      });
      const { user, token } = await shopper();
      const product = await veg();
      await addToCart(t.app, token, product, 1);
      const body = { voucherCode: promo.code! };
      try {
        setNow(shopTime('2027-03-02', '06:00') - 1);
        await expectRefused(token, product, body, 'voucher_not_started', promo._id);
        const vi = await quote(token, body, 'vi');
        expect(vi.voucher?.message).toContain('2027');
        setNow(shopTime('2027-03-02', '06:00'));
        expect((await quote(token, body)).voucher?.accepted).toBe(true);
        setNow(shopTime('2027-03-02', '22:00') - 1);
        expect((await quote(token, body)).voucher?.accepted).toBe(true);
        setNow(shopTime('2027-03-02', '22:00'));
        const fresh = await createSession(t.app.db, user.id, new Date(clock.now()));
        await expectRefused(fresh, product, body, 'voucher_expired', promo._id);
      } finally {
        setNow(start);
      }
    });

    it('voucher_payment_method and voucher_first_order_only', async () => {
      const transfer = await createPromotion({ kind: 'amount', value: 1_000, paymentMethods: ['bank_transfer'] });
      const first = await createPromotion({ kind: 'amount', value: 1_000, firstOrderOnly: true });
      const { token } = await shopper();
      const product = await veg();
      await addToCart(t.app, token, product, 1);
      await expectRefused(
        token,
        product,
        { voucherCode: transfer.code!, paymentMethod: 'cod' },
        'voucher_payment_method',
      );
      expect((await quote(token, { voucherCode: first.code! })).voucher?.accepted).toBe(true);
      await order(token);
      await addToCart(t.app, token, product, 1);
      await expectRefused(token, product, { voucherCode: first.code! }, 'voucher_first_order_only', first._id);
    });

    it('voucher_limit_reached for the shopper, also through a second account with the same phone', async () => {
      const promo = await createPromotion({ kind: 'amount', value: 1_000, perCustomerLimit: 1 });
      const { token } = await shopper('0933111222');
      const product = await veg();
      await addToCart(t.app, token, product, 1);
      await order(token, { voucherCode: promo.code! });
      await addToCart(t.app, token, product, 1);
      await expectRefused(token, product, { voucherCode: promo.code! }, 'voucher_limit_reached', promo._id);
      // A new account whose address book holds the same number, written the national way on the profile.
      const second = await shopper('0900000000');
      await createAddress(t.app.db, second.user.id, {
        wardCode: WARDS.saiGon,
        provinceCode: PROVINCES.hcm,
        phone: '+84933111222',
      });
      await addToCart(t.app, second.token, product, 1);
      await expectRefused(second.token, product, { voucherCode: promo.code! }, 'voucher_limit_reached', promo._id);
      const third = await shopper('093 311 1222');
      await addToCart(t.app, third.token, product, 1);
      await expectRefused(third.token, product, { voucherCode: promo.code! }, 'voucher_limit_reached', promo._id);
    });

    it('voucher_used_up once the total limit is reached, and a cancelled order gives its use back', async () => {
      const promo = await createPromotion({ kind: 'amount', value: 1_000, totalLimit: 1 });
      const a = await shopper();
      const product = await veg();
      await addToCart(t.app, a.token, product, 1);
      const placed = await order(a.token, { voucherCode: promo.code! });
      const b = await shopper();
      await addToCart(t.app, b.token, product, 1);
      await expectRefused(b.token, product, { voucherCode: promo.code! }, 'voucher_used_up', promo._id);
      expect((await setStatus(placed._id, 'cancelled')).statusCode).toBe(200);
      expect(await usesOf(promo._id)).toBe(0);
      const again = await order(b.token, { voucherCode: promo.code! });
      expect(again.totalAmount).toBe(99_000);
      // Deleting a live order gives its use back too.
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/orders/admin/orders/${again._id}`,
        headers: bearer(admin),
      });
      expect(deleted.statusCode).toBe(200);
      expect(await usesOf(promo._id)).toBe(0);
    });
  });

  describe('under concurrent checkouts', () => {
    it(`never uses a voucher past its total limit`, async () => {
      const limit = 3;
      const promo = await createPromotion({ kind: 'amount', value: 1_000, totalLimit: limit });
      const product = await veg(10_000, 1_000);
      const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopper()));
      for (const s of shoppers) await addToCart(t.app, s.token, product, 1);
      const results = await Promise.all(shoppers.map((s) => postOrder(t.app, s.token, { voucherCode: promo.code! })));
      const codesOf = results.map((r) => (r.statusCode === 201 ? 'created' : errorEnvelopeSchema.parse(r.json()).code));
      expect(codesOf.filter((c) => c === 'created')).toHaveLength(limit);
      expect(codesOf.filter((c) => c === 'voucher_used_up')).toHaveLength(10 - limit);
      expect(await usesOf(promo._id)).toBe(limit);
      expect(await stockOf(t.app.db, product.id)).toBe(1_000 - limit);
    });

    it('never lets two accounts with one phone both pass a per-shopper limit of 1', async () => {
      const promo = await createPromotion({ kind: 'amount', value: 1_000, perCustomerLimit: 1 });
      const product = await veg();
      const pair = [await shopper('0977555666'), await shopper('+84977555666')];
      for (const s of pair) await addToCart(t.app, s.token, product, 1);
      const results = await Promise.all(pair.map((s) => postOrder(t.app, s.token, { voucherCode: promo.code! })));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      expect(await usesOf(promo._id)).toBe(1);
    });
  });

  it('recomputes a percent discount on the weighed total and keeps the total = subtotal − discounts', async () => {
    const promo = await createPromotion({ kind: 'percent', value: 10, categoryIds: [vegetables.id] });
    const product = await createWeightProduct(t.app.db, { categoryId: vegetables.id });
    const { token } = await shopper();
    await addToCart(t.app, token, product, 3); // 750 g at 35.000 ₫/kg: 3 × 8.800 ₫
    const placed = await order(token, { voucherCode: promo.code! });
    expect(placed).toMatchObject({ subtotal: 26_400, totalAmount: 23_760 });
    const lines = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${placed._id}`, headers: bearer(token) })
    ).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/admin/orders/${placed._id}/weights`,
      headers: bearer(admin),
      payload: { lines: [{ lineId: lines[0]._id, pickedGrams: 812 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, placed._id));
    // 812 g at 35.000 ₫/kg = 28.400 ₫; 10 % = 2.840 ₫.
    expect(row).toMatchObject({ subtotal: 28_400, discountTotal: 2_840, totalAmount: 25_560 });
    expect(row?.discounts[0]?.amount).toBe(2_840);
    await setActive(promo._id, false);
  });

  it('spends points from the lots soonest to expire first, one that never expires last', async () => {
    const { user, token } = await shopper();
    const lot = (points: number, expiresInDays: number | null, atMinutesAgo: number) => ({
      userId: user.id,
      points,
      reason: 'earned' as const,
      remaining: points,
      expiresAt: expiresInDays === null ? null : new Date(clock.now() + expiresInDays * 24 * 3600_000),
      at: new Date(clock.now() - atMinutesAgo * 60_000),
    });
    const [never, later, soonest, sameDayOlder, sameDayNewer] = await t.app.db
      .insert(pointsLedger)
      .values([lot(40, null, 5), lot(30, 200, 4), lot(10, 100, 3), lot(8, 150, 2), lot(9, 150, 1)])
      .returning();
    await addToCart(t.app, token, await veg(), 1);
    // 10 from the soonest, then 8 and 9 from the two expiring the same day (older first), 3 of the 30.
    expect((await order(token, { usePoints: 30 })).points.used).toBe(30);
    const remaining = new Map(
      (await t.app.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id))).map((r) => [
        r.id,
        r.remaining,
      ]),
    );
    expect([soonest, sameDayOlder, sameDayNewer, later, never].map((r) => remaining.get(r!.id))).toEqual([
      0, 0, 0, 27, 40,
    ]);
    expect((await pointsOf(token)).balance).toBe(97 - 30);
  });

  it('expires the lots due before spending at checkout: only the points still valid are spent', async () => {
    const { user, token } = await shopper();
    const expiredAt = new Date(clock.now() - 24 * 3600_000);
    await t.app.db.insert(pointsLedger).values([
      { userId: user.id, points: 20, reason: 'earned', remaining: 20, expiresAt: expiredAt, at: new Date(start - 1) },
      {
        userId: user.id,
        points: 15,
        reason: 'earned',
        remaining: 15,
        expiresAt: new Date(clock.now() + 24 * 3600_000),
        at: new Date(start - 1),
      },
    ]);
    await addToCart(t.app, token, await veg(), 1);
    expect((await order(token, { usePoints: 100 })).points.used).toBe(15);
    const rows = await t.app.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id));
    expect(rows.filter((r) => r.reason === 'expired').map((r) => [r.points, r.at.getTime()])).toEqual([
      [-20, expiredAt.getTime()],
    ]);
    expect(rows.reduce((sum, r) => sum + r.remaining, 0)).toBe(0);
    expect((await pointsOf(token)).balance).toBe(0);
  });

  it('mails the weighed money as the order holds it: subtotal, fee, discount, points, total and refund due', async () => {
    const promo = await createPromotion({
      kind: 'percent',
      value: 10,
      categoryIds: [vegetables.id],
      title: 'Rau củ giảm 10%',
      titleEn: 'Vegetables 10% off',
    });
    const zone = await createZone(t.app.db, { fee: 15_000, freeFrom: null, wardCodes: [WARDS.benThanh] });
    for (const lang of ['en', 'vi'] as const) {
      const vnd = (amount: number) => formatVnd(amount, lang);
      const { user, token } = await shopper();
      await t.app.db.update(users).set({ language: lang }).where(eq(users.id, user.id));
      await givePoints(t.app.db, user.id, 50, start);
      const address = await createAddress(t.app.db, user.id, { wardCode: WARDS.benThanh, provinceCode: PROVINCES.hcm });
      const product = await createWeightProduct(t.app.db, { categoryId: vegetables.id });
      await addToCart(t.app, token, product, 4); // 1 kg at 35.000 ₫/kg: 4 × 8.800 ₫
      const placed = await order(token, { addressId: address.id, usePoints: 50, voucherCode: promo.code! });
      // 35.200 − 3.520 (10 %) + 15.000 (fee) − 5.000 (50 points).
      expect(placed.totalAmount).toBe(41_680);
      await t.app.db
        .update(orders)
        .set({ paymentMethod: 'bank_transfer', paymentStatus: 'paid', amountReceived: 41_680 })
        .where(eq(orders.id, placed._id));
      const [line] = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, placed._id));
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/orders/admin/orders/${placed._id}/weights`,
        headers: bearer(admin),
        payload: { lines: [{ lineId: line!.id, pickedGrams: 920 }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      // 920 g = 32.200 ₫, 10 % of it 3.220 ₫: 32.200 − 3.220 + 15.000 − 5.000 = 38.980 ₫, 2.700 ₫ to give back.
      expect(res.json().data).toMatchObject({ totalAmount: 38_980, payment: { refundDue: 2_700 } });
      const mail = t.mail.filter((m) => m.to === user.email).at(-1)!;
      const lines =
        lang === 'en'
          ? [
              `Its final total is ${vnd(38_980)} (estimated at checkout: ${vnd(41_680)}).`,
              `Subtotal: ${vnd(32_200)}`,
              `Delivery fee: ${vnd(15_000)}`,
              `Discount, ${promo.code} · Vegetables 10% off: −${vnd(3_220)}`,
              `Points used (50): −${vnd(5_000)}`,
              `Total: ${vnd(38_980)}`,
              `You have paid ${vnd(41_680)}: we will send ${vnd(2_700)} back to you.`,
            ]
          : [
              `Tổng tiền cuối cùng là ${vnd(38_980)} (ước tính khi đặt hàng: ${vnd(41_680)}).`,
              `Tạm tính: ${vnd(32_200)}`,
              `Phí giao hàng: ${vnd(15_000)}`,
              `Giảm giá, ${promo.code} · Rau củ giảm 10%: −${vnd(3_220)}`,
              `Dùng điểm thưởng (50 điểm): −${vnd(5_000)}`,
              `Tổng cộng: ${vnd(38_980)}`,
              `Bạn đã thanh toán ${vnd(41_680)}: chúng tôi sẽ hoàn lại ${vnd(2_700)} cho bạn.`,
            ];
      for (const expected of lines) expect(mail.text).toContain(expected);
    }
    await setActive(promo._id, false);
    await t.app.db.update(deliveryZones).set({ active: false }).where(eq(deliveryZones.id, zone.id));
  });

  describe('points', () => {
    it('earns once on a delivered, fully paid order, spends within the cap, returns on cancel, and expires', async () => {
      const { user, token } = await shopper();
      const product = await veg(250_000);
      await addToCart(t.app, token, product, 1);
      const first = await order(token);
      expect((await setStatus(first._id, 'delivered')).statusCode).toBe(200);
      expect((await pointsOf(token)).balance).toBe(0);
      expect((await markPaid(first._id)).statusCode).toBe(200);
      const earned = await pointsOf(token);
      expect(earned.balance).toBe(25); // 250.000 ₫ / 10.000 ₫
      expect(earned.history[0]).toMatchObject({ points: 25, reason: 'earned', orderId: first._id });
      // Flipping the status does not earn again.
      await setStatus(first._id, 'shipped');
      await setStatus(first._id, 'delivered');
      expect((await pointsOf(token)).balance).toBe(25);

      await addToCart(t.app, token, await veg(2_000), 1);
      // At most half of 2.000 ₫ = 1.000 ₫ = 10 points.
      const q = await quote(token, { usePoints: 1_000 });
      expect(q).toMatchObject({ pointsUsed: 10, pointsAmount: 1_000, totalAmount: 1_000, pointsAvailable: 10 });
      const spending = await order(token, { usePoints: 1_000 });
      expect(spending.points).toEqual({ used: 10, amount: 1_000, earned: 0 });
      expect((await pointsOf(token)).balance).toBe(15);
      // Cancelled: the spent points come back.
      await setStatus(spending._id, 'cancelled');
      expect((await pointsOf(token)).balance).toBe(25);

      // Twelve months after they were earned, what is left of them expires (read lazily, with the clock).
      try {
        setNow(shopTime('2028-03-01', '05:00') - 1);
        expect((await pointsOf(await createSession(t.app.db, user.id, new Date(clock.now())))).balance).toBe(25);
        setNow(shopTime('2028-03-01', '05:00'));
        const fresh = await createSession(t.app.db, user.id, new Date(clock.now()));
        const expired = await pointsOf(fresh);
        expect(expired.balance).toBe(0);
        // What was left of the earning (15) and the returned points (10, valid from the same moment).
        const expiries = expired.history.filter((h) => h.reason === 'expired').map((h) => h.points);
        expect(expiries.sort((a, b) => a - b)).toEqual([-15, -10]);
        const rows = await t.app.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id));
        expect(rows.reduce((sum, r) => sum + r.points, 0)).toBe(0);
      } finally {
        setNow(start);
      }
    });

    it('takes back the points of an order cancelled after it earned them', async () => {
      const { token } = await shopper();
      await addToCart(t.app, token, await veg(120_000), 1);
      const earning = await order(token);
      await markPaid(earning._id);
      await setStatus(earning._id, 'delivered');
      expect((await pointsOf(token)).balance).toBe(12);
      await setStatus(earning._id, 'cancelled');
      const after = await pointsOf(token);
      expect(after.balance).toBe(0);
      expect(after.history.find((h) => h.reason === 'revoked')?.points).toBe(-12);
      // Brought back and delivered again, it does not earn a second time.
      await setStatus(earning._id, 'delivered');
      expect((await pointsOf(token)).balance).toBe(0);
    });

    it('never lets the balance go negative when revoking points already spent', async () => {
      const { user, token } = await shopper();
      await addToCart(t.app, token, await veg(200_000), 1);
      const earning = await order(token);
      await setStatus(earning._id, 'delivered');
      await markPaid(earning._id);
      expect((await pointsOf(token)).balance).toBe(20);
      await addToCart(t.app, token, await veg(100_000), 1);
      const promo = await createPromotion({ kind: 'amount', value: 7_000 });
      const spending = await order(token, { usePoints: 20, voucherCode: promo.code! });
      expect(spending).toMatchObject({ totalAmount: 91_000, points: { used: 20, amount: 2_000 } });
      expect((await pointsOf(token)).balance).toBe(0);
      // The confirmation lists the discount and the points.
      const mail = t.mail.findLast((m) => m.to === user.email);
      expect(mail?.text).toMatch(new RegExp(`${promo.code}.*: −7[.,]000`));
      expect(mail?.text).toMatch(/\(20\b.*: −2[.,]000/);
      await setActive(promo._id, false);
      await setStatus(earning._id, 'cancelled');
      const after = await pointsOf(token);
      expect(after.balance).toBe(0);
      expect(after.history.find((h) => h.reason === 'revoked')?.points).toBe(0);
    });
  });

  describe('restoring a cancelled order', () => {
    /** A shopper holding `points` points, earned by a delivered, paid order of `points` × 10.000 ₫. */
    const shopperWithPoints = async (points: number) => {
      const s = await shopper();
      await addToCart(t.app, s.token, await veg(points * 10_000), 1);
      const earning = await order(s.token);
      await setStatus(earning._id, 'delivered');
      await markPaid(earning._id);
      expect((await pointsOf(s.token)).balance).toBe(points);
      return s;
    };
    /** Restores `orderId` and expects 409 order_restore_benefits_gone, with the order, stock and uses as they were. */
    const expectRestoreRefused = async (orderId: string, product: ProductRow, promotionId: string) => {
      const before = { stock: await stockOf(t.app.db, product.id), uses: await usesOf(promotionId) };
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/orders/admin/orders/${orderId}/status`,
        headers: { ...bearer(admin), 'accept-language': 'vi' },
        payload: { status: 'processing' },
      });
      expect(res.statusCode, res.body).toBe(409);
      const error = errorEnvelopeSchema.parse(res.json());
      expect(error.code).toBe('order_restore_benefits_gone');
      expect(error.message).toMatch(/không thể khôi phục/);
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row?.status).toBe('cancelled');
      expect(await stockOf(t.app.db, product.id)).toBe(before.stock);
      expect(await usesOf(promotionId)).toBe(before.uses);
    };

    it('takes the promotion uses and the spent points again, and gives them back on the next cancel', async () => {
      const { token } = await shopperWithPoints(20);
      const promo = await createPromotion({ kind: 'amount', value: 5_000, totalLimit: 5, perCustomerLimit: 1 });
      const product = await veg(100_000, 10);
      await addToCart(t.app, token, product, 1);
      const placed = await order(token, { voucherCode: promo.code!, usePoints: 20 });
      expect(placed).toMatchObject({ totalAmount: 93_000, points: { used: 20 } });
      expect((await setStatus(placed._id, 'cancelled')).statusCode).toBe(200);
      expect(await usesOf(promo._id)).toBe(0);
      expect((await pointsOf(token)).balance).toBe(20);

      const restored = await setStatus(placed._id, 'processing');
      expect(restored.statusCode, restored.body).toBe(200);
      expect(orderEnvelopeSchema.parse(restored.json()).data.totalAmount).toBe(93_000);
      expect(await usesOf(promo._id)).toBe(1);
      expect(await stockOf(t.app.db, product.id)).toBe(9);
      const points = await pointsOf(token);
      expect(points.balance).toBe(0);
      expect(points.history.filter((h) => h.orderId === placed._id && h.reason === 'spent')).toHaveLength(2);
      // The restored order holds the shopper's one use: the voucher is refused at the next checkout.
      await addToCart(t.app, token, product, 1);
      await expectRefused(token, product, { voucherCode: promo.code! }, 'voucher_limit_reached', promo._id);

      expect((await setStatus(placed._id, 'cancelled')).statusCode).toBe(200);
      expect(await usesOf(promo._id)).toBe(0);
      expect((await pointsOf(token)).balance).toBe(20);
    });

    it('is refused when the voucher was used up meanwhile, changing nothing', async () => {
      const promo = await createPromotion({ kind: 'amount', value: 1_000, totalLimit: 1 });
      const product = await veg(100_000, 10);
      const a = await shopper();
      await addToCart(t.app, a.token, product, 1);
      const cancelled = await order(a.token, { voucherCode: promo.code! });
      await setStatus(cancelled._id, 'cancelled');
      const b = await shopper();
      await addToCart(t.app, b.token, product, 1);
      await order(b.token, { voucherCode: promo.code! });
      await expectRestoreRefused(cancelled._id, product, promo._id);
    });

    it("is refused when the shopper's per-shopper limit was reached meanwhile, changing nothing", async () => {
      const promo = await createPromotion({ kind: 'amount', value: 1_000, perCustomerLimit: 1 });
      const product = await veg(100_000, 10);
      const { token } = await shopper();
      await addToCart(t.app, token, product, 1);
      const cancelled = await order(token, { voucherCode: promo.code! });
      await setStatus(cancelled._id, 'cancelled');
      await addToCart(t.app, token, product, 1);
      await order(token, { voucherCode: promo.code! });
      await expectRestoreRefused(cancelled._id, product, promo._id);
    });

    it('is refused when the points were spent meanwhile, changing nothing (its voucher use included)', async () => {
      const { token } = await shopperWithPoints(20);
      const promo = await createPromotion({ kind: 'amount', value: 1_000 });
      const product = await veg(100_000, 10);
      await addToCart(t.app, token, product, 1);
      const cancelled = await order(token, { voucherCode: promo.code!, usePoints: 20 });
      await setStatus(cancelled._id, 'cancelled');
      await addToCart(t.app, token, product, 1);
      await order(token, { usePoints: 20 });
      const before = await pointsOf(token);
      expect(before.balance).toBe(0);
      await expectRestoreRefused(cancelled._id, product, promo._id);
      expect(await pointsOf(token)).toEqual(before);
    });

    it('restores an order without promotions or points as before', async () => {
      const { token } = await shopperWithPoints(10);
      const product = await veg(50_000, 10);
      await addToCart(t.app, token, product, 2);
      const placed = await order(token);
      await setStatus(placed._id, 'cancelled');
      expect(await stockOf(t.app.db, product.id)).toBe(10);
      const restored = await setStatus(placed._id, 'processing');
      expect(restored.statusCode, restored.body).toBe(200);
      expect(await stockOf(t.app.db, product.id)).toBe(8);
      expect((await pointsOf(token)).balance).toBe(10);
    });
  });

  it("splits the statistics' discounts and points over the orders that count, revenue after them", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/admin/orders/stats', headers: bearer(admin) });
    const stats = envelope(orderStatsSchema).parse(res.json()).data;
    const live = (await t.app.db.select().from(orders)).filter((o) => o.status !== 'cancelled');
    expect(stats.discountTotal).toBe(live.reduce((sum, o) => sum + o.discountTotal, 0));
    expect(stats.pointsTotal).toBe(live.reduce((sum, o) => sum + o.pointsAmount, 0));
    expect(stats.discountTotal).toBeGreaterThan(0);
    expect(stats.pointsTotal).toBeGreaterThan(0);
    expect(stats.totalRevenue).toBe(live.reduce((sum, o) => sum + o.totalAmount, 0));
  });
});
