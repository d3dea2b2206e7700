import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errorEnvelopeSchema, imageVariantUrl, productEnvelopeSchema } from '@veggie/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCategory, createUser, imageForm, pngImage } from '../../../test/fixtures';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { Config } from '../../config';
import { storedImages } from './images.table';

const PRODUCTS = '/api/products/admin/products';

describe.each<Config['imageStore']>(['disk', 'database'])('uploaded images with IMAGE_STORE=%s', (imageStore) => {
  let t: TestApp;
  let adminToken: string;
  let categoryId: string;

  beforeAll(async () => {
    t = await buildTestApp({ imageStore });
    adminToken = (await createUser(t.database.db, { role: 'admin' })).token;
    categoryId = (await createCategory(t.database.db)).id;
  });
  afterAll(() => t.close());

  const storedFiles = async () => readdir(t.config.uploadsDir).catch(() => [] as string[]);
  const storedRows = async () => t.database.db.select({ name: storedImages.name }).from(storedImages);

  async function createProductWithImage(size = 32) {
    const fields = {
      name: `Cà rốt ${Math.random()}`,
      description: 'Cà rốt Đà Lạt',
      price: '25000',
      stock: '5',
      category: categoryId,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: PRODUCTS,
      payload: imageForm(fields, await pngImage(size)),
      headers: bearer(adminToken),
    });
    expect(res.statusCode, res.body).toBe(201);
    return productEnvelopeSchema.parse(res.json()).data;
  }

  it('serves an uploaded image as WebP with a long immutable cache and nosniff, on GET and HEAD', async () => {
    const product = await createProductWithImage();
    expect(product.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);

    const res = await t.app.inject({ method: 'GET', url: product.imageUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const head = await t.app.inject({ method: 'HEAD', url: product.imageUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.body).toBe('');
  });

  it('lets other origins embed every image (original, 400 px variant, default avatar) and nothing else', async () => {
    const product = await createProductWithImage();
    for (const url of [product.imageUrl, imageVariantUrl(product.imageUrl)!, '/uploads/default-avatar.svg']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(200);
        expect(res.headers['content-type'], `${method} ${url}`).toMatch(/^image\//);
        expect(res.headers['cross-origin-resource-policy'], `${method} ${url}`).toBe('cross-origin');
      }
    }
    // A 304's headers replace the cached ones: a revalidation must not turn the image same-origin.
    const first = await t.app.inject({ method: 'GET', url: product.imageUrl });
    const validators = {
      'if-none-match': String(first.headers.etag ?? ''),
      'if-modified-since': String(first.headers['last-modified']),
    };
    const revalidated = await t.app.inject({ method: 'GET', url: product.imageUrl, headers: validators });
    expect(revalidated.statusCode).toBeLessThan(400);
    expect(revalidated.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const url of [
      '/uploads/00000000-0000-4000-8000-000000000000.webp',
      '/uploads/missing.webp',
      '/api/products',
      `/api/products/${product._id}`,
      '/api/nope',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('keeps the image where IMAGE_STORE says, and removes it with its product', async () => {
    const product = await createProductWithImage();
    const name = product.imageUrl.slice('/uploads/'.length);
    const variantName = path.basename(imageVariantUrl(product.imageUrl)!);
    const where = async (n: string) => ({
      files: (await storedFiles()).includes(n),
      rows: (await storedRows()).some((r) => r.name === n),
    });
    for (const n of [name, variantName])
      expect(await where(n), n).toEqual({ files: imageStore === 'disk', rows: imageStore === 'database' });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${PRODUCTS}/${product._id}`,
      headers: bearer(adminToken),
    });
    expect(deleted.statusCode).toBe(200);
    for (const n of [name, variantName]) expect(await where(n), n).toEqual({ files: false, rows: false });
    expect((await t.app.inject({ method: 'GET', url: product.imageUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${variantName}` })).statusCode).toBe(404);
  });

  it('serves a 400 px wide variant of each upload beside it, with the same caching, and never enlarges', async () => {
    const product = await createProductWithImage(1000);
    const res = await t.app.inject({ method: 'GET', url: imageVariantUrl(product.imageUrl)! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });

    const small = await createProductWithImage(32);
    const smallVariant = await t.app.inject({ method: 'GET', url: imageVariantUrl(small.imageUrl)! });
    expect(await sharp(smallVariant.rawPayload).metadata()).toMatchObject({ width: 32 });
  });

  it('renders a variant missing for an image stored before variants, once, even for concurrent first requests', async () => {
    const product = await createProductWithImage(1000);
    const variantUrl = imageVariantUrl(product.imageUrl)!;
    const variantName = path.basename(variantUrl);
    if (imageStore === 'disk') await rm(path.join(t.config.uploadsDir, variantName));
    else await t.database.db.delete(storedImages).where(eq(storedImages.name, variantName));

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: variantUrl })),
    );
    for (const res of responses) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });
    }
    if (imageStore === 'disk') {
      const files = await storedFiles();
      expect(files).toContain(variantName);
      expect(files.filter((f) => f.startsWith('.'))).toEqual([]);
    } else {
      expect((await storedRows()).filter((r) => r.name === variantName)).toHaveLength(1);
    }
  });

  it.each([
    '/uploads/00000000-0000-4000-8000-000000000000.webp',
    '/uploads/00000000-0000-4000-8000-000000000000-400.webp',
    '/uploads/00000000-0000-4000-8000-000000000000-300.webp',
    '/uploads/00000000-0000-4000-8000-000000000000-400-400.webp',
    '/uploads/.00000000-0000-4000-8000-000000000000-400.webp.tmp',
    '/uploads/missing.webp',
    '/uploads/..%2F..%2Fpackage.json',
    '/uploads/%2e%2e/%2e%2e/package.json',
    '/uploads/../../etc/passwd',
  ])('answers %s with the 404 envelope', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      if (method === 'GET') expect(errorEnvelopeSchema.parse(res.json()).success).toBe(false);
    }
  });

  if (imageStore === 'disk') {
    it('never serves a file whose name is not one of ours, such as a variant still being written', async () => {
      const temporary = '.00000000-0000-4000-8000-000000000000-400.webp.1.tmp';
      await mkdir(t.config.uploadsDir, { recursive: true });
      for (const name of [temporary, 'evil.html']) {
        await writeFile(path.join(t.config.uploadsDir, name), '<script>');
        expect((await t.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode, name).toBe(404);
        await rm(path.join(t.config.uploadsDir, name));
      }
    });
  }

  if (imageStore === 'database') {
    it('never serves a row whose name is not one of ours', async () => {
      await t.database.db
        .insert(storedImages)
        .values({ name: 'evil.html', contentType: 'text/html', content: Buffer.from('<script>') });
      expect((await t.app.inject({ method: 'GET', url: '/uploads/evil.html' })).statusCode).toBe(404);
      await t.database.db.delete(storedImages).where(eq(storedImages.name, 'evil.html'));
    });
  }
});
