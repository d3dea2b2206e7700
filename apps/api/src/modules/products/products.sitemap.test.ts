import { PAGE_SIZES, productSitemapEnvelopeSchema } from '@veggie/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCategory, createProduct } from '../../../test/fixtures';

describe('GET /products/sitemap', () => {
  let t: TestApp;
  let ids: string[];

  beforeAll(async () => {
    t = await buildTestApp();
    const category = await createCategory(t.database.db);
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createProduct(t.database.db, { categoryId: category.id }));
    ids = made.map((p) => p.id).sort();
  });
  afterAll(() => t.close());

  const page = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/sitemap${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return productSitemapEnvelopeSchema.parse(res.json()).data;
  };

  it("lists every product's id and last change by id, whatever its stock", async () => {
    await t.database.db.execute(sql`update products set stock = 0 where id = ${ids[0]}`);
    const { products, pagination } = await page();
    expect(products.map((p) => p._id)).toEqual(ids);
    expect(products.every((p) => !Number.isNaN(Date.parse(p.updatedAt)))).toBe(true);
    expect(pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 3, itemsPerPage: PAGE_SIZES.sitemap });
  });

  it('gives an empty page past the end and reads a bad page number as the first', async () => {
    expect((await page('?page=2')).products).toEqual([]);
    expect((await page('?page=-4')).pagination.currentPage).toBe(1);
    expect((await page('?page=abc')).products).toHaveLength(3);
  });

  it('refuses a page number no catalog reaches, however it is written, instead of failing', async () => {
    for (const huge of ['99999999999999999999', String(Number.MAX_SAFE_INTEGER), `9${'9'.repeat(400)}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/sitemap?page=${huge}` });
      expect(res.statusCode, huge).toBe(400);
      expect(res.json(), huge).toMatchObject({ code: 'validation_failed', errors: [{ field: 'page' }] });
    }
  });
});
