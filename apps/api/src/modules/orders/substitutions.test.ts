import { randomUUID } from 'node:crypto';
import {
  deliveryOptionsEnvelopeSchema,
  formatVnd,
  orderDetailEnvelopeSchema,
  orderLinesEnvelopeSchema,
  packingListEnvelopeSchema,
  substituteSuggestionsEnvelopeSchema,
  type CreateOrderBody,
  type OrderDetail,
} from '@veggie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import { createAddress, createTemplates, createZone, PROVINCES, WARDS } from '../../../test/delivery-fixtures';
import {
  bearer,
  createCategory,
  createProduct,
  createUser,
  createWeightProduct,
  placeOrder,
  stockOf,
} from '../../../test/fixtures';
import { paymentConfig, sepayNotification, WEBHOOK_KEY } from '../../../test/payment-fixtures';
import { auditLog } from '../audit/audit.table';
import { products, type ProductRow } from '../products/products.table';
import { users } from '../users/users.table';

/**
 * Substitutions at packing (issue 35): the shopper's preference from checkout, the packers' replacement or
 * removal of a line that ran short, and what follows for stock, money, the mail, the audit and the lists.
 */
describe(`substitutions at packing (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let admin: string;
  let transferId = 0;
  beforeAll(async () => {
    t = await buildTestApp(paymentConfig());
    admin = (await createUser(t.app.db, { role: 'admin' })).token;
  });
  afterAll(() => t.close());

  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, headers: { ...bearer(admin), 'accept-language': lang }, ...(payload && { payload }) });
  const detailOf = async (id: string) =>
    orderDetailEnvelopeSchema.parse((await asAdmin('GET', `/api/orders/admin/orders/${id}`)).json()).data;
  const substitute = (orderId: string, lineId: string, body: object, lang = 'en') =>
    asAdmin('POST', `/api/orders/admin/orders/${orderId}/lines/${lineId}/substitute`, body, lang);
  const substituted = async (orderId: string, lineId: string, body: object) => {
    const res = await substitute(orderId, lineId, body);
    expect(res.statusCode, res.body).toBe(200);
    const detail = orderDetailEnvelopeSchema.parse(res.json()).data;
    expectMoneyRules(detail);
    return { detail, line: detail.orderDetails.find((l) => l._id === lineId)!, message: res.json().message };
  };
  const pay = (reference: string, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sepay',
      headers: { authorization: `Apikey ${WEBHOOK_KEY}` },
      payload: sepayNotification(`subst-${++transferId}`, `MBVCB.${reference}.CT`, amount),
    });
  const auditOf = (orderId: string) => t.app.db.select().from(auditLog).where(eq(auditLog.entityId, orderId));

  /** The contract's money equations, read off the wire (as order-money.property.test checks them). */
  function expectMoneyRules(order: OrderDetail) {
    const { amountReceived, kept, amountDue, refundDue, refunded, status } = order.payment;
    const live = order.status !== 'cancelled';
    const where = `order ${order._id} (${order.status}, ${JSON.stringify(order.payment)}, total ${order.totalAmount})`;
    expect(amountReceived, where).toBe(kept + refundDue + refunded);
    expect(Math.min(kept, refundDue, refunded, amountDue), where).toBeGreaterThanOrEqual(0);
    expect(kept, where).toBe(live ? Math.min(amountReceived - refunded, order.totalAmount) : 0);
    expect(amountDue, where).toBe(live ? order.totalAmount - kept : 0);
    expect(status === 'paid', where).toBe(live && amountDue === 0);
    const subtotal = order.orderDetails.reduce((sum, line) => sum + line.amount, 0);
    const discounts = order.discounts.reduce((sum, discount) => sum + discount.amount, 0);
    expect(order.subtotal, where).toBe(subtotal);
    expect(order.totalAmount, where).toBe(Math.max(0, subtotal - discounts + order.deliveryFee - order.points.amount));
  }

  /**
   * A shelf of leafy greens in one category: the product that runs short (20,000 ₫ a bunch), a cheaper and a
   * dearer one to put in instead, 10 of each; and a herb of another category.
   */
  async function shelf() {
    const leafy = await createCategory(t.app.db);
    const tag = randomUUID().slice(0, 4);
    const greens = (name: string, nameEn: string, price: number) =>
      createProduct(t.app.db, {
        name: `${name} ${tag}`,
        nameEn,
        categoryId: leafy.id,
        price,
        stock: 10,
        unitLabel: 'bó',
        unitLabelEn: 'bunch',
      });
    return {
      leafy,
      short: await greens('Rau muống', 'Water spinach', 20_000),
      cheaper: await greens('Cải ngọt', 'Choy sum', 15_000),
      dearer: await greens('Cải bó xôi', 'Spinach', 30_000),
      herbs: await createProduct(t.app.db, { name: `Hành lá ${tag}`, price: 10_000, stock: 10 }),
    };
  }
  type Shelf = Awaited<ReturnType<typeof shelf>>;

  /** 2 bunches of the short product (40,000 ₫, its shopper allowing a substitute unless told) and the herbs. */
  async function orderFrom(goods: Shelf, body: CreateOrderBody = {}, preference: 'similar' | 'none' = 'similar') {
    const { user, token } = await createUser(t.app.db);
    const order = await placeOrder(
      t.app,
      token,
      [
        [goods.short, 2],
        [goods.herbs, 1],
      ],
      { ...body, substitutions: { [goods.short.id]: preference } },
    );
    const detail = await detailOf(order._id);
    const lineOf = (product: ProductRow) => detail.orderDetails.find((l) => l.product?._id === product.id)!;
    return { order, user, token, shortLine: lineOf(goods.short), herbLine: lineOf(goods.herbs) };
  }

  const stocks = async (...goods: ProductRow[]) => Promise.all(goods.map((product) => stockOf(t.app.db, product.id)));

  describe('checkout', () => {
    it('stores each line’s preference, "none" by default, ignoring products not in the cart', async () => {
      const goods = await shelf();
      const { user, token } = await createUser(t.app.db);
      const body = {
        // Any case of the id, and a product that is not in the cart.
        substitutions: { [goods.short.id.toUpperCase()]: 'similar', [goods.dearer.id]: 'none' },
      } satisfies CreateOrderBody;
      const order = await placeOrder(
        t.app,
        token,
        [
          [goods.short, 2],
          [goods.herbs, 1],
        ],
        body,
      );
      expect(order.user._id).toBe(user.id);
      const detail = await detailOf(order._id);
      expect(
        detail.orderDetails.map(({ name, substitution, substitute, removed }) => ({
          name,
          substitution,
          substitute,
          removed,
        })),
      ).toEqual(
        expect.arrayContaining([
          { name: goods.short.name, substitution: 'similar', substitute: null, removed: false },
          { name: goods.herbs.name, substitution: 'none', substitute: null, removed: false },
        ]),
      );
      const own = orderLinesEnvelopeSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(token) })).json(),
      ).data;
      expect(own.find((l) => l.name === goods.short.name)).toMatchObject({ substitution: 'similar', removed: false });
    });

    it('quotes a body with preferences as checkout would price it', async () => {
      const goods = await shelf();
      const { token } = await createUser(t.app.db);
      await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: bearer(token),
        payload: { productId: goods.short.id, quantity: 2 },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/quote',
        headers: bearer(token),
        payload: { substitutions: { [goods.short.id]: 'similar' } },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ subtotal: 40_000, totalAmount: 40_000 });
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/orders/quote',
        headers: bearer(token),
        payload: { substitutions: { [goods.short.id]: 'maybe' } },
      });
      expect(refused.statusCode).toBe(400);
    });
  });

  describe('replacing a line', () => {
    it('with a cheaper product lowers the total, and a paid transfer gets the difference refund due', async () => {
      const goods = await shelf();
      const { order, user, shortLine } = await orderFrom(goods, { paymentMethod: 'bank_transfer' });
      expect(order.totalAmount).toBe(50_000);
      expect((await pay(order.payment.reference!, 50_000)).statusCode).toBe(200);
      const mails = t.mail.length;

      const { detail, line, message } = await substituted(order._id, shortLine._id, {
        action: 'replace',
        productId: goods.cheaper.id,
        quantity: 2,
      });
      expect(message).toBe('Line replaced');
      expect(line).toMatchObject({
        name: goods.short.name,
        quantity: 2,
        priceEach: 20_000,
        amount: 30_000,
        substitution: 'similar',
        removed: false,
        substitute: {
          productId: goods.cheaper.id,
          name: goods.cheaper.name,
          nameEn: 'Choy sum',
          unit: { kind: 'piece', label: 'bó', labelEn: 'bunch' },
          quantity: 2,
          amount: 30_000,
        },
      });
      expect(detail).toMatchObject({ subtotal: 40_000, totalAmount: 40_000, estimated: false });
      expect(detail.payment).toMatchObject({ status: 'paid', amountReceived: 50_000, kept: 40_000, refundDue: 10_000 });
      // The short product's reservation goes back to the shelf, the substitute's is taken.
      expect(await stocks(goods.short, goods.cheaper, goods.dearer)).toEqual([10, 8, 10]);

      const [mail] = t.mail.slice(mails);
      expect(t.mail).toHaveLength(mails + 1);
      expect(mail!.to).toBe(user.email);
      expect(mail!.subject).toContain(`${goods.short.name} (Water spinach) was replaced`);
      expect(mail!.text).toContain(`we ran short of 2 × ${goods.short.name} (Water spinach) (bunch)`);
      expect(mail!.text).toContain(
        `we put in 2 × ${goods.cheaper.name} (Choy sum) (bunch) instead, for ${formatVnd(30_000, 'en')}`,
      );
      expect(mail!.text).toContain(`we will send ${formatVnd(10_000, 'en')} back to you`);

      expect((await auditOf(order._id)).map(({ action, details }) => ({ action, details }))).toContainEqual({
        action: 'order.line_substituted',
        details: {
          email: user.email,
          from: goods.short.name,
          to: goods.cheaper.name,
          amount: 30_000,
          totalAmount: 40_000,
        },
      });
    });

    it('with a dearer product caps it at what the line cost; a second choice gives the first one’s stock back', async () => {
      const goods = await shelf();
      const { order, shortLine, token } = await orderFrom(goods);
      const dearer = await substituted(order._id, shortLine._id, {
        action: 'replace',
        productId: goods.dearer.id,
        quantity: 2,
      });
      // 2 × 30,000 ₫ put in for a line of 40,000 ₫: the shopper pays what they ordered, no more.
      expect(dearer.line).toMatchObject({ amount: 40_000, substitute: { quantity: 2, amount: 40_000 } });
      expect(dearer.detail).toMatchObject({ totalAmount: 50_000, payment: { status: 'unpaid', amountDue: 50_000 } });
      expect(await stocks(goods.short, goods.cheaper, goods.dearer)).toEqual([10, 10, 8]);

      const cheaper = await substituted(order._id, shortLine._id, {
        action: 'replace',
        productId: goods.cheaper.id,
        quantity: 1,
      });
      expect(cheaper.line).toMatchObject({ amount: 15_000, substitute: { productId: goods.cheaper.id, quantity: 1 } });
      expect(cheaper.detail).toMatchObject({ totalAmount: 25_000, payment: { amountDue: 25_000 } });
      expect(await stocks(goods.short, goods.cheaper, goods.dearer)).toEqual([10, 9, 10]);
      // The shopper sees it on their own order.
      const own = orderLinesEnvelopeSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(token) })).json(),
      ).data;
      expect(own.find((l) => l._id === shortLine._id)).toMatchObject({
        amount: 15_000,
        substitute: { name: goods.cheaper.name, quantity: 1, amount: 15_000 },
      });

      // Cancelled, the order gives back what its lines hold now: the substitute, not the short product again.
      expect(
        (await asAdmin('PUT', `/api/orders/admin/orders/${order._id}/status`, { status: 'cancelled' })).statusCode,
      ).toBe(200);
      expect(await stocks(goods.short, goods.cheaper, goods.dearer, goods.herbs)).toEqual([10, 10, 10, 10]);
      // Brought back, it takes them again.
      expect(
        (await asAdmin('PUT', `/api/orders/admin/orders/${order._id}/status`, { status: 'processing' })).statusCode,
      ).toBe(200);
      expect(await stocks(goods.short, goods.cheaper, goods.dearer, goods.herbs)).toEqual([10, 9, 10, 9]);
    });

    it('of a weight line with one sold by weight makes it final, and the scale leaves it alone', async () => {
      const category = await createCategory(t.app.db);
      const tomatoes = await createWeightProduct(t.app.db, { categoryId: category.id, stock: 5_000 });
      const cherry = await createWeightProduct(t.app.db, {
        categoryId: category.id,
        unitPricePerKg: 30_000,
        stock: 5_000,
      });
      const { token } = await createUser(t.app.db);
      const order = await placeOrder(t.app, token, [[tomatoes, 4]], { substitutions: { [tomatoes.id]: 'similar' } });
      expect(order).toMatchObject({ estimated: true, totalAmount: 4 * 8_800, weightGrams: 1_000 });
      const lineId = (await detailOf(order._id)).orderDetails[0]!._id;

      // 3 steps of 250 g at 30,000 ₫/kg: 3 × 7,500 ₫.
      const { detail, line } = await substituted(order._id, lineId, {
        action: 'replace',
        productId: cherry.id,
        quantity: 3,
      });
      expect(line).toMatchObject({
        amount: 22_500,
        substitute: { unit: { kind: 'weight', stepGrams: 250, pricePerKg: 30_000 }, quantity: 3, amount: 22_500 },
      });
      expect(detail).toMatchObject({ estimated: false, totalAmount: 22_500, weightGrams: 750 });
      expect(await stocks(tomatoes, cherry)).toEqual([5_000, 4_250]);

      const weighed = await asAdmin('POST', `/api/orders/admin/orders/${order._id}/weights`, {
        lines: [{ lineId, pickedGrams: 1_000 }],
      });
      expect(weighed.statusCode).toBe(409);
      expect(weighed.json()).toMatchObject({ code: 'line_substituted' });
      expect(await detailOf(order._id)).toEqual(detail);
    });

    it('follows a percent promotion: its discount is taken on the new amounts', async () => {
      const goods = await shelf();
      const promotion = await asAdmin('POST', '/api/promotions/admin/promotions', {
        code: `THAY${randomUUID().slice(0, 4).toUpperCase()}`,
        title: 'Giảm 10%',
        titleEn: '10% off',
        kind: 'percent',
        value: 10,
        startsAt: '2026-01-01T00:00:00+07:00',
        endsAt: '2099-12-31T23:59:59+07:00',
      });
      expect(promotion.statusCode, promotion.body).toBe(201);
      const { order, shortLine } = await orderFrom(goods, { voucherCode: promotion.json().data.code });
      expect(order).toMatchObject({ subtotal: 50_000, totalAmount: 45_000 });
      const { detail } = await substituted(order._id, shortLine._id, {
        action: 'replace',
        productId: goods.cheaper.id,
        quantity: 2,
      });
      expect(detail).toMatchObject({ subtotal: 40_000, totalAmount: 36_000 });
      expect(detail.discounts[0]?.amount).toBe(4_000);
    });
  });

  describe('taking a line out', () => {
    it('makes it cost nothing and lowers the cash due, in the shopper’s language, once', async () => {
      const goods = await shelf();
      // The shopper chose "none": taking the line out is what they asked for.
      const { order, user, shortLine } = await orderFrom(goods, {}, 'none');
      await t.app.db.update(users).set({ language: 'vi' }).where(eq(users.id, user.id));
      const mails = t.mail.length;
      const { detail, line, message } = await substituted(order._id, shortLine._id, { action: 'remove' });
      expect(message).toBe('Line taken out of the order');
      expect(line).toMatchObject({ amount: 0, removed: true, substitute: null, substitution: 'none' });
      expect(detail).toMatchObject({ subtotal: 10_000, totalAmount: 10_000, payment: { amountDue: 10_000 } });
      expect(await stocks(goods.short, goods.herbs)).toEqual([10, 9]);

      expect(t.mail).toHaveLength(mails + 1);
      const mail = t.mail.at(-1)!;
      expect(mail.subject).toBe(
        `Đơn hàng #${order._id.slice(-8).toUpperCase()} tại Veggie Market: ${goods.short.name} đã hết hàng`,
      );
      expect(mail.text).toContain(`không còn đủ 2 × ${goods.short.name} (bó) nên đã bỏ sản phẩm này khỏi đơn`);
      expect(mail.text).toContain(`Vui lòng thanh toán ${formatVnd(10_000, 'vi')} bằng tiền mặt khi nhận hàng.`);
      const audits = async () => (await auditOf(order._id)).filter((entry) => entry.action === 'order.line_removed');
      expect(await audits()).toEqual([
        expect.objectContaining({
          details: { email: user.email, from: goods.short.name, amount: 0, totalAmount: 10_000 },
        }),
      ]);

      // Taking it out again changes nothing and tells nobody.
      await substituted(order._id, shortLine._id, { action: 'remove' });
      expect(await detailOf(order._id)).toEqual(detail);
      expect(t.mail).toHaveLength(mails + 1);
      expect(await audits()).toHaveLength(1);
      expect(await stocks(goods.short)).toEqual([10]);
    });

    it('after a substitute gives the substitute’s stock back, and a paid transfer gets the line refund due', async () => {
      const goods = await shelf();
      const { order, shortLine } = await orderFrom(goods, { paymentMethod: 'bank_transfer' });
      await pay(order.payment.reference!, 50_000);
      await substituted(order._id, shortLine._id, { action: 'replace', productId: goods.dearer.id, quantity: 1 });
      expect(await stocks(goods.short, goods.dearer)).toEqual([10, 9]);
      const { detail } = await substituted(order._id, shortLine._id, { action: 'remove' });
      expect(await stocks(goods.short, goods.dearer)).toEqual([10, 10]);
      expect(detail.payment).toMatchObject({ status: 'paid', kept: 10_000, refundDue: 40_000, amountDue: 0 });
    });
  });

  describe('refusals', () => {
    it('refuse what may not be done, in both languages, and change nothing', async () => {
      const goods = await shelf();
      const { order, shortLine, herbLine } = await orderFrom(goods);
      const gone = await createProduct(t.app.db, { categoryId: goods.leafy.id });
      await t.app.db.delete(products).where(eq(products.id, gone.id));
      await t.app.db.update(products).set({ stock: 1 }).where(eq(products.id, goods.cheaper.id));
      const before = await detailOf(order._id);
      const audits = (await auditOf(order._id)).length;
      const mails = t.mail.length;
      const expectUnchanged = async () => {
        expect(await detailOf(order._id)).toEqual(before);
        expect(await stocks(goods.short, goods.cheaper, goods.dearer, goods.herbs)).toEqual([8, 1, 10, 9]);
        expect(await auditOf(order._id)).toHaveLength(audits);
        expect(t.mail).toHaveLength(mails);
      };
      const replace = (productId: string, quantity = 2) => ({ action: 'replace', productId, quantity });

      const refusals: Array<[string, object, number, string, string, string]> = [
        [
          herbLine._id,
          replace(goods.dearer.id, 1),
          409,
          'substitution_not_wanted',
          `The shopper wants no substitute for "${goods.herbs.name}": take the line out instead`,
          `Khách hàng không muốn thay "${goods.herbs.name}" bằng sản phẩm khác: hãy bỏ dòng hàng này`,
        ],
        [
          shortLine._id,
          replace(goods.short.id),
          409,
          'substitute_unavailable',
          `"${goods.short.name}" cannot replace this line: it is the product ordered`,
          `Không thể dùng "${goods.short.name}" để thay dòng hàng này: đây chính là sản phẩm khách đã đặt`,
        ],
        [
          shortLine._id,
          replace(goods.cheaper.id),
          409,
          'substitute_unavailable',
          `"${goods.cheaper.name}" cannot replace this line: only 1 left in stock`,
          `Không thể dùng "${goods.cheaper.name}" để thay dòng hàng này: trong kho chỉ còn 1`,
        ],
        [
          shortLine._id,
          replace(gone.id),
          409,
          'substitute_unavailable',
          `"${gone.id}" cannot replace this line: it is no longer sold`,
          `Không thể dùng "${gone.id}" để thay dòng hàng này: sản phẩm không còn được bán`,
        ],
        [
          shortLine._id,
          replace('not-a-product'),
          409,
          'substitute_unavailable',
          '"not-a-product" cannot replace this line: it is no longer sold',
          'Không thể dùng "not-a-product" để thay dòng hàng này: sản phẩm không còn được bán',
        ],
        [
          randomUUID(),
          { action: 'remove' },
          404,
          'order_line_not_found',
          'This order has no such line',
          'Đơn hàng không có dòng hàng này',
        ],
      ];
      for (const [lineId, body, status, code, en, vi] of refusals) {
        for (const [lang, message] of [
          ['en', en],
          ['vi', vi],
        ] as const) {
          const res = await substitute(order._id, lineId, body, lang);
          expect(res.statusCode, res.body).toBe(status);
          expect(res.json()).toMatchObject({ code, message });
        }
      }
      expect((await substitute(order._id, 'line-1', { action: 'remove' })).json()).toMatchObject({
        code: 'order_line_not_found',
      });
      expect((await substitute(randomUUID(), shortLine._id, { action: 'remove' })).json()).toMatchObject({
        code: 'order_not_found',
      });
      for (const body of [
        {},
        { action: 'swap' },
        { action: 'replace', productId: goods.dearer.id },
        replace(goods.dearer.id, 0),
        replace(goods.dearer.id, 1.5),
      ]) {
        const res = await substitute(order._id, shortLine._id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: expect.any(String) });
      }
      await expectUnchanged();
    });

    it('refuse an order no longer being prepared', async () => {
      const goods = await shelf();
      const { order, shortLine } = await orderFrom(goods);
      expect(
        (await asAdmin('PUT', `/api/orders/admin/orders/${order._id}/status`, { status: 'shipped' })).statusCode,
      ).toBe(200);
      const before = await detailOf(order._id);
      for (const [lang, message] of [
        ['en', 'Only an order that is still being prepared can have a line replaced or taken out'],
        ['vi', 'Chỉ có thể thay hoặc bỏ sản phẩm của đơn hàng đang được chuẩn bị'],
      ] as const) {
        const res = await substitute(order._id, shortLine._id, { action: 'remove' }, lang);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'order_not_substitutable', message });
      }
      expect(await detailOf(order._id)).toEqual(before);
      expect(await stocks(goods.short)).toEqual([8]);
    });

    it('never leaves stock out of step when a substitution and a cancel race', async () => {
      for (let round = 0; round < 3; round += 1) {
        const goods = await shelf();
        const { order, shortLine } = await orderFrom(goods);
        const [replaced, cancelled] = await Promise.all([
          substitute(order._id, shortLine._id, { action: 'replace', productId: goods.cheaper.id, quantity: 2 }),
          asAdmin('PUT', `/api/orders/admin/orders/${order._id}/status`, { status: 'cancelled' }),
        ]);
        expect(cancelled.statusCode).toBe(200);
        // A cancel first leaves nothing to substitute; a substitution first is cancelled with the order.
        expect([200, 409]).toContain(replaced.statusCode);
        expect(await stocks(goods.short, goods.cheaper, goods.herbs)).toEqual([10, 10, 10]);
      }
    });
  });

  it('suggests products of the same category in stock, nearest in price first, at most 5', async () => {
    const goods = await shelf();
    const { order, shortLine, herbLine } = await orderFrom(goods);
    const more = (price: number, values: Partial<typeof products.$inferInsert> = {}) =>
      createProduct(t.app.db, { categoryId: goods.leafy.id, price, stock: 5, ...values });
    const at19 = await more(19_000);
    const onSale = await more(50_000, { salePrice: 21_000 });
    const at18 = await more(18_000);
    await more(9_000);
    await more(40_000);
    await more(20_000, { stock: 0 });
    await createWeightProduct(t.app.db, { categoryId: goods.leafy.id, stock: 100 }); // less than one 250 g step
    const res = await asAdmin('GET', `/api/orders/admin/orders/${order._id}/lines/${shortLine._id}/substitutes`);
    expect(res.statusCode, res.body).toBe(200);
    const suggestions = substituteSuggestionsEnvelopeSchema.parse(res.json()).data;
    // 1,000 ₫ away (the cheaper first), 2,000 ₫, 5,000 ₫ and 10,000 ₫ away; 11,000 ₫ and 20,000 ₫ left out.
    expect(suggestions.map((s) => s._id)).toEqual([at19.id, onSale.id, at18.id, goods.cheaper.id, goods.dearer.id]);
    expect(suggestions[1]).toMatchObject({
      priceEach: 21_000,
      stock: 5,
      unit: { kind: 'piece' },
      imageUrl: expect.any(String),
    });
    // The herbs' category holds nothing else.
    const herbs = await asAdmin('GET', `/api/orders/admin/orders/${order._id}/lines/${herbLine._id}/substitutes`);
    expect(substituteSuggestionsEnvelopeSchema.parse(herbs.json()).data).toEqual([]);
    const unknown = await asAdmin('GET', `/api/orders/admin/orders/${order._id}/lines/${randomUUID()}/substitutes`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'order_line_not_found' });
  });

  it('shows each line’s preference and substitute on the packing list', async () => {
    const goods = await shelf();
    const zone = await createZone(t.app.db, { fee: 15_000, freeFrom: null, wardCodes: [WARDS.saiGon] });
    await createTemplates(t.app.db, zone.id, { start: '08:00', end: '10:00', capacity: 5 });
    const slot = deliveryOptionsEnvelopeSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/delivery/options?wardCode=${WARDS.saiGon}` })).json(),
    ).data.slots[0]!;
    const { user, token } = await createUser(t.app.db);
    const address = await createAddress(t.app.db, user.id, { wardCode: WARDS.saiGon, provinceCode: PROVINCES.hcm });
    const order = await placeOrder(
      t.app,
      token,
      [
        [goods.short, 2],
        [goods.herbs, 1],
      ],
      { addressId: address.id, slotId: slot._id, substitutions: { [goods.short.id]: 'similar' } },
    );
    const shortLine = (await detailOf(order._id)).orderDetails.find((l) => l.product?._id === goods.short.id)!;
    await substituted(order._id, shortLine._id, { action: 'replace', productId: goods.cheaper.id, quantity: 2 });
    const packing = packingListEnvelopeSchema.parse(
      (await asAdmin('GET', `/api/admin/delivery/slots/${slot._id}/packing-list`)).json(),
    ).data;
    const packed = packing.wards.flatMap((ward) => ward.orders).find((o) => o._id === order._id)!;
    expect(packed).toMatchObject({ totalAmount: 30_000 + 10_000 + 15_000, amountDue: 55_000 });
    expect(packed.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          _id: shortLine._id,
          amount: 30_000,
          substitution: 'similar',
          removed: false,
          substitute: expect.objectContaining({ productId: goods.cheaper.id, quantity: 2, amount: 30_000 }),
        }),
        expect.objectContaining({ name: goods.herbs.name, substitution: 'none', substitute: null, removed: false }),
      ]),
    );
  });
});
