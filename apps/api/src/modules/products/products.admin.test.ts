import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  envelope,
  errorEnvelopeSchema,
  messageEnvelopeSchema,
  productEnvelopeSchema,
  productPageEnvelopeSchema,
  productStatsSchema,
  type Product,
} from '@veggie/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createCategory, createProduct, createUser, imageForm, pngImage } from '../../../test/fixtures';
import { catalogAdminSuite } from '../../../test/catalog-admin-suite';
import { cartItems } from '../cart/cart.table';
import type { CategoryRow } from '../categories/categories.table';
import { orderLines, orders } from '../orders/orders.table';
import { products } from './products.table';

const BASE = '/api/products/admin/products';

describe('admin products', () => {
  const suite = catalogAdminSuite();
  let vegetables: CategoryRow;
  let fruit: CategoryRow;

  beforeEach(async () => {
    const db = suite.t.database.db;
    await db.delete(orders);
    await db.delete(products);
    vegetables = await createCategory(db, { name: `Rau củ ${Math.random()}` });
    fruit = await createCategory(db, { name: `Trái cây ${Math.random()}` });
  });

  const adminHeaders = () => bearer(suite.adminToken);
  const storedFiles = async () => readdir(suite.t.config.uploadsDir).catch(() => [] as string[]);
  const validFields = () => ({
    name: 'Cà chua bi',
    description: 'Quả nhỏ ngọt',
    price: '30000',
    stock: '12',
    category: vegetables.id,
  });

  function post(fields: Record<string, string | number>, image?: Buffer, headers: Record<string, string> = {}) {
    return suite.t.app.inject({
      method: 'POST',
      url: BASE,
      payload: imageForm(fields, image),
      headers: { ...adminHeaders(), ...headers },
    });
  }

  describe('guards', () => {
    const routes: [string, string][] = [
      ['GET', BASE],
      ['GET', `${BASE}/stats`],
      ['GET', `${BASE}/00000000-0000-4000-8000-000000000000`],
      ['POST', BASE],
      ['PUT', `${BASE}/00000000-0000-4000-8000-000000000000`],
      ['DELETE', `${BASE}/00000000-0000-4000-8000-000000000000`],
      ['POST', '/api/products'],
      ['PUT', '/api/products/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/products/00000000-0000-4000-8000-000000000000'],
    ];

    it('answers 401 without a token and 403 for a shopper', async () => {
      for (const [method, url] of routes) {
        const anonymous = await suite.t.app.inject({ method: method as 'GET', url });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
        expect(errorEnvelopeSchema.parse(anonymous.json()).success).toBe(false);
        const shopper = await suite.t.app.inject({ method: method as 'GET', url, headers: bearer(suite.userToken) });
        expect(shopper.statusCode, `${method} ${url}`).toBe(403);
      }
    });

    it('documents the admin routes as bearer-protected', async () => {
      const doc = (await suite.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(doc.paths['/api/products/admin/products/stats'].get.security).toEqual([{ bearerAuth: [] }]);
      expect(doc.paths['/api/products/admin/products/{id}'].delete.security).toEqual([{ bearerAuth: [] }]);
    });
  });

  describe('list', () => {
    beforeEach(async () => {
      const db = suite.t.database.db;
      for (let i = 0; i < 11; i++) {
        await createProduct(db, {
          categoryId: i < 8 ? vegetables.id : fruit.id,
          name: `Rau ${String.fromCharCode(97 + i)}`,
          price: 10_000 + i * 1000,
          stock: 30 - i,
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        });
      }
      await createProduct(db, {
        categoryId: fruit.id,
        name: 'Dâu tây',
        price: 99_000,
        stock: 0,
        createdAt: new Date(Date.UTC(2025, 0, 1)),
      });
    });

    async function list(query: string) {
      const res = await suite.t.app.inject({ method: 'GET', url: `${BASE}${query}`, headers: adminHeaders() });
      expect(res.statusCode).toBe(200);
      return productPageEnvelopeSchema.parse(res.json()).data;
    }

    it('pages 10 at a time, newest first', async () => {
      const page = await list('');
      expect(page.products).toHaveLength(10);
      expect(page.products[0]?.name).toBe('Rau k');
      expect(page.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 12, itemsPerPage: 10 });
      const last = await list('?page=2');
      expect(last.products.map((x) => x.name)).toEqual(['Rau a', 'Dâu tây']);
    });

    it('searches, filters by category and sorts by the requested field', async () => {
      expect((await list('?search=dau%20tay')).products.map((x) => x.name)).toEqual(['Dâu tây']);
      expect((await list(`?category=${fruit.id}`)).pagination.totalItems).toBe(4);
      expect((await list('?category=junk')).products).toEqual([]);
      expect((await list('?sortBy=price&sortOrder=desc&limit=2')).products.map((x) => x.price)).toEqual([
        99_000, 20_000,
      ]);
      expect((await list('?sortBy=stock&sortOrder=asc&limit=2')).products.map((x) => x.stock)).toEqual([0, 20]);
      expect((await list('?sortBy=name&sortOrder=asc&limit=3')).products.map((x) => x.name)).toEqual([
        'Dâu tây',
        'Rau a',
        'Rau b',
      ]);
    });
  });

  describe('stats', () => {
    it('matches hand-computed values', async () => {
      const db = suite.t.database.db;
      await createProduct(db, { categoryId: vegetables.id, price: 10_000, stock: 0 });
      await createProduct(db, { categoryId: vegetables.id, price: 25_001, salePrice: 20_000, stock: 5 });
      await createProduct(db, { categoryId: vegetables.id, price: 40_000, stock: 9 });
      await createProduct(db, { categoryId: fruit.id, price: 100_000, stock: 10 });
      const res = await suite.t.app.inject({ method: 'GET', url: `${BASE}/stats`, headers: adminHeaders() });
      expect(res.statusCode).toBe(200);
      const { data } = envelope(productStatsSchema).parse(res.json());
      // Values at the list price; 75001/3 = 25000.33 → 25000, 175001/4 = 43750.25 → 43750.
      expect(data).toEqual({
        totalProducts: 4,
        categoryStats: [
          {
            _id: vegetables.id,
            categoryName: vegetables.name,
            count: 3,
            avgPrice: 25_000,
            totalValue: 0 + 125_005 + 360_000,
          },
          { _id: fruit.id, categoryName: fruit.name, count: 1, avgPrice: 100_000, totalValue: 1_000_000 },
        ],
        priceStats: { minPrice: 10_000, maxPrice: 100_000, avgPrice: 43_750, totalValue: 1_485_005 },
        stockStats: { totalStock: 24, lowStock: 2, outOfStock: 1 },
      });
    });

    it('is all zeros for an empty catalog', async () => {
      const res = await suite.t.app.inject({ method: 'GET', url: `${BASE}/stats`, headers: adminHeaders() });
      expect(envelope(productStatsSchema).parse(res.json()).data).toEqual({
        totalProducts: 0,
        categoryStats: [],
        priceStats: { minPrice: 0, maxPrice: 0, avgPrice: 0, totalValue: 0 },
        stockStats: { totalStock: 0, lowStock: 0, outOfStock: 0 },
      });
    });
  });

  describe('create', () => {
    it('stores a real PNG as WebP and serves it under /uploads', async () => {
      const res = await post({ ...validFields(), salePrice: '25000' }, suite.png);
      expect(res.statusCode).toBe(201);
      const body = productEnvelopeSchema.parse(res.json());
      expect(body.message).toBe('Product created successfully');
      expect(body.data).toMatchObject({
        name: 'Cà chua bi',
        description: 'Quả nhỏ ngọt',
        price: 30_000,
        salePrice: 25_000,
        stock: 12,
        category: { _id: vegetables.id, name: vegetables.name },
        avgRating: 0,
      });
      expect(body.data.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
      const image = await suite.t.app.inject({ method: 'GET', url: body.data.imageUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      const fetched = await suite.t.app.inject({ method: 'GET', url: `/api/products/${body.data._id}` });
      expect(fetched.json().data).toEqual(body.data);
    });

    it('works through the public alias POST /api/products', async () => {
      const res = await suite.t.app.inject({
        method: 'POST',
        url: '/api/products',
        payload: imageForm(validFields(), suite.png),
        headers: adminHeaders(),
      });
      expect(res.statusCode).toBe(201);
      expect(productEnvelopeSchema.parse(res.json()).data.name).toBe('Cà chua bi');
    });

    it('stores a per-order limit, which the shop shows, and none when it is left out or blank', async () => {
      const limited = productEnvelopeSchema.parse(
        (await post({ ...validFields(), maxPerOrder: '5' }, suite.png)).json(),
      );
      expect(limited.data.maxPerOrder).toBe(5);
      const shown = await suite.t.app.inject({ method: 'GET', url: `/api/products/${limited.data._id}` });
      expect(productEnvelopeSchema.parse(shown.json()).data.maxPerOrder).toBe(5);
      for (const fields of [validFields(), { ...validFields(), maxPerOrder: '' }]) {
        const res = await post(fields, suite.png);
        expect(res.statusCode).toBe(201);
        expect(productEnvelopeSchema.parse(res.json()).data.maxPerOrder).toBeNull();
      }
    });

    it('refuses a per-order limit of 0, above 999 or not a whole number, in both languages', async () => {
      for (const [maxPerOrder, message] of [
        ['0', 'Must be greater than 0'],
        ['1000', 'Must be at most 999'],
        ['2.5', 'Enter a whole number using the digits 0-9 only'],
      ]) {
        const res = await post({ ...validFields(), maxPerOrder: maxPerOrder! }, suite.png);
        expect(res.statusCode, maxPerOrder).toBe(400);
        expect(res.json().errors).toEqual([{ field: 'maxPerOrder', message }]);
      }
      const vi = await post({ ...validFields(), maxPerOrder: '1000' }, suite.png, { 'accept-language': 'vi' });
      expect(vi.json().errors).toEqual([{ field: 'maxPerOrder', message: 'Phải nhỏ hơn hoặc bằng 999' }]);
      expect(await suite.t.database.db.select().from(products)).toEqual([]);
    });

    it('refuses a fake image with 415 and stores nothing', async () => {
      const before = await storedFiles();
      const res = await post(validFields(), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Please upload an image file (JPG, PNG, GIF or WebP)',
      });
      expect(await storedFiles()).toEqual(before);
      expect(await suite.t.database.db.select().from(products)).toEqual([]);
    });

    it('requires an image', async () => {
      const res = await post(validFields());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        errors: [{ field: 'image', message: 'Please choose an image file' }],
      });
    });

    it('compares prices as numbers: 9000 under 10000 is a valid sale price', async () => {
      const res = await post({ ...validFields(), price: '10000', salePrice: '9000' }, suite.png);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ price: 10_000, salePrice: 9000 });
    });

    it('refuses a sale price that is not below the price, storing no image', async () => {
      const before = await storedFiles();
      for (const salePrice of ['20000', '10000']) {
        const res = await post({ ...validFields(), price: '10000', salePrice }, suite.png);
        expect(res.statusCode, salePrice).toBe(400);
        expect(res.json().errors).toEqual([{ field: 'salePrice', message: 'Sale price must be less than the price' }]);
      }
      expect(await storedFiles()).toEqual(before);
    });

    it('refuses a negative stock, a missing name and a zero price, listing each', async () => {
      const res = await post({ ...validFields(), name: ' ', price: '0', stock: '-1' }, suite.png);
      expect(res.statusCode).toBe(400);
      const body = errorEnvelopeSchema.parse(res.json());
      expect(body.errors?.map((e) => e.field).sort()).toEqual(['name', 'price', 'stock']);
      expect(body.errors).toContainEqual({ field: 'stock', message: 'Must be at least 0' });
    });

    it('refuses an unknown or malformed category with a field error', async () => {
      for (const category of ['00000000-0000-4000-8000-000000000000', 'rau-cu']) {
        const res = await post({ ...validFields(), category }, suite.png);
        expect(res.statusCode, category).toBe(400);
        expect(res.json()).toMatchObject({
          message: 'Category not found',
          errors: [{ field: 'category', message: 'Category not found' }],
        });
      }
    });

    it('answers in Vietnamese for the admin screens', async () => {
      const res = await post({ ...validFields(), price: '10000', salePrice: '20000', stock: '-5' }, undefined, {
        'accept-language': 'vi',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'stock', message: 'Phải lớn hơn hoặc bằng 0' },
        { field: 'salePrice', message: 'Giá khuyến mãi phải nhỏ hơn giá gốc' },
        { field: 'image', message: 'Vui lòng chọn một tệp hình ảnh' },
      ]);
      const created = await post(validFields(), suite.png, { 'accept-language': 'vi' });
      expect(created.json().message).toBe('Tạo sản phẩm thành công');
    });
  });

  describe('update', () => {
    let product: Product;
    beforeEach(async () => {
      product = productEnvelopeSchema.parse(
        (await post({ ...validFields(), price: '30000', salePrice: '25000' }, suite.png)).json(),
      ).data;
    });

    const put = (
      payload: FormData | Record<string, unknown>,
      url = `${BASE}/${product._id}`,
      headers: Record<string, string> = {},
    ) =>
      suite.t.app.inject({
        method: 'PUT',
        url,
        payload: payload as FormData,
        headers: { ...adminHeaders(), ...headers },
      });

    it('changes only the fields sent', async () => {
      const res = await put(imageForm({ stock: '3' }));
      expect(res.statusCode).toBe(200);
      const body = productEnvelopeSchema.parse(res.json());
      expect(body.message).toBe('Product updated successfully');
      expect(body.data).toEqual({ ...product, stock: 3 });
    });

    it('accepts JSON without an image, also on the public alias', async () => {
      const res = await put({ name: 'Cà chua bi đỏ', price: 32_000 }, `/api/products/${product._id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ ...product, name: 'Cà chua bi đỏ', price: 32_000 });
    });

    it('clears the sale price when it is sent empty', async () => {
      const res = await put(imageForm({ salePrice: '' }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.salePrice).toBeNull();
    });

    it('sets the per-order limit, keeps it when not sent, and clears it when sent empty', async () => {
      const set = await put(imageForm({ maxPerOrder: '3' }));
      expect(set.statusCode).toBe(200);
      expect(productEnvelopeSchema.parse(set.json()).data).toEqual({ ...product, maxPerOrder: 3 });
      const kept = await put(imageForm({ stock: '4' }));
      expect(kept.json().data).toMatchObject({ stock: 4, maxPerOrder: 3 });
      const cleared = await put(imageForm({ maxPerOrder: '' }));
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().data.maxPerOrder).toBeNull();
      const [row] = await suite.t.database.db.select().from(products).where(eq(products.id, product._id));
      expect(row?.maxPerOrder).toBeNull();
    });

    it('checks the sale price against the stored price', async () => {
      const tooHigh = await put(imageForm({ salePrice: '30000' }));
      expect(tooHigh.statusCode).toBe(400);
      expect(tooHigh.json().errors).toEqual([
        { field: 'salePrice', message: 'Sale price must be less than the price' },
      ]);
      // Lowering the price under the stored sale price breaks the same rule.
      const priceDrop = await put({ price: 20_000 });
      expect(priceDrop.statusCode).toBe(400);
      expect(priceDrop.json().errors[0].field).toBe('salePrice');
      const [row] = await suite.t.database.db.select().from(products).where(eq(products.id, product._id));
      expect(row).toMatchObject({ price: 30_000, salePrice: 25_000 });
    });

    it('moves the product to another existing category only', async () => {
      const moved = await put(imageForm({ category: fruit.id }));
      expect(moved.json().data.category).toEqual({ _id: fruit.id, name: fruit.name });
      const unknown = await put(imageForm({ category: '00000000-0000-4000-8000-000000000000' }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([{ field: 'category', message: 'Category not found' }]);
    });

    it('replaces the image and removes the old file', async () => {
      const res = await put(imageForm({}, await pngImage(32)));
      expect(res.statusCode).toBe(200);
      const updated = productEnvelopeSchema.parse(res.json()).data;
      expect(updated.imageUrl).not.toBe(product.imageUrl);
      expect((await suite.t.app.inject({ method: 'GET', url: updated.imageUrl })).statusCode).toBe(200);
      expect((await suite.t.app.inject({ method: 'GET', url: product.imageUrl })).statusCode).toBe(404);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
        const res = await put(imageForm({ stock: '1' }), `${BASE}/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Product not found');
      }
    });
  });

  describe('read and delete', () => {
    it('reads one product, 404 for a malformed id', async () => {
      const row = await createProduct(suite.t.database.db, { categoryId: vegetables.id, name: 'Bí đỏ' });
      const res = await suite.t.app.inject({ method: 'GET', url: `${BASE}/${row.id}`, headers: adminHeaders() });
      expect(productEnvelopeSchema.parse(res.json()).data.name).toBe('Bí đỏ');
      const bad = await suite.t.app.inject({ method: 'GET', url: `${BASE}/stat`, headers: adminHeaders() });
      expect(bad.statusCode).toBe(404);
    });

    it('deletes the product and its image, keeps order history and drops cart lines', async () => {
      const db = suite.t.database.db;
      const product = productEnvelopeSchema.parse((await post(validFields(), suite.png)).json()).data;
      const { user } = await createUser(db);
      const [order] = await db
        .insert(orders)
        .values({
          userId: user.id,
          customerName: user.name,
          customerEmail: user.email,
          totalAmount: 60_000,
          subtotal: 60_000,
          itemCount: 2,
          shippingName: user.name,
          shippingPhone: '0900000000',
          shippingAddress: '1 Lê Lợi',
        })
        .returning();
      await db.insert(orderLines).values({
        orderId: order!.id,
        productId: product._id,
        name: 'Cà chua bi',
        imageUrl: product.imageUrl,
        quantity: 2,
        priceEach: 30_000,
      });
      await db.insert(cartItems).values({ userId: user.id, productId: product._id, quantity: 1 });

      const res = await suite.t.app.inject({
        method: 'DELETE',
        url: `${BASE}/${product._id}`,
        headers: adminHeaders(),
      });
      expect(res.statusCode).toBe(200);
      expect(messageEnvelopeSchema.parse(res.json()).message).toBe('Product deleted successfully');

      expect((await suite.t.app.inject({ method: 'GET', url: `/api/products/${product._id}` })).statusCode).toBe(404);
      const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
      expect(line).toMatchObject({ productId: null, name: 'Cà chua bi', quantity: 2, priceEach: 30_000 });
      expect(await db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([]);
      expect((await suite.t.app.inject({ method: 'GET', url: product.imageUrl })).statusCode).toBe(404);
    });

    it('deletes through the public alias, keeping an image file until no row shows it', async () => {
      const db = suite.t.database.db;
      await mkdir(suite.t.config.uploadsDir, { recursive: true });
      await writeFile(path.join(suite.t.config.uploadsDir, 'shared.webp'), await pngImage());
      const a = await createProduct(db, { categoryId: vegetables.id, imageUrl: '/uploads/shared.webp' });
      const b = await createProduct(db, { categoryId: vegetables.id, imageUrl: '/uploads/shared.webp' });
      const remove = (id: string) =>
        suite.t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: adminHeaders() });

      expect((await remove(a.id)).statusCode).toBe(200);
      expect(await storedFiles()).toContain('shared.webp');
      expect((await remove(b.id)).statusCode).toBe(200);
      expect(await storedFiles()).not.toContain('shared.webp');
    });

    it('answers 404 when deleting an unknown or malformed id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
        const res = await suite.t.app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: adminHeaders() });
        expect(res.statusCode).toBe(404);
      }
    });
  });
});
