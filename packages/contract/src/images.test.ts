import { describe, expect, it } from 'vitest';
import { imageVariantUrl } from './images';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('imageVariantUrl', () => {
  it('names the 400 px copy beside a rooted stored image', () => {
    expect(imageVariantUrl(`/uploads/${UUID}.webp`)).toBe(`/uploads/${UUID}-400.webp`);
  });

  it('keeps the origin and any path prefix of an absolute PUBLIC_URL image', () => {
    expect(imageVariantUrl(`https://shop.example/uploads/${UUID}.webp`)).toBe(
      `https://shop.example/uploads/${UUID}-400.webp`,
    );
    expect(imageVariantUrl(`https://shop.example/market/uploads/${UUID}.webp`)).toBe(
      `https://shop.example/market/uploads/${UUID}-400.webp`,
    );
  });

  it('gives null for URLs that are not one of our stored originals', () => {
    for (const url of [
      '/images/product-placeholder.svg',
      `/uploads/${UUID}-400.webp`,
      `/uploads/${UUID}.png`,
      '/uploads/missing.webp',
      `https://cdn.example/${UUID}.webp`,
      `/uploads/${UUID}.webp?v=1`,
    ]) {
      expect(imageVariantUrl(url), url).toBeNull();
    }
  });
});
