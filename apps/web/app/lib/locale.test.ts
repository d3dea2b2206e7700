import { describe, expect, it } from 'vitest';
import { localeCookie, localeFromAcceptLanguage, localeFromCookie, requestLocale } from './locale';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['vi', 'vi'],
    ['vi-VN', 'vi'],
    ['VI-vn,vi;q=0.9', 'vi'],
    ['en-US,en;q=0.9', 'en'],
    ['en;q=0.9,vi;q=1', 'vi'],
    ['vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7', 'vi'],
    ['en-US,en;q=0.9,vi;q=0.8', 'en'],
    // Equal weights: the one listed first.
    ['vi,en', 'vi'],
    ['en,vi', 'en'],
    ['fr-FR,fr;q=0.9,vi;q=0.5,en;q=0.4', 'vi'],
    ['en;q=0.9, vi ; q=0.95', 'vi'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it.each([
    [null],
    [''],
    ['fr-FR,de;q=0.8'],
    ['*'],
    ['vi;q=0'],
    ['vi;q=0.000'],
    ['vietnamese'],
    [';;;,,,=q'],
    ['vi;q=2'],
    ['vi;q=abc'],
    ['vi;q=0.1234'],
    ['vi;q=-1'],
  ])('%s → none of ours', (header) => {
    expect(localeFromAcceptLanguage(header)).toBeNull();
  });

  it('skips an entry with a malformed weight but keeps the others', () => {
    expect(localeFromAcceptLanguage('vi;q=1.5,en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0.5,vi;q=0')).toBe('en');
  });
});

describe('localeFromCookie', () => {
  it.each([
    ['lang=vi', 'vi'],
    ['theme=dark; lang=en; other=1', 'en'],
    ['a=b;lang=vi', 'vi'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromCookie(header)).toBe(locale);
  });

  it.each([[null], [''], ['lang=fr'], ['lang='], ['xlang=vi'], ['lang=vi-VN'], ['lang']])('%s → none', (header) => {
    expect(localeFromCookie(header)).toBeNull();
  });
});

describe('requestLocale', () => {
  const request = (headers: Record<string, string>) => new Request('http://shop.test/', { headers });

  it('takes the cookie over Accept-Language', () => {
    expect(requestLocale(request({ Cookie: 'lang=en', 'Accept-Language': 'vi' }))).toBe('en');
    expect(requestLocale(request({ Cookie: 'lang=vi', 'Accept-Language': 'en' }))).toBe('vi');
  });

  it('falls back to Accept-Language, then English', () => {
    expect(requestLocale(request({ Cookie: 'lang=fr', 'Accept-Language': 'vi-VN' }))).toBe('vi');
    expect(requestLocale(request({ 'Accept-Language': 'de' }))).toBe('en');
    expect(requestLocale(request({}))).toBe('en');
  });
});

describe('localeCookie', () => {
  it('remembers the choice for a year on every path, sent with top-level navigations', () => {
    expect(localeCookie('vi')).toBe('lang=vi; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
