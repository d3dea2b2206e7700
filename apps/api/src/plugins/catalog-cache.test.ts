import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, createProduct, createUser, promoteToAdmin } from '../../test/fixtures';
import { CATALOG_CACHE } from './catalog-cache';

describe('catalog caching and compression', () => {
  let t: TestApp;
  let productId: string;
  let categoryId: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await buildTestApp();
    // Enough products for a list answer above the 1 KiB compression threshold.
    const first = await createProduct(t.database.db);
    for (let i = 0; i < 5; i++) await createProduct(t.database.db, { categoryId: first.categoryId });
    productId = first.id;
    categoryId = first.categoryId;
    const admin = await createUser(t.database.db);
    await promoteToAdmin(t.database, admin.user.id);
    adminToken = admin.token;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('lets browsers and shared caches keep anonymous catalog reads briefly, with a weak ETag', async () => {
    for (const url of [
      '/api/products',
      `/api/products/${productId}`,
      '/api/categories',
      `/api/categories/${categoryId}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(CATALOG_CACHE);
      expect(res.headers.etag, url).toMatch(/^W\/"[^"]+"$/);
    }
  });

  it('answers a repeat read with 304 and no body while nothing changed, and 200 once it did', async () => {
    const first = await get('/api/products');
    const etag = String(first.headers.etag);
    const again = await get('/api/products', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(CATALOG_CACHE);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/products/admin/products/${productId}`,
      headers: bearer(adminToken),
      payload: { price: 31_000 },
    });
    expect(edit.statusCode).toBe(200);
    const afterEdit = await get('/api/products', { 'if-none-match': etag });
    expect(afterEdit.statusCode).toBe(200);
    expect(afterEdit.headers.etag).not.toBe(etag);
    expect(afterEdit.json().data.products.map((p: { price: number }) => p.price)).toContain(31_000);
  });

  it('keeps authenticated catalog reads out of every cache', async () => {
    const res = await get('/api/products', bearer(adminToken));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const admin = await get('/api/products/admin/products', bearer(adminToken));
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(admin.headers).not.toHaveProperty('etag');
  });

  it('caches neither refusals nor other API answers', async () => {
    const missing = await get('/api/products/no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers).not.toHaveProperty('cache-control');
    const health = await get('/api/health');
    expect(health.headers).not.toHaveProperty('cache-control');
    expect(health.headers).not.toHaveProperty('etag');
  });

  it('compresses JSON with brotli or gzip as the client accepts, and not when it accepts neither', async () => {
    const plain = await get('/api/products');
    expect(plain.headers).not.toHaveProperty('content-encoding');

    const br = await get('/api/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/products', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    // The same representation whatever the encoding: one weak ETag.
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it('does not inflate compressed request bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'nobody@example.com', password: 'wrong-one' })),
    });
    // Read as the JSON it is not (400), never as a login attempt (401).
    expect(res.statusCode).toBe(400);
  });
});
