import { DEFAULT_UNIT, productEnvelopeSchema, type Product } from '@veggie/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createCategory,
  createProduct,
  createUser,
  createWeightProduct,
  imageForm,
  pngImage,
} from '../../../test/fixtures';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { auditLog } from '../audit/audit.table';
import type { CategoryRow } from '../categories/categories.table';
import { orders } from '../orders/orders.table';
import { products } from './products.table';

const BASE = '/api/products/admin/products';
const INVISIBLE = 'Must not contain invisible or text-direction characters';
const REQUIRED_EN = 'This field is required';
const REQUIRED_VI = 'Trường này là bắt buộc';

/** The English name and the sale unit of a product: written by the admin forms, read everywhere. */
describe('product English names and units', () => {
  let t: TestApp;
  let adminToken: string;
  let png: Buffer;
  let vegetables: CategoryRow;

  beforeAll(async () => {
    t = await buildTestApp();
    png = await pngImage();
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.database.db.delete(orders);
    await t.database.db.delete(products);
    // Admin forms are multipart requests, which count against their admin's upload limit.
    adminToken = (await createUser(t.database.db, { role: 'admin' })).token;
    vegetables = await createCategory(t.database.db, { name: `Rau ${Math.random()}` });
  });

  const headers = (lang = 'en') => ({ ...bearer(adminToken), 'accept-language': lang });
  const baseFields = () => ({
    name: 'Cà chua bi',
    description: 'Quả nhỏ ngọt',
    price: '39000',
    stock: '12',
    category: vegetables.id,
  });
  const post = (fields: Record<string, string>, lang = 'en') =>
    t.app.inject({ method: 'POST', url: BASE, payload: imageForm(fields, png), headers: headers(lang) });
  const put = (id: string, payload: FormData | Record<string, unknown>, lang = 'en') =>
    t.app.inject({ method: 'PUT', url: `${BASE}/${id}`, payload: payload as FormData, headers: headers(lang) });
  const shopProduct = async (id: string) =>
    productEnvelopeSchema.parse((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json()).data;
  const storedRows = () => t.database.db.select().from(products);

  describe('create', () => {
    it('stores the English name and the unit the form sends', async () => {
      const res = await post({
        ...baseFields(),
        nameEn: '  Organic cherry tomatoes ',
        unitKind: 'piece',
        unitLabel: ' hộp 500 g ',
        unitLabelEn: 'box of 500 g',
      });
      expect(res.statusCode).toBe(201);
      const created = productEnvelopeSchema.parse(res.json()).data;
      expect(created).toMatchObject({
        nameEn: 'Organic cherry tomatoes',
        unit: { kind: 'piece', label: 'hộp 500 g', labelEn: 'box of 500 g' },
      });
      expect(await shopProduct(created._id)).toEqual(created);
    });

    it('gives a client that never sends them no English name and the default unit', async () => {
      const res = await post(baseFields());
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ nameEn: null, unit: DEFAULT_UNIT });
      expect(res.json().data.unit).toEqual({ kind: 'piece', label: 'phần', labelEn: 'portion' });
    });

    it('gives a unit label sent alone no English label, and reads blank English texts as none', async () => {
      const alone = await post({ ...baseFields(), unitLabel: 'bó' });
      expect(alone.json().data).toMatchObject({ nameEn: null, unit: { kind: 'piece', label: 'bó', labelEn: null } });
      const blank = await post({ ...baseFields(), nameEn: '  ', unitLabel: 'bó', unitLabelEn: ' ' });
      expect(blank.statusCode).toBe(201);
      expect(blank.json().data).toMatchObject({ nameEn: null, unit: { label: 'bó', labelEn: null } });
    });

    it('sells by weight: the price and sale price are those of one step, the stock is in grams', async () => {
      const { price: _, ...pieceFields } = baseFields();
      const res = await post({
        ...pieceFields,
        stock: '20100',
        unitKind: 'weight',
        unitLabel: 'kg',
        unitLabelEn: 'kg',
        pricePerKg: '35000',
        salePricePerKg: '31000',
        stepGrams: '250',
        minGrams: '500',
      });
      expect(res.statusCode).toBe(201);
      const created = productEnvelopeSchema.parse(res.json()).data;
      expect(created).toMatchObject({
        price: 8_800, // 8,750 rounded to the nearest 100 ₫, halves up
        salePrice: 7_800, // 7,750
        unit: {
          kind: 'weight',
          label: 'kg',
          stepGrams: 250,
          pricePerKg: 35_000,
          salePricePerKg: 31_000,
          minGrams: 500,
        },
        stock: 80,
        stockGrams: 20_100,
      });
      expect(await shopProduct(created._id)).toEqual(created);
      const [row] = await storedRows();
      expect(row).toMatchObject({ stock: 20_100, unitStepGrams: 250, unitMinGrams: 500, unitPricePerKg: 35_000 });
    });

    it('refuses a weight product without its price per kg and step, in both languages, storing nothing', async () => {
      for (const [lang, message] of [
        ['en', REQUIRED_EN],
        ['vi', REQUIRED_VI],
      ] as const) {
        const res = await post({ ...baseFields(), unitKind: 'weight', unitLabel: 'kg' }, lang);
        expect(res.statusCode, lang).toBe(400);
        expect(res.json()).toMatchObject({
          success: false,
          code: 'required',
          errors: [
            { field: 'pricePerKg', message },
            { field: 'stepGrams', message },
          ],
        });
      }
      expect(await storedRows()).toEqual([]);
    });

    it('refuses per-kg prices whose step would cost nothing or whose sale is no cheaper per step', async () => {
      const weight = { ...baseFields(), unitKind: 'weight', unitLabel: 'kg', stepGrams: '50' };
      const free = await post({ ...weight, pricePerKg: '900' }); // 45 ₫ a step rounds to 0
      expect(free.statusCode).toBe(400);
      expect(free.json().errors).toEqual([
        {
          field: 'pricePerKg',
          message: 'At this price per kg one step would cost nothing: raise the price or the step',
        },
      ]);
      const sale = await post({ ...weight, pricePerKg: '36000', salePricePerKg: '35000' }, 'vi'); // 1,800 and 1,750
      expect(sale.statusCode).toBe(400);
      expect(sale.json().errors).toEqual([
        {
          field: 'salePricePerKg',
          message: 'Với bước cân này, giá khuyến mãi mỗi kg không rẻ hơn giá mỗi kg: hãy giảm giá khuyến mãi',
        },
      ]);
      expect(await storedRows()).toEqual([]);
    });

    it('refuses an unknown unit kind, a blank or over-long label and over-long English texts', async () => {
      const res = await post({
        ...baseFields(),
        nameEn: 'x'.repeat(101),
        unitKind: 'box',
        unitLabel: 'h'.repeat(31),
        unitLabelEn: 'b'.repeat(31),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'nameEn', message: 'Must be at most 100 characters' },
        { field: 'unitKind', message: 'Invalid option' },
        { field: 'unitLabel', message: 'Must be at most 30 characters' },
        { field: 'unitLabelEn', message: 'Must be at most 30 characters' },
      ]);
      const blankLabel = await post({ ...baseFields(), unitLabel: '   ' });
      expect(blankLabel.statusCode).toBe(400);
      expect(blankLabel.json().errors).toEqual([{ field: 'unitLabel', message: 'This field is required' }]);
      expect(await storedRows()).toEqual([]);
    });

    it('refuses invisible and text-direction characters in every new text', async () => {
      for (const [field, value] of [
        ['nameEn', 'Cherry\u202Eotamot'],
        ['unitLabel', 'hộp\u200B500 g'],
        ['unitLabelEn', 'box\u2066 of 500 g'],
      ] as const) {
        const res = await post({ ...baseFields(), unitLabel: 'hộp 500 g', [field]: value });
        expect(res.statusCode, field).toBe(400);
        expect(res.json().errors, field).toEqual([{ field, message: INVISIBLE }]);
      }
      expect(await storedRows()).toEqual([]);
    });
  });

  describe('update', () => {
    let product: Product;
    beforeEach(async () => {
      product = productEnvelopeSchema.parse(
        (
          await post({
            ...baseFields(),
            nameEn: 'Cherry tomatoes',
            unitLabel: 'hộp 500 g',
            unitLabelEn: 'box of 500 g',
          })
        ).json(),
      ).data;
    });

    it('keeps the English name and the unit when an old client sends neither', async () => {
      const json = await put(product._id, { price: 42_000 });
      expect(json.statusCode).toBe(200);
      expect(json.json().data).toEqual({ ...product, price: 42_000 });
      const form = await put(product._id, imageForm({ stock: '3' }));
      expect(form.json().data).toEqual({ ...product, price: 42_000, stock: 3 });
    });

    it('changes them, clears a blank English name, and the shop reads the change at once', async () => {
      expect((await shopProduct(product._id)).unit.label).toBe('hộp 500 g');
      const res = await put(
        product._id,
        imageForm({ nameEn: '', unitLabel: 'túi 1 kg', unitLabelEn: 'bag of 1 kg', unitKind: 'piece' }),
      );
      expect(res.statusCode).toBe(200);
      const expected = { ...product, nameEn: null, unit: { kind: 'piece', label: 'túi 1 kg', labelEn: 'bag of 1 kg' } };
      expect(res.json().data).toEqual(expected);
      expect(await shopProduct(product._id)).toEqual(expected);
    });

    it('drops the English label when the label changes without one, never showing the old unit', async () => {
      const res = await put(product._id, { unitLabel: 'vỉ 10 quả' });
      expect(res.json().data.unit).toEqual({ kind: 'piece', label: 'vỉ 10 quả', labelEn: null });
      const same = await put(product._id, { unitLabelEn: 'tray of 10' });
      expect(same.json().data.unit.labelEn).toBe('tray of 10');
      // The same label again is no change: its English label stays.
      const unchanged = await put(product._id, { unitLabel: 'vỉ 10 quả' });
      expect(unchanged.json().data.unit).toEqual({ kind: 'piece', label: 'vỉ 10 quả', labelEn: 'tray of 10' });
    });

    it('switches to weight with the stock in grams, and back to pieces clearing the weight fields', async () => {
      const weight = await put(
        product._id,
        imageForm({ unitKind: 'weight', unitLabel: 'kg', pricePerKg: '60000', stepGrams: '500', stock: '3000' }),
      );
      expect(weight.statusCode).toBe(200);
      expect(weight.json().data).toMatchObject({
        price: 30_000,
        salePrice: null,
        unit: { kind: 'weight', label: 'kg', labelEn: null, stepGrams: 500, pricePerKg: 60_000 },
        stock: 6,
        stockGrams: 3_000,
      });
      // An old client's price is no price of a weight product: it is derived from the price per kg.
      const ignored = await put(product._id, { price: 1_000, minGrams: 1_000 });
      expect(ignored.json().data).toMatchObject({ price: 30_000, unit: { minGrams: 1_000 } });
      const pieces = await put(product._id, { unitKind: 'piece', unitLabel: 'hộp', price: 45_000, stock: 7 });
      expect(pieces.statusCode).toBe(200);
      expect(pieces.json().data).toMatchObject({ price: 45_000, stock: 7, stockGrams: null });
      expect(pieces.json().data.unit).toEqual({ kind: 'piece', label: 'hộp', labelEn: null });
      const [row] = await t.database.db.select().from(products).where(eq(products.id, product._id));
      expect(row).toMatchObject({ unitStepGrams: null, unitMinGrams: null, unitPricePerKg: null, stock: 7 });
    });

    it('refuses a change of kind without the stock, which would count other units, changing nothing', async () => {
      const [before] = await t.database.db.select().from(products).where(eq(products.id, product._id));
      const res = await put(product._id, { unitKind: 'weight', pricePerKg: 60_000, stepGrams: 500 }, 'vi');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'stock', message: REQUIRED_VI }]);
      const noStep = await put(product._id, { unitKind: 'weight', pricePerKg: 60_000, stock: 1_000 });
      expect(noStep.json().errors).toEqual([{ field: 'stepGrams', message: REQUIRED_EN }]);
      const minBelowStep = await put(product._id, {
        unitKind: 'weight',
        pricePerKg: 60_000,
        stepGrams: 500,
        minGrams: 250,
        stock: 1_000,
      });
      expect(minBelowStep.json().errors).toEqual([
        { field: 'minGrams', message: 'The minimum weight must be at least one step' },
      ]);
      expect(await t.database.db.select().from(products).where(eq(products.id, product._id))).toEqual([before]);
    });

    it("checks a weight product's expectedStock in grams", async () => {
      await put(product._id, { unitKind: 'weight', pricePerKg: 60_000, stepGrams: 500, stock: 3_000 });
      await t.database.db.update(products).set({ stock: 2_500 }).where(eq(products.id, product._id));
      const stale = await put(product._id, { stock: 5_000, expectedStock: 3_000 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('stock_changed');
      const fresh = await put(product._id, { stock: 5_000, expectedStock: 2_500 });
      expect(fresh.json().data).toMatchObject({ stock: 10, stockGrams: 5_000 });
    });

    it('refuses bad texts, changing nothing', async () => {
      const [before] = await t.database.db.select().from(products).where(eq(products.id, product._id));
      const blank = await put(product._id, { unitLabel: '' });
      expect(blank.json().errors).toEqual([{ field: 'unitLabel', message: 'This field is required' }]);
      const hidden = await put(product._id, { nameEn: 'Cherry\u200Btomatoes' });
      expect(hidden.json().errors).toEqual([{ field: 'nameEn', message: INVISIBLE }]);
      expect(await t.database.db.select().from(products).where(eq(products.id, product._id))).toEqual([before]);
    });

    it('names the changed English name and unit fields in the audit log', async () => {
      await put(product._id, {
        nameEn: 'Organic cherry tomatoes',
        unitLabel: 'hộp 250 g',
        unitLabelEn: 'box of 250 g',
      });
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'product.updated'), eq(auditLog.entityId, product._id)));
      expect(entry?.details).toEqual({ name: 'Cà chua bi', fields: ['nameEn', 'unitLabel', 'unitLabelEn'] });
    });
  });

  it('counts a weight product in whole steps in the admin stats and stock order, never in grams', async () => {
    await createWeightProduct(t.database.db, { categoryId: vegetables.id, stock: 2_600 }); // 10 steps of 250 g
    await createProduct(t.database.db, { categoryId: vegetables.id, stock: 12, price: 10_000 });
    const stats = await t.app.inject({ method: 'GET', url: `${BASE}/stats`, headers: headers() });
    expect(stats.json().data.stockStats).toMatchObject({ totalStock: 22 });
    expect(stats.json().data.priceStats.totalValue).toBe(10 * 8_800 + 12 * 10_000);
    const list = await t.app.inject({
      method: 'GET',
      url: `${BASE}?sortBy=stock&sortOrder=desc`,
      headers: headers(),
    });
    expect(list.json().data.products.map((p: Product) => p.stock)).toEqual([12, 10]);
  });

  it('fills existing rows in: a product stored before units is sold by the default unit', async () => {
    const old = await createProduct(t.database.db, { categoryId: vegetables.id });
    expect(await shopProduct(old.id)).toMatchObject({ nameEn: null, unit: DEFAULT_UNIT });
  });

  it('documents nameEn and unit on the Product schema of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const product =
      doc.paths['/api/products/{id}'].get.responses['200'].content['application/json'].schema.properties.data;
    expect(product.required).toEqual(expect.arrayContaining(['nameEn', 'unit']));
    expect(product.properties.unit.properties.kind.enum).toEqual(['piece', 'weight']);
    expect(doc.paths['/api/products/admin/products'].post.description).toContain('unitLabel');
  });
});
