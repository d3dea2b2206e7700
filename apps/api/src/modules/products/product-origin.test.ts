import {
  batchTraceEnvelopeSchema,
  deliveryOptionsEnvelopeSchema,
  errorEnvelopeSchema,
  expiringCertificatesEnvelopeSchema,
  orderDetailEnvelopeSchema,
  packingListEnvelopeSchema,
  productEnvelopeSchema,
} from '@veggie/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import {
  createAddress,
  createTemplates,
  createZone,
  PROVINCES,
  shopTime,
  WARDS,
} from '../../../test/delivery-fixtures';
import {
  bearer,
  createCategory,
  createProduct,
  createUser,
  imageForm,
  placeOrder,
  pngImage,
} from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { auditLog } from '../audit/audit.table';
import { orderLines } from '../orders/orders.table';
import { productBatches, products } from './products.table';

const BASE = '/api/products/admin/products';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Origin, certificates and batches (CONTRACT "Fresh produce"): the admin's form, the trace page, the dashboard. */
describe(`product origin and batches (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  // 28 November 2026, 10:00 in Vietnam: the certificates' days count from here.
  const clock = manualClock(shopTime('2026-11-28', '10:00'));
  let t: TestApp;
  let admin: string;
  let png: Buffer;
  let categoryId: string;

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    admin = (await createUser(t.app.db, { role: 'admin' })).token;
    png = await pngImage();
    categoryId = (await createCategory(t.app.db)).id;
  });
  afterAll(() => t.close());

  const origin = {
    originProvince: 'Lâm Đồng',
    originFarm: 'HTX Rau an toàn Xuân Hương',
    certification: 'vietgap',
    certificateNo: 'VietGAP-TT-25-03-68-0021',
    certificateValidUntil: '2027-03-31',
  };
  const create = (fields: Record<string, string>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: BASE,
      payload: imageForm(
        { name: 'Bông cải xanh', description: 'Đà Lạt', price: '59000', stock: '10', category: categoryId, ...fields },
        png,
      ),
      headers: { ...bearer(admin), 'accept-language': lang },
    });
  const update = (id: string, fields: Record<string, string>, lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: `${BASE}/${id}`,
      payload: imageForm(fields),
      headers: { ...bearer(admin), 'accept-language': lang },
    });
  const created = async (fields: Record<string, string>) => {
    const res = await create(fields);
    expect(res.statusCode, res.body).toBe(201);
    return productEnvelopeSchema.parse(res.json()).data;
  };
  const batchesOf = (productId: string) =>
    t.app.db
      .select()
      .from(productBatches)
      .where(eq(productBatches.productId, productId))
      .orderBy(asc(productBatches.createdAt));
  const trace = (code: string) => t.app.inject({ method: 'GET', url: `/api/trace/${code}` });
  const auditsOf = (productId: string) =>
    t.app.db.select().from(auditLog).where(eq(auditLog.entityId, productId)).orderBy(asc(auditLog.createdAt));

  describe('the admin form', () => {
    it('saves the origin and packing date, answers them and starts the first batch', async () => {
      const product = await created({ ...origin, packedOn: '2026-11-27' });
      expect(product).toMatchObject({
        origin: {
          province: 'Lâm Đồng',
          farm: 'HTX Rau an toàn Xuân Hương',
          certification: 'vietgap',
          certificateNo: 'VietGAP-TT-25-03-68-0021',
          certificateValidUntil: '2027-03-31',
        },
        packedOn: '2026-11-27',
      });
      const shop = await t.app.inject({ method: 'GET', url: `/api/products/${product._id}` });
      expect(productEnvelopeSchema.parse(shop.json()).data).toEqual(product);
      const [batch, ...more] = await batchesOf(product._id);
      expect(more).toEqual([]);
      expect(batch).toMatchObject({ packedOn: '2026-11-27', originFarm: 'HTX Rau an toàn Xuân Hương' });
      expect(batch!.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    });

    it('has no origin without a province and farm, and keeps no certificate number for "none"', async () => {
      const bare = await created({});
      expect(bare).toMatchObject({ origin: null, packedOn: null });
      expect(await batchesOf(bare._id)).toEqual([]);
      const uncertified = await created({
        originProvince: 'Lâm Đồng',
        originFarm: 'Hộ nông dân Trạm Hành',
        certification: 'none',
        certificateNo: 'left over from the form',
      });
      expect(uncertified.origin).toEqual({
        province: 'Lâm Đồng',
        farm: 'Hộ nông dân Trạm Hành',
        certification: 'none',
        certificateNo: null,
        certificateValidUntil: null,
      });
    });

    it('refuses a missing certificate number, an unreal date or half an origin, storing nothing', async () => {
      const ids = async () => (await t.app.db.select({ id: products.id }).from(products)).map((p) => p.id).sort();
      const before = await ids();
      const noNumber = await create({ ...origin, certificateNo: '' }, 'vi');
      expect(noNumber.statusCode).toBe(400);
      expect(noNumber.json().errors).toEqual([{ field: 'certificateNo', message: 'Trường này là bắt buộc' }]);
      const badDays = await create({ ...origin, certificateValidUntil: '2027-02-30', packedOn: '28/11/2026' });
      expect(badDays.statusCode).toBe(400);
      expect(badDays.json().errors).toEqual([
        { field: 'certificateValidUntil', message: 'Enter a real date as YYYY-MM-DD' },
        { field: 'packedOn', message: 'Enter a real date as YYYY-MM-DD' },
      ]);
      const halfOrigin = await create({ originFarm: 'HTX Xuân Hương', certification: 'organic' });
      expect(halfOrigin.statusCode).toBe(400);
      expect(halfOrigin.json().errors.map((e: { field: string }) => e.field)).toEqual([
        'originProvince',
        'certificateNo',
        'certificateValidUntil',
      ]);
      const unknown = await create({ ...origin, certification: 'biodynamic' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([{ field: 'certification', message: 'Invalid option' }]);
      expect(await ids()).toEqual(before);
    });

    it('refuses an update that would leave a certificate without its number, changing nothing', async () => {
      const product = await created({ ...origin, packedOn: '2026-11-27' });
      const [row] = await t.app.db.select().from(products).where(eq(products.id, product._id));
      const audits = (await auditsOf(product._id)).length;
      const res = await update(product._id, { certificateNo: '', packedOn: '2026-11-28' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'certificateNo', message: 'This field is required' }]);
      const bad = await update(product._id, { packedOn: '2026-13-01' });
      expect(bad.json().errors).toEqual([{ field: 'packedOn', message: 'Enter a real date as YYYY-MM-DD' }]);
      expect((await t.app.db.select().from(products).where(eq(products.id, product._id)))[0]).toEqual(row);
      expect(await batchesOf(product._id)).toHaveLength(1);
      expect(await auditsOf(product._id)).toHaveLength(audits);
    });

    it('starts a new batch on a new packing date or origin, not on other changes, and audits each change', async () => {
      const product = await created({ ...origin, packedOn: '2026-11-26' });
      const price = await update(product._id, { price: '61000', packedOn: '2026-11-26' });
      expect(price.statusCode).toBe(200);
      expect(await batchesOf(product._id)).toHaveLength(1);

      const repacked = await update(product._id, { packedOn: '2026-11-28' });
      expect(repacked.json().data.packedOn).toBe('2026-11-28');
      const moved = await update(product._id, { originFarm: 'Trang trại Cầu Đất Xanh' });
      expect(moved.json().data.origin.farm).toBe('Trang trại Cầu Đất Xanh');
      const batches = await batchesOf(product._id);
      expect(batches.map((b) => [b.packedOn, b.originFarm])).toEqual([
        ['2026-11-26', 'HTX Rau an toàn Xuân Hương'],
        ['2026-11-28', 'HTX Rau an toàn Xuân Hương'],
        ['2026-11-28', 'Trang trại Cầu Đất Xanh'],
      ]);
      const updates = (await auditsOf(product._id)).filter((a) => a.action === 'product.updated');
      expect(updates.map((a) => a.details.fields)).toEqual([['price'], ['packedOn'], ['originFarm']]);
    });
  });

  describe('the trace page', () => {
    it('shows a batch to anyone as it was packed, even after the product moved on', async () => {
      const product = await created({ ...origin, packedOn: '2026-11-25' });
      const [first] = await batchesOf(product._id);
      await update(product._id, { certification: 'organic', certificateNo: 'ORG-LD-0147', packedOn: '2026-11-28' });
      const res = await trace(first!.code.toLowerCase());
      expect(res.statusCode).toBe(200);
      expect(batchTraceEnvelopeSchema.parse(res.json()).data).toEqual({
        code: first!.code,
        product: { _id: product._id, name: 'Bông cải xanh', nameEn: null, imageUrl: product.imageUrl },
        packedOn: '2026-11-25',
        origin: {
          province: 'Lâm Đồng',
          farm: 'HTX Rau an toàn Xuân Hương',
          certification: 'vietgap',
          certificateNo: 'VietGAP-TT-25-03-68-0021',
          certificateValidUntil: '2027-03-31',
        },
      });
    });

    it('answers 404 batch_not_found for an unknown, malformed or encoded code, in the reader language', async () => {
      for (const code of ['ABCDEFGHJK', 'short', 'ILOU123456', '..%2F..%2Fadmin', '%C3%9F'.repeat(5), 'A'.repeat(99)]) {
        const res = await trace(code);
        expect(res.statusCode, code).toBe(404);
        expect(errorEnvelopeSchema.parse(res.json()), code).toMatchObject({ code: 'batch_not_found' });
      }
      // What no route can take is refused by the router (a path too long, broken percent-encoding: 404) or
      // by the input checks (a NUL: 400), with the shop's envelope all the same.
      for (const [code, status] of [
        ['A'.repeat(5000), 404],
        ['%E0%A4%A', 404],
        ['%00', 400],
      ] as const) {
        const res = await trace(code);
        expect(res.statusCode, code).toBe(status);
        expect(errorEnvelopeSchema.safeParse(res.json()).success, code).toBe(true);
      }
      const vi = await t.app.inject({
        method: 'GET',
        url: '/api/trace/ABCDEFGHJK',
        headers: { 'accept-language': 'vi' },
      });
      expect(vi.json().message).toBe('Không có lô hàng nào mang mã này: hãy kiểm tra mã in dưới mã QR trên nhãn');
    });

    it('loses a deleted product batches with it', async () => {
      const product = await created({ ...origin, packedOn: '2026-11-25' });
      const [batch] = await batchesOf(product._id);
      await t.app.inject({ method: 'DELETE', url: `${BASE}/${product._id}`, headers: bearer(admin) });
      expect((await trace(batch!.code)).statusCode).toBe(404);
    });
  });

  describe('order lines', () => {
    it('trace the current batch on the packing list, and record it when the order leaves processing', async () => {
      const zone = await createZone(t.app.db, { fee: 15_000, freeFrom: null, wardCodes: [WARDS.saiGon] });
      await createTemplates(t.app.db, zone.id, { start: '08:00', end: '10:00', capacity: 5 });
      const options = deliveryOptionsEnvelopeSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/delivery/options?wardCode=${WARDS.saiGon}` })).json(),
      ).data;
      const slot = options.slots[0]!;
      const { user, token } = await createUser(t.app.db);
      const address = await createAddress(t.app.db, user.id, { wardCode: WARDS.saiGon, provinceCode: PROVINCES.hcm });
      const traced = await created({ ...origin, packedOn: '2026-11-27' });
      const [tracedRow] = await t.app.db.select().from(products).where(eq(products.id, traced._id));
      const untraced = await createProduct(t.app.db, { name: 'Ớt hiểm', stock: 10 });
      const order = await placeOrder(
        t.app,
        token,
        [
          [tracedRow!, 1],
          [untraced, 1],
        ],
        { addressId: address.id, slotId: slot._id },
      );
      const [firstBatch] = await batchesOf(traced._id);
      const codes = async () =>
        orderDetailEnvelopeSchema
          .parse(
            (
              await t.app.inject({
                method: 'GET',
                url: `/api/orders/admin/orders/${order._id}`,
                headers: bearer(admin),
              })
            ).json(),
          )
          .data.orderDetails.map((line) => [line.name, line.batchCode]);
      const labels = async () =>
        packingListEnvelopeSchema
          .parse(
            (
              await t.app.inject({
                method: 'GET',
                url: `/api/admin/delivery/slots/${slot._id}/packing-list`,
                headers: bearer(admin),
              })
            ).json(),
          )
          .data.wards[0]!.orders.find((o) => o._id === order._id)!
          .lines.map((line) => [line.name, line.batchCode]);

      expect(await codes()).toEqual([
        ['Bông cải xanh', null],
        ['Ớt hiểm', null],
      ]);
      expect(await labels()).toEqual([
        ['Bông cải xanh', firstBatch!.code],
        ['Ớt hiểm', null],
      ]);

      const shipped = await t.app.inject({
        method: 'PUT',
        url: `/api/orders/admin/orders/${order._id}/status`,
        headers: bearer(admin),
        payload: { status: 'shipped' },
      });
      expect(shipped.statusCode).toBe(200);
      // A later batch is for later orders: the line keeps the goods it went out with.
      await update(traced._id, { packedOn: '2026-11-28' });
      expect(await codes()).toEqual([
        ['Bông cải xanh', firstBatch!.code],
        ['Ớt hiểm', null],
      ]);
      expect(await labels()).toEqual([
        ['Bông cải xanh', firstBatch!.code],
        ['Ớt hiểm', null],
      ]);
      const own = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(token) });
      expect(own.json().data.map((l: { batchCode: string | null }) => l.batchCode)).toEqual([firstBatch!.code, null]);
      const stored = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
      expect(stored.map((l) => l.batchCode).sort()).toEqual([firstBatch!.code, null].sort());
    });

    it("records a replaced line's substitute batch, and none for a line taken out", async () => {
      const { token } = await createUser(t.app.db);
      const traced = await created({ ...origin, packedOn: '2026-11-27' });
      const [firstBatch] = await batchesOf(traced._id);
      const short = await createProduct(t.app.db, { name: 'Súp lơ', stock: 10, categoryId, price: 60_000 });
      const gone = await createProduct(t.app.db, { name: 'Cải thảo', stock: 10, categoryId });
      const order = await placeOrder(
        t.app,
        token,
        [
          [short, 1],
          [gone, 1],
        ],
        { substitutions: { [short.id]: 'similar' } },
      );
      const lineOf = async (name: string) => {
        const lines = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
        return lines.find((l) => l.name === name)!;
      };
      const substitute = (lineId: string, payload: object) =>
        t.app.inject({
          method: 'POST',
          url: `/api/orders/admin/orders/${order._id}/lines/${lineId}/substitute`,
          headers: bearer(admin),
          payload,
        });
      const replaced = await substitute((await lineOf('Súp lơ')).id, {
        action: 'replace',
        productId: traced._id,
        quantity: 1,
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect((await substitute((await lineOf('Cải thảo')).id, { action: 'remove' })).statusCode).toBe(200);
      const shipped = await t.app.inject({
        method: 'PUT',
        url: `/api/orders/admin/orders/${order._id}/status`,
        headers: bearer(admin),
        payload: { status: 'shipped' },
      });
      expect(shipped.statusCode).toBe(200);
      // The shopper got the substitute: its label and its line trace the substitute's batch.
      expect((await lineOf('Súp lơ')).batchCode).toBe(firstBatch!.code);
      expect((await lineOf('Cải thảo')).batchCode).toBeNull();
    });

    it('records nothing for an order cancelled while processing', async () => {
      const traced = await created({ ...origin, packedOn: '2026-11-27' });
      const [row] = await t.app.db.select().from(products).where(eq(products.id, traced._id));
      const { token } = await createUser(t.app.db);
      const order = await placeOrder(t.app, token, [[row!, 1]]);
      await t.app.inject({
        method: 'PUT',
        url: `/api/orders/admin/orders/${order._id}/status`,
        headers: bearer(admin),
        payload: { status: 'cancelled' },
      });
      const stored = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
      expect(stored.map((l) => l.batchCode)).toEqual([null]);
    });
  });
  describe("the dashboard's certificates", () => {
    const list = async () => {
      const res = await t.app.inject({ method: 'GET', url: `${BASE}/certificates`, headers: bearer(admin) });
      expect(res.statusCode).toBe(200);
      return expiringCertificatesEnvelopeSchema.parse(res.json()).data;
    };

    it('is for admins only', async () => {
      expect((await t.app.inject({ method: 'GET', url: `${BASE}/certificates` })).statusCode).toBe(401);
      const shopper = (await createUser(t.app.db)).token;
      const res = await t.app.inject({ method: 'GET', url: `${BASE}/certificates`, headers: bearer(shopper) });
      expect(res.statusCode).toBe(403);
    });

    it('lists certificates ending within 30 days of today in Vietnam, or ended, by the injected clock', async () => {
      await t.app.db.update(products).set({
        originProvince: null,
        originFarm: null,
        certification: null,
        certificateNo: null,
        certificateValidUntil: null,
      });
      const soon = await created({ ...origin, certificateNo: 'SOON-1', certificateValidUntil: '2026-12-28' });
      const later = await created({ ...origin, certificateNo: 'LATER-1', certificateValidUntil: '2026-12-29' });
      const ended = await created({ ...origin, certificateNo: 'ENDED-1', certificateValidUntil: '2026-11-27' });
      await created({ originProvince: 'Lâm Đồng', originFarm: 'Trạm Hành', certification: 'none' });

      expect(await list()).toEqual([
        {
          product: { _id: ended._id, name: 'Bông cải xanh', nameEn: null },
          certification: 'vietgap',
          certificateNo: 'ENDED-1',
          certificateValidUntil: '2026-11-27',
          daysLeft: -1,
        },
        expect.objectContaining({ product: expect.objectContaining({ _id: soon._id }), daysLeft: 30 }),
      ]);

      // 23:30 on 28 November in Vietnam is still the 28th; at 00:00 on the 29th "later" is 30 days away.
      clock.advance(13.5 * 60 * 60 * 1000);
      expect((await list()).map((c) => c.certificateNo)).toEqual(['ENDED-1', 'SOON-1']);
      clock.advance(30 * 60 * 1000);
      expect((await list()).map((c) => c.certificateNo)).toEqual(['ENDED-1', 'SOON-1', 'LATER-1']);
      // A month on (the fixtures' sessions last 30 days from now, so a day less): "soon" ends today.
      clock.advance(29 * DAY_MS);
      expect((await list()).map((c) => [c.product._id, c.daysLeft])).toEqual([
        [ended._id, -31],
        [soon._id, 0],
        [later._id, 1],
      ]);
    });
  });
});
