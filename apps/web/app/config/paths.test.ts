import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths.shop', () => {
  it('is plain /shop without filters', () => {
    expect(paths.shop()).toBe('/shop');
    expect(paths.shop({})).toBe('/shop');
  });

  it('trims the search text and drops it when blank', () => {
    expect(paths.shop({ q: '  cà chua ' })).toBe('/shop?q=c%C3%A0+chua');
    expect(paths.shop({ q: '   ' })).toBe('/shop');
  });

  it('leaves page 1 out and keeps later pages', () => {
    expect(paths.shop({ q: 'tao', page: 1 })).toBe('/shop?q=tao');
    expect(paths.shop({ category: 'c-1', page: 3 })).toBe('/shop?category=c-1&page=3');
  });

  it('escapes what would break the query', () => {
    expect(paths.shop({ q: 'a&b=c' })).toBe('/shop?q=a%26b%3Dc');
  });
});

describe('paths.product', () => {
  it('is /shop/:id with the id escaped', () => {
    expect(paths.product('8f0c')).toBe('/shop/8f0c');
    expect(paths.product('a/b')).toBe('/shop/a%2Fb');
  });
});
