import { describe, expect, it } from 'vitest';
import { paths, redirectTarget, sameSitePath } from './paths';

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

describe('paths.orderPayment', () => {
  it('is /orders/:id/payment with the id escaped', () => {
    expect(paths.orderPayment('ord-1')).toBe('/orders/ord-1/payment');
    expect(paths.orderPayment('a/b')).toBe('/orders/a%2Fb/payment');
  });
});

describe('sameSitePath', () => {
  it('keeps a path of this shop with its query and hash', () => {
    expect(sameSitePath('/cart')).toBe('/cart');
    expect(sameSitePath('/shop?q=rau&page=2#top')).toBe('/shop?q=rau&page=2#top');
    expect(sameSitePath('/shop/../orders')).toBe('/orders');
  });

  it.each([
    'https://evil.test/',
    '//evil.test/x',
    '/\\evil.test',
    '\\\\evil.test',
    '/\t/evil.test',
    '/..//evil.test',
    '//',
    'javascript:alert(1)',
    'cart',
    '',
    null,
  ])('refuses %j, which leaves the shop or is no path', (to) => {
    expect(sameSitePath(to)).toBeNull();
  });
});

describe('login, register and profile with redirectTo', () => {
  it('carry the return path in the query, and nothing without one', () => {
    expect(paths.login('/cart')).toBe('/login?redirectTo=%2Fcart');
    expect(paths.register('/shop?q=rau')).toBe('/register?redirectTo=%2Fshop%3Fq%3Drau');
    expect(paths.profile('/cart')).toBe('/profile?redirectTo=%2Fcart');
    expect(paths.login()).toBe('/login');
    expect(paths.login('/')).toBe('/login');
  });

  it('read it back only when it stays in the shop', () => {
    expect(redirectTarget(new URLSearchParams('redirectTo=%2Forders'))).toBe('/orders');
    expect(redirectTarget(new URLSearchParams('redirectTo=%2F%2Fevil.test'))).toBeNull();
    expect(redirectTarget(new URLSearchParams(''))).toBeNull();
  });
});
