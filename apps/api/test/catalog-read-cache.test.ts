import {
  adminCategoryListSchema,
  categoryEnvelopeSchema,
  categoryListEnvelopeSchema,
  productEnvelopeSchema,
  productPageEnvelopeSchema,
} from '@veggie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as categoriesRepo from '../src/modules/categories/categories.repository';
import * as productsRepo from '../src/modules/products/products.repository';
import { products } from '../src/modules/products/products.table';
import { buildTestApp, type TestApp } from './build-test-app';
import { bearer, createCategory, createProduct, createUser, imageForm, placeOrder, pngImage } from './fixtures';
import { manualClock } from './manual-clock';

/**
 * The in-process cache of the shop's catalog reads (lib/read-cache.ts, CATALOG_CACHE_MS). A change
 * made straight in the database, past the services, is what shows whether a read was served from it.
 */

function shopReads(t: TestApp) {
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  return {
    product: async (id: string) => productEnvelopeSchema.parse((await get(`/api/products/${id}`)).json()).data,
    list: async (query: string) => productPageEnvelopeSchema.parse((await get(`/api/products?${query}`)).json()).data,
    categories: async () => categoryListEnvelopeSchema.parse((await get('/api/categories')).json()).data,
    countOf: async (categoryId: string) =>
      categoryListEnvelopeSchema.parse((await get('/api/categories')).json()).data.find((c) => c._id === categoryId)
        ?.productCount,
  };
}

const setPrice = (t: TestApp, id: string, price: number) =>
  t.database.db.update(products).set({ price }).where(eq(products.id, id));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('catalog read cache (CATALOG_CACHE_MS long enough to span each test)', () => {
  let t: TestApp;
  let shop: ReturnType<typeof shopReads>;
  let adminToken: string;
  let png: Buffer;

  beforeAll(async () => {
    t = await buildTestApp({ catalogCacheMs: 60_000 });
    shop = shopReads(t);
    adminToken = (await createUser(t.database.db, { role: 'admin' })).token;
    png = await pngImage();
  });
  afterAll(() => t.close());
  // Each test starts with nothing cached: the fixtures write straight to the database.
  beforeEach(() => t.app.catalogReads.clear());

  const asAdmin = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: FormData | Record<string, unknown>,
  ) => t.app.inject({ method, url, payload, headers: bearer(adminToken) });

  describe('repeated shop reads within the TTL do not query the database again', () => {
    it('the product list, a category filter and a search', async () => {
      const category = await createCategory(t.database.db);
      const product = await createProduct(t.database.db, {
        categoryId: category.id,
        name: `Su hào ${category.id.slice(0, 8)}`,
        price: 20_000,
      });
      const listed = vi.spyOn(productsRepo, 'listShopProducts');
      // A search reads its page's rows by id, the ranking comes from the index in memory.
      const searched = vi.spyOn(productsRepo, 'productsInOrder');
      const queries = [`category=${category.id}`, `q=${encodeURIComponent(product.name)}`, 'page=1&limit=5'];
      const first = await Promise.all(queries.map((q) => shop.list(q)));
      expect(listed).toHaveBeenCalledTimes(2);
      expect(searched).toHaveBeenCalledTimes(1);

      await setPrice(t, product.id, 99_000);
      await createProduct(t.database.db, { categoryId: category.id, name: `${product.name} tím` });
      expect(await Promise.all(queries.map((q) => shop.list(q)))).toEqual(first);
      expect(listed).toHaveBeenCalledTimes(2);
      expect(searched).toHaveBeenCalledTimes(1);
    });

    it('shares one answer between equal questions written differently', async () => {
      const category = await createCategory(t.database.db);
      const listed = vi.spyOn(productsRepo, 'listShopProducts');
      await shop.list(`category=${category.id}&sort=price_asc&page=1`);
      await shop.list(`page=1&sort=price_asc&category=${category.id}&q=%20`);
      expect(listed).toHaveBeenCalledTimes(1);
      await shop.list(`category=${category.id}&sort=price_desc`);
      expect(listed).toHaveBeenCalledTimes(2);
    });

    it('a product page', async () => {
      const product = await createProduct(t.database.db, { price: 20_000 });
      expect((await shop.product(product.id)).price).toBe(20_000);
      await setPrice(t, product.id, 99_000);
      expect((await shop.product(product.id)).price).toBe(20_000);
    });

    it('the categories with their product counts', async () => {
      const category = await createCategory(t.database.db);
      const listed = vi.spyOn(categoriesRepo, 'listAllCategories');
      expect(await shop.countOf(category.id)).toBe(0);
      await createProduct(t.database.db, { categoryId: category.id });
      expect(await shop.countOf(category.id)).toBe(0);
      expect(listed).toHaveBeenCalledTimes(1);
    });
  });

  it('answers 50 simultaneous misses with one query each for the list, a search and the categories', async () => {
    const product = await createProduct(t.database.db);
    t.app.catalogReads.clear();
    const listed = vi.spyOn(productsRepo, 'listShopProducts');
    const searched = vi.spyOn(productsRepo, 'productsInOrder');
    const categories = vi.spyOn(categoriesRepo, 'listAllCategories');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        [() => shop.list('page=1'), () => shop.list(`q=${encodeURIComponent(product.name)}`), () => shop.categories()][
          i % 3
        ]!(),
      ),
    );
    expect(answers).toHaveLength(50);
    expect(listed).toHaveBeenCalledTimes(1);
    expect(searched).toHaveBeenCalledTimes(1);
    expect(categories).toHaveBeenCalledTimes(1);
  });

  it('does not keep a 404: a product created afterwards is found at once', async () => {
    const product = await createProduct(t.database.db);
    await t.database.db.delete(products).where(eq(products.id, product.id));
    t.app.catalogReads.clear();
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(404);
    await t.database.db.insert(products).values(product);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(200);
  });

  describe('a write through this process shows in the very next read', () => {
    it('a product update: new price on its page, in the list and in a search', async () => {
      const category = await createCategory(t.database.db);
      const product = await createProduct(t.database.db, { categoryId: category.id, price: 20_000 });
      const search = `q=${encodeURIComponent(product.name)}`;
      await Promise.all([shop.product(product.id), shop.list(`category=${category.id}`), shop.list(search)]);

      const res = await asAdmin('PUT', `/api/products/admin/products/${product.id}`, { price: 45_000 });
      expect(res.statusCode).toBe(200);
      expect((await shop.product(product.id)).price).toBe(45_000);
      expect((await shop.list(`category=${category.id}`)).products[0]?.price).toBe(45_000);
      expect((await shop.list(search)).products[0]?.price).toBe(45_000);
    });

    it('a product created, then deleted: the list, the search and the category count follow', async () => {
      const category = await createCategory(t.database.db);
      const name = `Bí đỏ ${category.id.slice(0, 8)}`;
      const search = `q=${encodeURIComponent(name)}`;
      expect((await shop.list(`category=${category.id}`)).products).toEqual([]);
      expect((await shop.list(search)).products).toEqual([]);
      expect(await shop.countOf(category.id)).toBe(0);

      const fields = { name, description: 'Bí Đà Lạt', price: '25000', stock: '8', category: category.id };
      const created = await asAdmin('POST', '/api/products/admin/products', imageForm(fields, png));
      expect(created.statusCode).toBe(201);
      const id = productEnvelopeSchema.parse(created.json()).data._id;
      expect((await shop.list(`category=${category.id}`)).products.map((p) => p._id)).toEqual([id]);
      expect((await shop.list(search)).products.map((p) => p._id)).toEqual([id]);
      expect(await shop.countOf(category.id)).toBe(1);
      expect((await shop.product(id)).stock).toBe(8);

      expect((await asAdmin('DELETE', `/api/products/admin/products/${id}`)).statusCode).toBe(200);
      expect((await shop.list(`category=${category.id}`)).products).toEqual([]);
      expect((await shop.list(search)).products).toEqual([]);
      expect(await shop.countOf(category.id)).toBe(0);
      expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(404);
    });

    it('the write aliases under /api/products clear it too', async () => {
      const product = await createProduct(t.database.db, { price: 20_000 });
      await shop.product(product.id);
      expect((await asAdmin('PUT', `/api/products/${product.id}`, { price: 21_000 })).statusCode).toBe(200);
      expect((await shop.product(product.id)).price).toBe(21_000);
    });

    it('a category created, renamed (also on its products) and deleted', async () => {
      const other = await createCategory(t.database.db);
      const product = await createProduct(t.database.db, { categoryId: other.id });
      const before = await shop.categories();
      await shop.product(product.id);

      const created = await asAdmin(
        'POST',
        '/api/categories/admin/categories',
        imageForm({ name: `Nấm ${other.id.slice(0, 8)}` }, png),
      );
      expect(created.statusCode).toBe(201);
      const id = categoryEnvelopeSchema.parse(created.json()).data._id;
      expect((await shop.categories()).map((c) => c._id).sort()).toEqual([...before.map((c) => c._id), id].sort());

      const renamed = `Rau thơm ${other.id.slice(0, 8)}`;
      expect(
        (await asAdmin('PUT', `/api/categories/admin/categories/${other.id}`, imageForm({ name: renamed }))).statusCode,
      ).toBe(200);
      expect((await shop.categories()).find((c) => c._id === other.id)?.name).toBe(renamed);
      expect((await shop.product(product.id)).category.name).toBe(renamed);

      expect((await asAdmin('DELETE', `/api/categories/admin/categories/${id}`)).statusCode).toBe(200);
      expect((await shop.categories()).some((c) => c._id === id)).toBe(false);
    });

    it('a checkout takes the stock; cancelling the order gives it back; deleting an order gives it back', async () => {
      const product = await createProduct(t.database.db, { stock: 10 });
      const { token } = await createUser(t.database.db);
      expect((await shop.product(product.id)).stock).toBe(10);

      const order = await placeOrder(t.app, token, [[product, 3]]);
      expect((await shop.product(product.id)).stock).toBe(7);

      expect(
        (await asAdmin('PUT', `/api/orders/admin/orders/${order._id}/status`, { status: 'cancelled' })).statusCode,
      ).toBe(200);
      expect((await shop.product(product.id)).stock).toBe(10);

      const second = await placeOrder(t.app, token, [[product, 4]]);
      expect((await shop.product(product.id)).stock).toBe(6);
      expect((await asAdmin('DELETE', `/api/orders/admin/orders/${second._id}`)).statusCode).toBe(200);
      expect((await shop.product(product.id)).stock).toBe(10);
    });

    it('a refused checkout changes nothing and keeps the cache', async () => {
      const product = await createProduct(t.database.db, { stock: 2 });
      const { token } = await createUser(t.database.db);
      await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: bearer(token),
        payload: { productId: product.id, quantity: 2 },
      });
      await t.database.db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
      expect((await shop.product(product.id)).stock).toBe(1);
      const got = vi.spyOn(productsRepo, 'findProductById');

      expect((await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(token) })).statusCode).toBe(409);
      expect((await shop.product(product.id)).stock).toBe(1);
      expect(got).not.toHaveBeenCalled();
    });
  });

  it('never serves admin reads from it: the admin sees the database as it is', async () => {
    const category = await createCategory(t.database.db);
    const product = await createProduct(t.database.db, { categoryId: category.id, price: 20_000 });
    await Promise.all([shop.product(product.id), shop.categories()]);
    await setPrice(t, product.id, 77_000);
    await createProduct(t.database.db, { categoryId: category.id });

    const one = await asAdmin('GET', `/api/products/admin/products/${product.id}`);
    expect(productEnvelopeSchema.parse(one.json()).data.price).toBe(77_000);
    const list = await asAdmin('GET', `/api/products/admin/products?category=${category.id}`);
    expect(productPageEnvelopeSchema.parse(list.json()).data.products.find((p) => p._id === product.id)?.price).toBe(
      77_000,
    );
    const categories = await asAdmin(
      'GET',
      `/api/categories/admin/categories?search=${encodeURIComponent(category.name)}`,
    );
    expect(adminCategoryListSchema.parse(categories.json()).data.find((c) => c._id === category.id)?.productCount).toBe(
      2,
    );
    // The shop's answers, meanwhile, still come from the cache.
    expect((await shop.product(product.id)).price).toBe(20_000);
    expect(await shop.countOf(category.id)).toBe(1);
  });
});

describe('catalog read cache at the default CATALOG_CACHE_MS (1 s)', () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
  });
  afterAll(() => t.close());

  it('after the TTL serves the stale answer once while it refreshes, then the new one', async () => {
    expect(t.config.catalogCacheMs).toBe(1000);
    const shop = shopReads(t);
    const product = await createProduct(t.database.db, { price: 20_000 });
    await shop.product(product.id);
    await setPrice(t, product.id, 30_000);
    const got = vi.spyOn(productsRepo, 'findProductById');

    // Between one and two TTLs: the old answer at once, and one refresh started behind it.
    clock.advance(1100);
    expect((await shop.product(product.id)).price).toBe(20_000);
    await vi.waitFor(() => expect(got).toHaveBeenCalledTimes(1));
    await vi.waitFor(async () => expect((await shop.product(product.id)).price).toBe(30_000));
    expect(got).toHaveBeenCalledTimes(1);
  });
});

describe('CATALOG_CACHE_MS=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ catalogCacheMs: 0 });
  });
  afterAll(() => t.close());

  it('turns the cache off: every shop read queries the database', async () => {
    const shop = shopReads(t);
    const category = await createCategory(t.database.db);
    const product = await createProduct(t.database.db, { categoryId: category.id, price: 20_000 });
    const listed = vi.spyOn(productsRepo, 'listShopProducts');
    await Promise.all([shop.product(product.id), shop.list(`category=${category.id}`), shop.countOf(category.id)]);

    await setPrice(t, product.id, 30_000);
    await createProduct(t.database.db, { categoryId: category.id });
    expect((await shop.product(product.id)).price).toBe(30_000);
    expect((await shop.list(`category=${category.id}`)).products).toHaveLength(2);
    expect(await shop.countOf(category.id)).toBe(2);
    expect(listed).toHaveBeenCalledTimes(2);
  });
});
