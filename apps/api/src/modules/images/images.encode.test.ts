import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, createCategory, createUser, imageForm } from '../../../test/fixtures';
import { AppError } from '../../lib/errors';
import { products } from '../products/products.table';
import { MAX_INPUT_MEGAPIXELS, reencodeImage } from './images.encode';

/** A PNG of one colour: millions of pixels in a few hundred kilobytes, cheap to make. */
const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 60, g: 160, b: 60 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('uploads decode at most what a product photo needs', () => {
  it('refuses more than 25 megapixels from the header, with 413', async () => {
    expect(MAX_INPUT_MEGAPIXELS).toBe(25);
    // 39.7 megapixels: a second of CPU to decode, yet under 2 MB on the wire.
    const bomb = await solidPng(6300, 6300);
    const refused = await reencodeImage(bomb).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 413, key: 'imageTooManyPixels', params: { max: 25 } });
    // One column past the limit.
    await expect(reencodeImage(await solidPng(5001, 5000))).rejects.toMatchObject({ key: 'imageTooManyPixels' });
  });

  it('still takes a photo of exactly 25 megapixels, scaled down to 1600 px', async () => {
    const webp = await reencodeImage(await solidPng(5000, 5000));
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1600 });
  });

  describe('through the admin product form', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it('answers 413 with a readable message in both languages and stores nothing', async () => {
      const { token } = await createUser(t.database.db, { role: 'admin' });
      const category = await createCategory(t.database.db);
      const bomb = await solidPng(6300, 6300);
      const fields = { name: 'Bí đỏ', description: 'Bí hồ lô', price: '25000', stock: '5', category: category.id };
      const before = await readdir(t.config.uploadsDir).catch(() => [] as string[]);
      const en = await t.app.inject({
        method: 'POST',
        url: '/api/products/admin/products',
        payload: imageForm(fields, bomb),
        headers: bearer(token),
      });
      expect(en.statusCode).toBe(413);
      expect(en.json()).toMatchObject({
        success: false,
        message: 'The image is too large: at most 25 megapixels (for example 5000 × 5000 pixels)',
      });
      const vi = await t.app.inject({
        method: 'POST',
        url: '/api/products/admin/products',
        payload: imageForm(fields, bomb),
        headers: { ...bearer(token), 'accept-language': 'vi' },
      });
      expect(vi.json().message).toBe('Ảnh quá lớn: tối đa 25 megapixel (ví dụ 5000 × 5000 điểm ảnh)');
      expect(await readdir(t.config.uploadsDir).catch(() => [] as string[])).toEqual(before);
      expect(await t.database.db.select().from(products)).toEqual([]);
    });
  });
});
