import { randomUUID } from 'node:crypto';
import {
  adminOrderListSchema,
  deliveryOptionsEnvelopeSchema,
  formatVnd,
  orderDetailEnvelopeSchema,
  orderStatsEnvelopeSchema,
  packingListEnvelopeSchema,
  type OrderStatus,
} from '@veggie/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import { createAddress, createTemplates, createZone, PROVINCES, WARDS } from '../../../test/delivery-fixtures';
import {
  bearer,
  cartOf,
  createProduct,
  createUser,
  createWeightProduct,
  placeOrder,
  postOrder,
  stockOf,
  addToCart,
} from '../../../test/fixtures';
import { auditLog } from '../audit/audit.table';
import { products } from '../products/products.table';
import { users } from '../users/users.table';
import { expireUnpaidTransfers } from './payment-expiry.service';
import { orderLines, orders } from './orders.table';

/**
 * Selling by weight from checkout to packing: checkout takes steps × step grams and keeps the order
 * estimated; the packers' weights make the line amounts and the total final.
 */
describe(`orders of products sold by weight (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await createUser(t.app.db, { role: 'admin' })).token;
  });
  afterAll(() => t.close());

  const shopper = async () => (await createUser(t.app.db)).token;
  const detailOf = async (orderId: string) =>
    orderDetailEnvelopeSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/orders/admin/orders/${orderId}`, headers: bearer(admin) })
      ).json(),
    ).data;
  const weigh = (orderId: string, body: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/admin/orders/${orderId}/weights`,
      headers: { ...bearer(admin), 'accept-language': lang },
      payload: body,
    });
  const setStatus = (orderId: string, status: OrderStatus) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/orders/admin/orders/${orderId}/status`,
      headers: bearer(admin),
      payload: { status },
    });
  const storedOrder = async (orderId: string) =>
    (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const storedLines = (orderId: string) => t.app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));

  /** 35,000 ₫/kg in 250 g steps (8,800 ₫ a step), and a piece at 20,000 ₫; an order of both. */
  async function orderOf(steps: number, options: { stock?: number; salePerKg?: number } = {}) {
    const tomatoes = await createWeightProduct(t.app.db, {
      name: `Cà chua ${randomUUID().slice(0, 6)}`,
      stock: options.stock ?? 20_000,
      ...(options.salePerKg && { unitSalePricePerKg: options.salePerKg }),
    });
    const herbs = await createProduct(t.app.db, { price: 20_000, stock: 50 });
    const token = await shopper();
    const order = await placeOrder(t.app, token, [
      [tomatoes, steps],
      [herbs, 1],
    ]);
    const lines = await storedLines(order._id);
    const weightLine = lines.find((l) => l.productId === tomatoes.id)!;
    const pieceLine = lines.find((l) => l.productId === herbs.id)!;
    return { order, tomatoes, herbs, token, weightLine, pieceLine };
  }

  describe('checkout', () => {
    it('takes steps × step grams, snapshots the step and the per-kg price, and marks the order estimated', async () => {
      const { order, tomatoes, weightLine } = await orderOf(3);
      expect(await stockOf(t.app.db, tomatoes.id)).toBe(20_000 - 750);
      expect(weightLine).toMatchObject({ quantity: 3, stepGrams: 250, pricePerKg: 35_000, pickedGrams: null });
      expect(order).toMatchObject({ estimated: true, subtotal: 3 * 8_800 + 20_000 });
      const detail = await detailOf(order._id);
      expect(detail.orderDetails.find((l) => l.unit.kind === 'weight')).toMatchObject({
        unit: { kind: 'weight', stepGrams: 250, pricePerKg: 35_000 },
        priceEach: 8_800,
        pickedGrams: null,
        amount: 26_400,
      });
    });

    it('charges an old client price × quantity: the cart line total and the subtotal before weighing', async () => {
      const product = await createWeightProduct(t.app.db, { unitSalePricePerKg: 31_000 });
      const token = await shopper();
      await addToCart(t.app, token, product, 3);
      const [line] = await cartOf(t.app, token);
      const shopView = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().data;
      const oldClientTotal = (shopView.salePrice ?? shopView.price) * 3;
      expect(line!.lineTotal).toBe(oldClientTotal);
      const res = await postOrder(t.app, token);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.subtotal).toBe(oldClientTotal);
      // The sale per-kg price is the one the shopper pays, so it is the one a weighed line is charged at.
      const [stored] = await storedLines(res.json().data._id);
      expect(stored).toMatchObject({ pricePerKg: 31_000, priceEach: 7_800 });
    });

    it('refuses more steps than the grams hold, naming the whole steps left, and changes nothing', async () => {
      const product = await createWeightProduct(t.app.db, { name: 'Hành tây', stock: 5_000 });
      const token = await shopper();
      await addToCart(t.app, token, product, 5);
      await t.app.db.update(products).set({ stock: 1_200 }).where(eq(products.id, product.id));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...bearer(token), 'accept-language': 'vi' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'insufficient_stock',
        message: 'Chỉ còn 4 × 250\u00a0g sản phẩm "Hành tây" trong kho',
      });
      expect(await stockOf(t.app.db, product.id)).toBe(1_200);
      expect(await cartOf(t.app, token)).toHaveLength(1);
    });
    it('refuses a line below a minimum raised since it went into the cart, in both languages, taking nothing', async () => {
      const product = await createWeightProduct(t.app.db, { name: 'Khoai lang mật', stock: 5_000 });
      const token = await shopper();
      await addToCart(t.app, token, product, 2);
      await t.app.db.update(products).set({ unitMinGrams: 1_000 }).where(eq(products.id, product.id));
      for (const [lang, message] of [
        ['en', 'The least you can buy of "Khoai lang mật" is 1\u00a0kg'],
        ['vi', 'Bạn cần mua ít nhất 1\u00a0kg "Khoai lang mật"'],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...bearer(token), 'accept-language': lang },
        });
        expect(res.statusCode, lang).toBe(400);
        expect(res.json(), lang).toMatchObject({ code: 'below_minimum_weight', message });
      }
      expect(await stockOf(t.app.db, product.id)).toBe(5_000);
      expect(await cartOf(t.app, token)).toHaveLength(1);

      await t.app.db.update(products).set({ unitMinGrams: 500 }).where(eq(products.id, product.id));
      expect((await postOrder(t.app, token)).statusCode).toBe(201);
    });
  });

  describe('packing', () => {
    it('records a weight inside the tolerance: the line amount, the total and the stock become final', async () => {
      const { order, tomatoes, weightLine } = await orderOf(3); // 750 g ordered
      const res = await weigh(order._id, { lines: [{ lineId: weightLine.id, pickedGrams: 812 }] });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Weights recorded');
      const detail = orderDetailEnvelopeSchema.parse(res.json()).data;
      const amount = 28_400; // 35,000 × 0.812 = 28,420
      expect(detail).toMatchObject({ estimated: false, subtotal: amount + 20_000 });
      expect(detail.totalAmount).toBe(detail.subtotal + detail.deliveryFee);
      expect(detail.orderDetails.find((l) => l._id === weightLine.id)).toMatchObject({ pickedGrams: 812, amount });
      expect(await stockOf(t.app.db, tomatoes.id)).toBe(20_000 - 812);
      // The admin's list says the same.
      const list = adminOrderListSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/orders/admin/orders', headers: bearer(admin) })).json(),
      );
      expect(list.data.find((o) => o._id === order._id)).toMatchObject({
        estimated: false,
        totalAmount: detail.totalAmount,
      });
      const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, order._id));
      expect(entry).toMatchObject({ action: 'order.weighed', details: { totalAmount: detail.totalAmount } });
    });

    it('refuses a weight outside the tolerance with 409 naming the line, then records it when confirmed', async () => {
      const { order, tomatoes, weightLine } = await orderOf(4); // 1 kg ordered
      const before = await storedOrder(order._id);
      for (const [lang, message] of [
        ['en', 'weighs 1.15\u00a0kg, more than 10% away from the 1\u00a0kg ordered'],
        ['vi', 'cân được 1,15\u00a0kg, lệch hơn 10% so với 1\u00a0kg đã đặt'],
      ] as const) {
        const res = await weigh(order._id, { lines: [{ lineId: weightLine.id, pickedGrams: 1_150 }] }, lang);
        expect(res.statusCode, lang).toBe(409);
        expect(res.json().code).toBe('weight_outside_tolerance');
        expect(res.json().message).toContain(message);
        expect(res.json().errors).toEqual([{ field: 'lines.0.pickedGrams', message: res.json().message }]);
      }
      expect(await storedOrder(order._id)).toEqual(before);
      expect(await stockOf(t.app.db, tomatoes.id)).toBe(19_000);
      const inside = await weigh(order._id, { lines: [{ lineId: weightLine.id, pickedGrams: 1_100 }] });
      expect(inside.statusCode).toBe(200);
      const confirmed = await weigh(order._id, {
        lines: [{ lineId: weightLine.id, pickedGrams: 1_150 }],
        confirm: true,
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().data).toMatchObject({ subtotal: 40_300 + 20_000, estimated: false });
    });

    it('weighs only orders being prepared: 409 order_not_packable otherwise, in both languages', async () => {
      const { order, weightLine } = await orderOf(2);
      await t.app.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order._id));
      const res = await weigh(order._id, { lines: [{ lineId: weightLine.id, pickedGrams: 500 }] }, 'vi');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'order_not_packable',
        message: 'Chỉ có thể cân đơn hàng đang được chuẩn bị',
      });
      expect((await storedLines(order._id)).every((l) => l.pickedGrams === null)).toBe(true);
    });

    it("refuses a piece line, another order's line and an unknown order, changing nothing", async () => {
      const { order, weightLine, pieceLine } = await orderOf(2);
      const other = await orderOf(2);
      const piece = await weigh(order._id, { lines: [{ lineId: pieceLine.id, pickedGrams: 500 }] });
      expect(piece.statusCode).toBe(400);
      expect(piece.json()).toMatchObject({
        code: 'not_a_weight_line',
        errors: [
          { field: 'lines.0.lineId', message: `Line ${pieceLine.id} is not a line sold by weight of this order` },
        ],
      });
      const foreign = await weigh(order._id, {
        lines: [
          { lineId: weightLine.id, pickedGrams: 500 },
          { lineId: other.weightLine.id, pickedGrams: 500 },
        ],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors[0].field).toBe('lines.1.lineId');
      const unknown = await weigh(randomUUID(), { lines: [{ lineId: weightLine.id, pickedGrams: 500 }] });
      expect(unknown.statusCode).toBe(404);
      const malformed = await weigh(order._id, { lines: [{ lineId: weightLine.id, pickedGrams: 0 }] });
      expect(malformed.statusCode).toBe(400);
      for (const id of [order._id, other.order._id])
        expect((await storedLines(id)).every((l) => l.pickedGrams === null)).toBe(true);
      const shopperCall = await t.app.inject({
        method: 'POST',
        url: `/api/orders/admin/orders/${order._id}/weights`,
        headers: bearer(other.token),
        payload: { lines: [{ lineId: weightLine.id, pickedGrams: 500 }] },
      });
      expect(shopperCall.statusCode).toBe(403);
    });

    it('replaces an earlier weight, moving the stock by the difference, and a cancel gives back what was weighed', async () => {
      const { order, tomatoes, weightLine } = await orderOf(2); // 500 g
      await weigh(order._id, { lines: [{ lineId: weightLine.id, pickedGrams: 540 }] });
      expect(await stockOf(t.app.db, tomatoes.id)).toBe(20_000 - 540);
      const again = await weigh(order._id, { lines: [{ lineId: weightLine.id, pickedGrams: 470 }] });
      expect(again.json().data.orderDetails.find((l: { _id: string }) => l._id === weightLine.id).pickedGrams).toBe(
        470,
      );
      expect(await stockOf(t.app.db, tomatoes.id)).toBe(20_000 - 470);
      const cancel = await setStatus(order._id, 'cancelled');
      expect(cancel.statusCode).toBe(200);
      expect(await stockOf(t.app.db, tomatoes.id)).toBe(20_000);
      // Brought back, it takes the weighed grams again.
      await setStatus(order._id, 'processing');
      expect(await stockOf(t.app.db, tomatoes.id)).toBe(20_000 - 470);
    });

    it('gives back the weighed grams when a weighed order is deleted, and never lets the sweep expire one', async () => {
      const deleted = await orderOf(2);
      await weigh(deleted.order._id, { lines: [{ lineId: deleted.weightLine.id, pickedGrams: 530 }] });
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/orders/admin/orders/${deleted.order._id}`,
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(200);
      expect(await stockOf(t.app.db, deleted.tomatoes.id)).toBe(20_000);

      // Weighed and packed, an unpaid transfer is the shop's to settle: past its deadline it stays as it is.
      const weighed = await orderOf(2);
      await weigh(weighed.order._id, { lines: [{ lineId: weighed.weightLine.id, pickedGrams: 480 }] });
      expect(await stockOf(t.app.db, weighed.tomatoes.id)).toBe(20_000 - 480);
      const past = new Date(Date.UTC(2020, 0, 1));
      await t.app.db
        .update(orders)
        .set({
          paymentMethod: 'bank_transfer',
          paymentReference: `VM${randomUUID().slice(0, 8)}`,
          paymentExpiresAt: past,
        })
        .where(eq(orders.id, weighed.order._id));
      const expired = await expireUnpaidTransfers(t.app.db, new Date(Date.UTC(2020, 0, 2)));
      expect(expired.map((o) => o.id)).not.toContain(weighed.order._id);
      expect(await storedOrder(weighed.order._id)).toMatchObject({ status: 'processing', paymentStatus: 'unpaid' });
      expect(await stockOf(t.app.db, weighed.tomatoes.id)).toBe(20_000 - 480);
    });

    it("shows the grams, amounts and estimate on the slot's packing list and the shopper's order", async () => {
      const zone = await createZone(t.app.db, { fee: 15_000, freeFrom: null, wardCodes: [WARDS.saiGon] });
      await createTemplates(t.app.db, zone.id, { start: '08:00', end: '10:00', capacity: 5 });
      const options = deliveryOptionsEnvelopeSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/delivery/options?wardCode=${WARDS.saiGon}` })).json(),
      ).data;
      const slot = options.slots[0]!;
      const { user, token } = await createUser(t.app.db);
      const address = await createAddress(t.app.db, user.id, { wardCode: WARDS.saiGon, provinceCode: PROVINCES.hcm });
      const product = await createWeightProduct(t.app.db);
      const order = await placeOrder(t.app, token, [[product, 3]], { addressId: address.id, slotId: slot._id });
      const [line] = await storedLines(order._id);
      const packing = async () =>
        packingListEnvelopeSchema.parse(
          (
            await t.app.inject({
              method: 'GET',
              url: `/api/admin/delivery/slots/${slot._id}/packing-list`,
              headers: bearer(admin),
            })
          ).json(),
        ).data.wards[0]!.orders[0]!;
      expect(await packing()).toMatchObject({
        estimated: true,
        totalAmount: 26_400 + 15_000,
        lines: [{ _id: line!.id, unitKind: 'weight', orderedGrams: 750, pickedGrams: null, amount: 26_400 }],
      });
      await weigh(order._id, { lines: [{ lineId: line!.id, pickedGrams: 812 }] });
      expect(await packing()).toMatchObject({
        estimated: false,
        totalAmount: 28_400 + 15_000,
        lines: [{ orderedGrams: 750, pickedGrams: 812, amount: 28_400 }],
      });
      const ownLines = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(token) });
      expect(ownLines.json().data).toMatchObject([{ pickedGrams: 812, amount: 28_400, quantity: 3 }]);
      const own = await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(token) });
      expect(own.json().data).toMatchObject([{ estimated: false, subtotal: 28_400, totalAmount: 43_400 }]);
    });

    it('refuses a weight above what the shelf still holds, so cancelling never gives back grams never taken', async () => {
      const { order, tomatoes, weightLine } = await orderOf(4, { stock: 1_050 }); // 1,000 g taken, 50 g left
      const res = await weigh(order._id, { lines: [{ lineId: weightLine.id, pickedGrams: 1_080 }], confirm: true });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'insufficient_stock', message: expect.stringMatching(/Only 50\sg of/) });
      expect(await stockOf(t.app.db, tomatoes.id)).toBe(50);
      expect((await storedLines(order._id)).find((line) => line.id === weightLine.id)?.pickedGrams).toBeNull();

      // What the shelf holds can be weighed; cancelling then gives back exactly what was taken.
      expect((await weigh(order._id, { lines: [{ lineId: weightLine.id, pickedGrams: 1_050 }] })).statusCode).toBe(200);
      expect(await stockOf(t.app.db, tomatoes.id)).toBe(0);
      const cancel = await setStatus(order._id, 'cancelled');
      expect(cancel.statusCode).toBe(200);
      expect(await stockOf(t.app.db, tomatoes.id)).toBe(1_050);
    });

    it('records the difference as refund due on a paid order whose final total is lower, and mails it', async () => {
      const { order, weightLine } = await orderOf(4); // 35,200 + 20,000 + delivery
      const paid = await storedOrder(order._id);
      await t.app.db
        .update(orders)
        .set({ paymentMethod: 'bank_transfer', paymentStatus: 'paid', amountReceived: paid.totalAmount })
        .where(eq(orders.id, order._id));
      const mails = t.mail.length;
      const res = await weigh(order._id, { lines: [{ lineId: weightLine.id, pickedGrams: 920 }] });
      const amount = 32_200; // 35,000 × 0.92
      const detail = orderDetailEnvelopeSchema.parse(res.json()).data;
      expect(detail.totalAmount).toBe(paid.totalAmount - 35_200 + amount);
      expect(detail.payment).toMatchObject({ status: 'paid', refundDue: 35_200 - amount });
      // Weighed again heavier: the refund due follows the new total, never below 0.
      const heavier = await weigh(order._id, { lines: [{ lineId: weightLine.id, pickedGrams: 1_050 }] });
      expect(heavier.json().data.payment.refundDue).toBe(0);
      expect(t.mail.length).toBe(mails + 2);
      expect(t.mail[mails]!.text).toContain(`we will send ${formatVnd(3_000, 'en')} back to you`);
    });

    it('lets cash on delivery collect the final total, and mails it once final, in the shopper language', async () => {
      const { order, weightLine } = await orderOf(3);
      await t.app.db.update(users).set({ language: 'vi' }).where(eq(users.email, order.user.email));
      const mails = t.mail.length;
      const res = await weigh(order._id, { lines: [{ lineId: weightLine.id, pickedGrams: 812 }] });
      const detail = orderDetailEnvelopeSchema.parse(res.json()).data;
      expect(detail.payment).toMatchObject({ method: 'cod', refundDue: 0 });
      const mail = t.mail.at(-1)!;
      expect(t.mail.length).toBe(mails + 1);
      expect(mail.subject).toContain('đã được cân');
      expect(mail.text).toContain('812\u00a0g');
      expect(mail.text).toContain(`Vui lòng thanh toán ${formatVnd(detail.totalAmount, 'vi')} bằng tiền mặt`);
      // The same weight again changes nothing: no second mail.
      await weigh(order._id, { lines: [{ lineId: weightLine.id, pickedGrams: 812 }] });
      expect(t.mail.length).toBe(mails + 1);
    });

    it('keeps an order estimated, and mails nothing, while a weight line is unweighed', async () => {
      const first = await createWeightProduct(t.app.db);
      const second = await createWeightProduct(t.app.db, { unitStepGrams: 500, unitPricePerKg: 20_000 });
      const order = await placeOrder(t.app, await shopper(), [
        [first, 2],
        [second, 1],
      ]);
      const [line] = (await storedLines(order._id)).filter((l) => l.productId === first.id);
      const mails = t.mail.length;
      const res = await weigh(order._id, { lines: [{ lineId: line!.id, pickedGrams: 500 }] });
      expect(res.json().data).toMatchObject({ estimated: true });
      expect(t.mail.length).toBe(mails);
    });

    it('keeps the total the sum of its lines and the fee after any sequence of weighings', async () => {
      const first = await createWeightProduct(t.app.db, { stock: 100_000 });
      const second = await createWeightProduct(t.app.db, {
        stock: 100_000,
        unitStepGrams: 500,
        unitPricePerKg: 12_345,
      });
      const piece = await createProduct(t.app.db, { price: 15_000, stock: 100 });
      const order = await placeOrder(t.app, await shopper(), [
        [first, 3],
        [second, 2],
        [piece, 2],
      ]);
      const lines = (await storedLines(order._id)).filter((l) => l.stepGrams !== null);
      const initialStock = 200_000;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.record({ line: fc.constantFrom(...lines), grams: fc.integer({ min: 1, max: 5_000 }) }), {
            minLength: 1,
            maxLength: 3,
          }),
          async (weighings) => {
            const res = await weigh(order._id, {
              lines: weighings.map((w) => ({ lineId: w.line.id, pickedGrams: w.grams })),
              confirm: true,
            });
            expect(res.statusCode).toBe(200);
            const detail = orderDetailEnvelopeSchema.parse(res.json()).data;
            const sum = detail.orderDetails.reduce((total, l) => total + l.amount, 0);
            expect(detail.subtotal).toBe(sum);
            expect(detail.totalAmount).toBe(sum + detail.deliveryFee);
            const stored = await storedLines(order._id);
            const taken = stored.reduce(
              (total, l) => total + (l.stepGrams === null ? 0 : (l.pickedGrams ?? l.quantity * l.stepGrams)),
              0,
            );
            const left = (await stockOf(t.app.db, first.id))! + (await stockOf(t.app.db, second.id))!;
            expect(left + taken).toBe(initialStock);
          },
        ),
        { numRuns: 15 },
      );
    });

    it("counts top products' revenue from the weighed line amounts", async () => {
      const solo = await buildTestApp();
      try {
        const product = await createWeightProduct(solo.app.db);
        const order = await placeOrder(solo.app, (await createUser(solo.app.db)).token, [[product, 3]]);
        const [line] = await solo.app.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
        const adminToken = (await createUser(solo.app.db, { role: 'admin' })).token;
        const statsOf = async () =>
          orderStatsEnvelopeSchema.parse(
            (
              await solo.app.inject({
                method: 'GET',
                url: '/api/orders/admin/orders/stats',
                headers: bearer(adminToken),
              })
            ).json(),
          ).data.topProducts;
        expect(await statsOf()).toEqual([{ _id: product.id, name: product.name, quantity: 3, revenue: 26_400 }]);
        await solo.app.inject({
          method: 'POST',
          url: `/api/orders/admin/orders/${order._id}/weights`,
          headers: bearer(adminToken),
          payload: { lines: [{ lineId: line!.id, pickedGrams: 812 }] },
        });
        expect((await statsOf())[0]).toMatchObject({ revenue: 28_400 });
      } finally {
        await solo.close();
      }
    });
  });
});
