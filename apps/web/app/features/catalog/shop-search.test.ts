import { describe, expect, it } from 'vitest';
import { canonicalShopUrl, readShopSearch } from './shop-search';
import { shopMessages } from './shop/messages';

const shopHeading = shopMessages.en.heading;

describe('shopHeading', () => {
  it('names the search text and the result count when searching', () => {
    expect(shopHeading(3, 'cà chua')).toBe('Found 3 result(s) for "cà chua"');
    expect(shopHeading(0, 'sầu riêng')).toBe('Found 0 result(s) for "sầu riêng"');
  });

  it('counts every product without a search', () => {
    expect(shopHeading(48)).toBe('All products (48)');
    expect(shopHeading(48, undefined)).toBe('All products (48)');
  });
});

describe('readShopSearch', () => {
  it('trims the search text and drops it when blank', () => {
    expect(readShopSearch(new URLSearchParams('q=%20%20ca%20chua%20'))).toEqual({
      q: 'ca chua',
      category: undefined,
      page: 1,
    });
    expect(readShopSearch(new URLSearchParams('q=%20%20'))).toEqual({ q: undefined, category: undefined, page: 1 });
  });

  it('reads the category and the page, page 1 by default', () => {
    expect(readShopSearch(new URLSearchParams('category=c-1&page=3'))).toEqual({
      q: undefined,
      category: 'c-1',
      page: 3,
    });
    expect(readShopSearch(new URLSearchParams(''))).toEqual({ q: undefined, category: undefined, page: 1 });
  });

  it('treats a page that is not a whole number from 1 as page 1', () => {
    for (const page of ['0', '-2', '2.5', 'abc', '']) {
      expect(readShopSearch(new URLSearchParams({ page })).page).toBe(1);
    }
  });
});

describe('canonicalShopUrl', () => {
  const canonical = (href: string) => canonicalShopUrl(new URL(href, 'http://shop.test'));

  it('trims the search text and drops a blank one, keeping the other parameters', () => {
    expect(canonical('/shop?q=++c%C3%A0+chua++&category=c-1&page=2')).toBe('/shop?q=c%C3%A0+chua&category=c-1&page=2');
    expect(canonical('/shop?q=+++')).toBe('/shop');
    expect(canonical('/shop?q=&category=c-1')).toBe('/shop?category=c-1');
  });

  it('cuts a search text over the limit, as the search box does, never in the middle of a character', () => {
    const long = 'a'.repeat(300);
    expect(canonical(`/shop?q=${long}&page=2`)).toBe(`/shop?q=${'a'.repeat(200)}&page=2`);
    expect(canonical(`/shop?q=${'a'.repeat(200)}`)).toBeNull();
    expect(readShopSearch(new URLSearchParams({ q: long })).q).toHaveLength(200);
    const emoji = readShopSearch(new URLSearchParams({ q: `${'a'.repeat(199)}🥬🥬` })).q;
    expect(emoji).toBe('a'.repeat(199));
  });

  it('leaves a URL alone when its search text is already clean or absent', () => {
    expect(canonical('/shop?q=c%C3%A0+chua')).toBeNull();
    expect(canonical('/shop?category=c-1&page=2')).toBeNull();
    expect(canonical('/shop')).toBeNull();
  });
});
