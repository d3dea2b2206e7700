import { readdir } from 'node:fs/promises';
import {
  adminCategoryListSchema,
  categoryEnvelopeSchema,
  categoryListEnvelopeSchema,
  categoryStatsSchema,
  envelope,
  errorEnvelopeSchema,
  messageEnvelopeSchema,
  type Category,
} from '@veggie/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createCategory, createProduct, imageForm, pngImage } from '../../../test/fixtures';
import { catalogAdminSuite } from '../../../test/catalog-admin-suite';
import { isForeignKeyViolation } from '../../db/errors';
import { products } from '../products/products.table';
import { deleteCategoryRow } from './categories.repository';
import { categories } from './categories.table';

const BASE = '/api/categories/admin/categories';
const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);

describe('categories', () => {
  const suite = catalogAdminSuite();

  beforeEach(async () => {
    await suite.t.database.db.delete(products);
    await suite.t.database.db.delete(categories);
  });

  const admin = (headers: Record<string, string> = {}) => ({ ...bearer(suite.adminToken), ...headers });
  const storedFiles = async () => readdir(suite.t.config.uploadsDir).catch(() => [] as string[]);
  const create = (fields: Record<string, string>, image?: Buffer, headers: Record<string, string> = {}) =>
    suite.t.app.inject({ method: 'POST', url: BASE, payload: imageForm(fields, image), headers: admin(headers) });
  const update = (id: string, payload: FormData, headers: Record<string, string> = {}) =>
    suite.t.app.inject({ method: 'PUT', url: `${BASE}/${id}`, payload, headers: admin(headers) });

  describe('public reads', () => {
    it('lists every category by name, ignoring accents, with its product count', async () => {
      const db = suite.t.database.db;
      const fruit = await createCategory(db, { name: 'Trái cây' });
      const mushrooms = await createCategory(db, { name: 'Nấm', createdAt: new Date('2026-01-02T00:00:00Z') });
      const greens = await createCategory(db, { name: 'Rau ăn lá' });
      await createProduct(db, { categoryId: fruit.id });
      await createProduct(db, { categoryId: fruit.id });
      await createProduct(db, { categoryId: greens.id });

      const res = await suite.t.app.inject({ method: 'GET', url: '/api/categories' });
      expect(res.statusCode).toBe(200);
      const { data } = categoryListEnvelopeSchema.parse(res.json());
      expect(data.map((c) => [c.name, c.productCount])).toEqual([
        ['Nấm', 0],
        ['Rau ăn lá', 1],
        ['Trái cây', 2],
      ]);
      expect(data[0]).toEqual({
        _id: mushrooms.id,
        name: 'Nấm',
        image: '/uploads/category.webp',
        productCount: 0,
        vatRate: 5,
        createdAt: '2026-01-02T00:00:00.000Z',
      });
    });

    it('reads one category, 404 "Category not found" for unknown and malformed ids', async () => {
      const fruit = await createCategory(suite.t.database.db, { name: 'Trái cây' });
      await createProduct(suite.t.database.db, { categoryId: fruit.id });
      const res = await suite.t.app.inject({ method: 'GET', url: `/api/categories/${fruit.id}` });
      expect(categoryEnvelopeSchema.parse(res.json()).data).toMatchObject({
        _id: fruit.id,
        name: 'Trái cây',
        productCount: 1,
      });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'fruit']) {
        const missing = await suite.t.app.inject({ method: 'GET', url: `/api/categories/${id}` });
        expect(missing.statusCode).toBe(404);
        expect(errorEnvelopeSchema.parse(missing.json()).message).toBe('Category not found');
      }
    });
  });

  describe('admin guards', () => {
    it('answers 401 without a token and 403 for a shopper', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      for (const [method, url] of [
        ['GET', BASE],
        ['GET', `${BASE}/stats`],
        ['GET', `${BASE}/${id}`],
        ['POST', BASE],
        ['PUT', `${BASE}/${id}`],
        ['DELETE', `${BASE}/${id}`],
      ] as const) {
        expect((await suite.t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
        expect(
          (await suite.t.app.inject({ method, url, headers: bearer(suite.userToken) })).statusCode,
          `${method} ${url}`,
        ).toBe(403);
      }
    });
  });

  describe('admin list', () => {
    beforeEach(async () => {
      const db = suite.t.database.db;
      const names = [
        'Rau củ',
        'Trái cây',
        'Nấm',
        'Củ quả',
        'Đậu',
        'Gia vị',
        'Hạt',
        'Rau thơm',
        'Thảo mộc',
        'Khoai',
        'Bắp',
        'Bí',
      ];
      for (const [i, name] of names.entries()) {
        const category = await createCategory(db, { name, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
        for (let k = 0; k < i % 4; k++) await createProduct(db, { categoryId: category.id });
      }
    });

    async function list(query: string) {
      const res = await suite.t.app.inject({ method: 'GET', url: `${BASE}${query}`, headers: admin() });
      expect(res.statusCode).toBe(200);
      return adminCategoryListSchema.parse(res.json());
    }

    it('pages 10 at a time, newest first, with count = all that match', async () => {
      const body = await list('');
      expect(body.data).toHaveLength(10);
      expect(body.data[0]?.name).toBe('Bí');
      expect(body.count).toBe(12);
      expect(body.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 12, itemsPerPage: 10 });
      const beyond = await list('?page=5&limit=1000');
      expect(beyond.data).toEqual([]);
      expect(beyond.pagination).toEqual({ currentPage: 5, totalPages: 1, totalItems: 12, itemsPerPage: 100 });
      expect((await list('?limit=0&page=0')).pagination).toEqual({
        currentPage: 1,
        totalPages: 12,
        totalItems: 12,
        itemsPerPage: 1,
      });
    });

    it('searches names ignoring accents and case', async () => {
      const body = await list('?search=RAU');
      expect(body.data.map((c) => c.name).sort()).toEqual(['Rau củ', 'Rau thơm']);
      expect(body.count).toBe(2);
      expect((await list('?search=cu')).data.map((c) => c.name).sort()).toEqual(['Củ quả', 'Rau củ']);
      expect((await list('?search=%25')).count).toBe(0);
    });

    it('sorts by name, creation date and product count', async () => {
      expect((await list('?sortBy=name&sortOrder=asc&limit=4')).data.map((c) => c.name)).toEqual([
        'Bắp',
        'Bí',
        'Củ quả',
        'Đậu',
      ]);
      expect((await list('?sortBy=createdAt&sortOrder=asc&limit=2')).data.map((c) => c.name)).toEqual([
        'Rau củ',
        'Trái cây',
      ]);
      const byCount = (await list('?sortBy=productCount&sortOrder=desc&limit=4')).data;
      expect(byCount.map((c) => [c.name, c.productCount])).toEqual([
        ['Bí', 3],
        ['Củ quả', 3],
        ['Rau thơm', 3],
        ['Bắp', 2],
      ]);
    });
  });

  describe('stats', () => {
    it('counts all and recent categories and the top five by products', async () => {
      const db = suite.t.database.db;
      const counts = [5, 0, 2, 7, 1, 3, 4];
      for (const [i, n] of counts.entries()) {
        // Three of the seven are older than 30 days.
        const category = await createCategory(db, { name: `C${i}`, createdAt: daysAgo(i < 3 ? 45 : 2) });
        for (let k = 0; k < n; k++) await createProduct(db, { categoryId: category.id });
      }
      const res = await suite.t.app.inject({ method: 'GET', url: `${BASE}/stats`, headers: admin() });
      expect(res.statusCode).toBe(200);
      const { data } = envelope(categoryStatsSchema).parse(res.json());
      expect(data.totalCategories).toBe(7);
      expect(data.recentCategories).toBe(4);
      expect(data.categoriesWithProductCount.map((c) => [c.name, c.productCount])).toEqual([
        ['C3', 7],
        ['C0', 5],
        ['C6', 4],
        ['C5', 3],
        ['C2', 2],
      ]);
    });
  });

  describe('create', () => {
    it('stores the category and its image', async () => {
      const res = await create({ name: '  Rau thơm ' }, suite.png);
      expect(res.statusCode).toBe(201);
      const body = categoryEnvelopeSchema.parse(res.json());
      expect(body.message).toBe('Category created successfully');
      expect(body.data).toMatchObject({ name: 'Rau thơm', productCount: 0 });
      expect(body.data.image).toMatch(/^\/uploads\/.+\.webp$/);
      const image = await suite.t.app.inject({ method: 'GET', url: body.data.image });
      expect(image.statusCode).toBe(200);
      const admins = await suite.t.app.inject({ method: 'GET', url: `${BASE}/${body.data._id}`, headers: admin() });
      expect(categoryEnvelopeSchema.parse(admins.json()).data).toEqual(body.data);
    });

    it('requires a name of at most 50 characters and an image', async () => {
      const res = await create({ name: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'name', message: 'This field is required' },
        { field: 'image', message: 'Please choose an image file' },
      ]);
      const long = await create({ name: 'x'.repeat(51) }, suite.png, { 'accept-language': 'vi' });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors).toEqual([{ field: 'name', message: 'Tối đa 50 ký tự' }]);
    });

    it('refuses a fake image with 415 and stores nothing', async () => {
      const before = await storedFiles();
      const res = await create({ name: 'Nấm' }, Buffer.from('GIF89a but not really'));
      expect(res.statusCode).toBe(415);
      expect(await storedFiles()).toEqual(before);
      expect(await suite.t.database.db.select().from(categories)).toEqual([]);
    });

    it('refuses a name that exists in another case with 409, storing no image', async () => {
      await createCategory(suite.t.database.db, { name: 'Rau Củ' });
      const before = await storedFiles();
      const res = await create({ name: 'rau củ' }, suite.png, { 'accept-language': 'vi' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: 'Tên danh mục đã tồn tại' });
      expect(await storedFiles()).toEqual(before);
    });
  });

  describe('update', () => {
    let category: Category;
    beforeEach(async () => {
      category = categoryEnvelopeSchema.parse((await create({ name: 'Nấm' }, suite.png)).json()).data;
    });

    it('renames and keeps the image when the current URL is sent as text', async () => {
      const res = await update(category._id, imageForm({ name: 'Nấm tươi', image: category.image }));
      expect(res.statusCode).toBe(200);
      const body = categoryEnvelopeSchema.parse(res.json());
      expect(body.message).toBe('Category updated successfully');
      expect(body.data).toEqual({ ...category, name: 'Nấm tươi' });
      expect((await suite.t.app.inject({ method: 'GET', url: category.image })).statusCode).toBe(200);
    });

    it('never takes an arbitrary URL from the image text field', async () => {
      const res = await update(category._id, imageForm({ name: 'Nấm', image: 'https://evil.example/x.svg' }));
      expect(res.json().data.image).toBe(category.image);
    });

    it('replaces the image with a new file and removes the old one', async () => {
      const res = await update(category._id, imageForm({ name: 'Nấm' }, await pngImage(24)));
      const updated = categoryEnvelopeSchema.parse(res.json()).data;
      expect(updated.image).not.toBe(category.image);
      expect((await suite.t.app.inject({ method: 'GET', url: updated.image })).statusCode).toBe(200);
      expect((await suite.t.app.inject({ method: 'GET', url: category.image })).statusCode).toBe(404);
    });

    it('allows a change of case of its own name but not another category’s name', async () => {
      await createCategory(suite.t.database.db, { name: 'Trái cây' });
      expect((await update(category._id, imageForm({ name: 'NẤM' }))).json().data.name).toBe('NẤM');
      const clash = await update(category._id, imageForm({ name: 'trái CÂY' }));
      expect(clash.statusCode).toBe(409);
      expect(clash.json().message).toBe('A category with this name already exists');
    });

    it('validates the name and answers 404 for unknown ids', async () => {
      const blank = await update(category._id, imageForm({ name: '  ' }));
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors).toEqual([{ field: 'name', message: 'This field is required' }]);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        expect((await update(id, imageForm({ name: 'X' }))).statusCode).toBe(404);
      }
    });
  });

  describe('delete', () => {
    it('refuses while products remain (409 with the count), then deletes with its image', async () => {
      const category = categoryEnvelopeSchema.parse((await create({ name: 'Nấm' }, suite.png)).json()).data;
      const product = await createProduct(suite.t.database.db, { categoryId: category._id });
      await createProduct(suite.t.database.db, { categoryId: category._id });

      const refused = await suite.t.app.inject({ method: 'DELETE', url: `${BASE}/${category._id}`, headers: admin() });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This category still has 2 product(s); move or delete them first');

      await suite.t.database.db.delete(products);
      const res = await suite.t.app.inject({ method: 'DELETE', url: `${BASE}/${category._id}`, headers: admin() });
      expect(res.statusCode).toBe(200);
      expect(messageEnvelopeSchema.parse(res.json()).message).toBe('Category deleted successfully');
      expect((await suite.t.app.inject({ method: 'GET', url: `/api/categories/${category._id}` })).statusCode).toBe(
        404,
      );
      expect((await suite.t.app.inject({ method: 'GET', url: category.image })).statusCode).toBe(404);
      expect(product.categoryId).toBe(category._id);
    });

    it('recognises the database refusing a delete, for the race the count check cannot see', async () => {
      const category = await createCategory(suite.t.database.db);
      await createProduct(suite.t.database.db, { categoryId: category.id });
      const error = await deleteCategoryRow(suite.t.database.db, category.id).catch((e: unknown) => e);
      expect(isForeignKeyViolation(error)).toBe(true);
    });

    it('answers 404 for unknown and malformed ids', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'stats2']) {
        expect(
          (await suite.t.app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: admin() })).statusCode,
        ).toBe(404);
      }
    });
  });
});
