import { errorEnvelopeSchema, productEnvelopeSchema, productPageEnvelopeSchema } from '@veggie/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, productNames, productPage } from '../../../test/fixtures';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { CategoryRow } from '../categories/categories.table';
import { products, type ProductRow } from './products.table';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

describe('shop product reads', () => {
  let t: TestApp;
  let vegetables: CategoryRow;
  let fruit: CategoryRow;
  const p: Record<string, ProductRow> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    vegetables = await createCategory(db, { name: 'Rau củ' });
    fruit = await createCategory(db, { name: 'Trái cây' });
    const v = vegetables.id;
    // Effective prices (salePrice ?? price): 28k, 25k, 120k, 20k, 15k, 25k.
    p.tomato = await createProduct(db, {
      categoryId: v,
      name: 'Cà chua',
      description: 'Quả đỏ mọng',
      price: 28_000,
      createdAt: day(0),
    });
    p.cherryTomato = await createProduct(db, {
      categoryId: v,
      name: 'Cà chua bi Đà Lạt',
      description: 'Quả nhỏ ngọt thanh',
      price: 30_000,
      salePrice: 25_000,
      createdAt: day(1),
    });
    p.strawberry = await createProduct(db, {
      categoryId: fruit.id,
      name: 'Dâu tây Đà Lạt',
      description: 'Dâu tươi hái trong ngày',
      price: 120_000,
      maxPerOrder: 3,
      createdAt: day(2),
    });
    p.carrot = await createProduct(db, {
      categoryId: v,
      name: 'Cà rốt hữu cơ',
      description: 'Giòn và ngọt',
      price: 20_000,
      createdAt: day(3),
    });
    p.sauce = await createProduct(db, {
      categoryId: v,
      name: 'Sốt cà chua',
      nameEn: 'Tomato sauce',
      description: 'Làm từ cà chua chín cây',
      price: 45_000,
      salePrice: 15_000,
      unitLabel: 'chai 500 ml',
      unitLabelEn: 'bottle of 500 ml',
      stock: 20,
      imageUrl: '/uploads/product.webp',
      createdAt: day(4),
    });
    p.spinach = await createProduct(db, {
      categoryId: v,
      name: 'Cải bó xôi',
      description: 'Rau xanh giàu sắt',
      price: 25_000,
      createdAt: day(5),
    });
  });
  afterAll(() => t.close());

  const list = (query: string) => productPage(t.app, query);
  const names = productNames;

  describe('listing', () => {
    it('returns the contract shape, newest first, 12 per page by default', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/products' });
      const body = productPageEnvelopeSchema.parse(res.json());
      expect(body.success).toBe(true);
      expect(names(body.data)).toEqual([
        'Cải bó xôi',
        'Sốt cà chua',
        'Cà rốt hữu cơ',
        'Dâu tây Đà Lạt',
        'Cà chua bi Đà Lạt',
        'Cà chua',
      ]);
      expect(body.data.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 6, itemsPerPage: 12 });
      expect(body.data.products.find((x) => x.name === 'Sốt cà chua')).toEqual({
        _id: p.sauce!.id,
        name: 'Sốt cà chua',
        nameEn: 'Tomato sauce',
        description: 'Làm từ cà chua chín cây',
        price: 45_000,
        salePrice: 15_000,
        unit: { kind: 'piece', label: 'chai 500 ml', labelEn: 'bottle of 500 ml' },
        stock: 20,
        stockGrams: null,
        maxPerOrder: null,
        vatRate: null,
        origin: null,
        packedOn: null,
        category: { _id: vegetables.id, name: 'Rau củ' },
        imageUrl: '/uploads/product.webp',
        avgRating: 0,
        createdAt: day(4).toISOString(),
      });
    });

    it('clamps limit 0 to 1 and limit 1000 to 100', async () => {
      const one = await list('?limit=0');
      expect(one.products).toHaveLength(1);
      expect(one.pagination).toEqual({ currentPage: 1, totalPages: 6, totalItems: 6, itemsPerPage: 1 });
      const many = await list('?limit=1000');
      expect(many.products).toHaveLength(6);
      expect(many.pagination.itemsPerPage).toBe(100);
    });

    it('treats page 0 as page 1 and pages through the rest', async () => {
      const first = await list('?page=0&limit=4');
      expect(first.pagination.currentPage).toBe(1);
      expect(names(first)).toEqual(['Cải bó xôi', 'Sốt cà chua', 'Cà rốt hữu cơ', 'Dâu tây Đà Lạt']);
      const second = await list('?page=2&limit=4');
      expect(names(second)).toEqual(['Cà chua bi Đà Lạt', 'Cà chua']);
      expect(second.pagination).toEqual({ currentPage: 2, totalPages: 2, totalItems: 6, itemsPerPage: 4 });
    });

    it('answers a page beyond the end with no products and the true totals', async () => {
      const page = await list('?page=9&limit=4');
      expect(page.products).toEqual([]);
      expect(page.pagination).toEqual({ currentPage: 9, totalPages: 2, totalItems: 6, itemsPerPage: 4 });
    });

    it('filters by category', async () => {
      const page = await list(`?category=${fruit.id}`);
      expect(names(page)).toEqual(['Dâu tây Đà Lạt']);
      expect(page.pagination.totalItems).toBe(1);
    });

    it('answers a malformed or unknown category with an empty list, not an error', async () => {
      expect((await list('?category=not-a-uuid')).pagination.totalItems).toBe(0);
      expect((await list('?category=00000000-0000-4000-8000-000000000000')).products).toEqual([]);
    });

    it('leaves out the excluded product (related products)', async () => {
      const page = await list(`?category=${vegetables.id}&exclude=${p.tomato!.id}&limit=4`);
      expect(names(page)).toEqual(['Cải bó xôi', 'Sốt cà chua', 'Cà rốt hữu cơ', 'Cà chua bi Đà Lạt']);
      expect(page.pagination.totalItems).toBe(4);
    });

    // The list's statements are prepared once per shape of filter: each request must still bring its own values.
    it('leaves out whichever product each request excludes, and counts without it past the last page', async () => {
      const withoutCarrot = await list(`?category=${vegetables.id}&exclude=${p.carrot!.id}&limit=4`);
      expect(names(withoutCarrot)).toEqual(['Cải bó xôi', 'Sốt cà chua', 'Cà chua bi Đà Lạt', 'Cà chua']);
      const inFruit = await list(`?category=${fruit.id}&exclude=${p.tomato!.id}`);
      expect(names(inFruit)).toEqual(['Dâu tây Đà Lạt']);
      const pastTheEnd = await list(`?exclude=${p.spinach!.id}&limit=2&page=9`);
      expect(pastTheEnd.products).toEqual([]);
      expect(pastTheEnd.pagination).toEqual({ currentPage: 9, totalPages: 3, totalItems: 5, itemsPerPage: 2 });
    });

    it('sorts by effective price both ways, and by name ignoring accents', async () => {
      expect(names(await list('?sort=price_asc'))).toEqual([
        'Sốt cà chua',
        'Cà rốt hữu cơ',
        'Cải bó xôi',
        'Cà chua bi Đà Lạt',
        'Cà chua',
        'Dâu tây Đà Lạt',
      ]);
      expect(names(await list('?sort=price_desc'))).toEqual([
        'Dâu tây Đà Lạt',
        'Cà chua',
        'Cải bó xôi',
        'Cà chua bi Đà Lạt',
        'Cà rốt hữu cơ',
        'Sốt cà chua',
      ]);
      expect(names(await list('?sort=name'))).toEqual([
        'Cà chua',
        'Cà chua bi Đà Lạt',
        'Cà rốt hữu cơ',
        'Cải bó xôi',
        'Dâu tây Đà Lạt',
        'Sốt cà chua',
      ]);
      expect(names(await list('?sort=newest'))[0]).toBe('Cải bó xôi');
    });

    it('refuses an unknown sort with 400', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/products?sort=cheapest' });
      expect(res.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).success).toBe(false);
    });
  });

  describe('search', () => {
    it('finds accented names from an accent-free query, best match first', async () => {
      const page = await list('?q=ca%20chua');
      expect(names(page)[0]).toBe('Cà chua');
      expect(names(page)).toEqual(expect.arrayContaining(['Cà chua', 'Cà chua bi Đà Lạt', 'Sốt cà chua']));
      expect(names(page)).not.toContain('Dâu tây Đà Lạt');
      expect(page.pagination.totalItems).toBe(page.products.length);
    });

    it('ranks by relevance, not by date, when searching', async () => {
      // "Cà chua" is the oldest product, yet the closest match.
      expect(names(await list(`?q=${encodeURIComponent('Cà chua')}`))[0]).toBe('Cà chua');
      expect(names(await list('?q=dau%20tay'))).toEqual(['Dâu tây Đà Lạt']);
    });

    it('forgives a small typo, with or without accents', async () => {
      expect(names(await list('?q=ca%20chuaa'))).toContain('Cà chua');
      expect(names(await list(`?q=${encodeURIComponent('cà chuaa')}`))).toContain('Cà chua');
      expect(names(await list('?q=dau%20tya'))).toContain('Dâu tây Đà Lạt');
    });

    it('searches descriptions and ignores case', async () => {
      expect(names(await list('?q=RAU%20XANH'))).toEqual(['Cải bó xôi']);
      expect(names(await list(`?q=${encodeURIComponent('CÀ RỐT')}`))[0]).toBe('Cà rốt hữu cơ');
    });

    it('combines the search with the category filter', async () => {
      expect(names(await list(`?q=da%20lat&category=${fruit.id}`))).toEqual(['Dâu tây Đà Lạt']);
    });

    it('treats a blank query as no filter', async () => {
      const page = await list('?q=%20%20%20');
      expect(page.pagination.totalItems).toBe(6);
      expect(names(page)[0]).toBe('Cải bó xôi');
    });

    it('takes hostile text literally and harmlessly', async () => {
      for (const q of [
        "'; drop table products; --",
        '%_%',
        '%',
        '_',
        '\\',
        "' or 1=1 --",
        "ca chua'); delete from products; --",
      ]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}` });
        expect(res.statusCode, q).toBe(200);
      }
      expect((await list(`?q=${encodeURIComponent('%_%')}`)).products).toEqual([]);
      expect((await list('?q=%25')).products).toEqual([]);
      const [row] = await t.database.db.select({ total: count() }).from(products);
      expect(row?.total).toBe(6);
    });
  });

  describe('one product', () => {
    it('returns the product in the contract shape', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/${p.cherryTomato!.id}` });
      expect(res.statusCode).toBe(200);
      const body = productEnvelopeSchema.parse(res.json());
      expect(body.data).toMatchObject({
        _id: p.cherryTomato!.id,
        name: 'Cà chua bi Đà Lạt',
        price: 30_000,
        salePrice: 25_000,
        category: { _id: vegetables.id, name: 'Rau củ' },
      });
    });

    it('shows the per-order limit of a product that has one, in the listing too', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/${p.strawberry!.id}` });
      expect(productEnvelopeSchema.parse(res.json()).data.maxPerOrder).toBe(3);
      const listed = productPageEnvelopeSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/products' })).json(),
      );
      expect(listed.data.products.find((x) => x._id === p.strawberry!.id)?.maxPerOrder).toBe(3);
    });

    it('answers 404 "Product not found" for an unknown, a malformed and a path-like id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1'%20or%20'1'='1"]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
        expect(res.statusCode, id).toBe(404);
        expect(errorEnvelopeSchema.parse(res.json())).toMatchObject({ success: false, message: 'Product not found' });
      }
    });

    it('says so in Vietnamese when asked', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/products/nope',
        headers: { 'accept-language': 'vi' },
      });
      expect(res.json().message).toBe('Không tìm thấy sản phẩm');
    });
  });
});

describe('image URLs with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'https://shop.example' });
  });
  afterAll(() => t.close());

  it('makes stored image paths absolute', async () => {
    const category = await createCategory(t.database.db);
    const product = await createProduct(t.database.db, { categoryId: category.id, imageUrl: '/uploads/x.webp' });
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(res.json().data.imageUrl).toBe('https://shop.example/uploads/x.webp');
  });
});
