import { describe, expect, it } from 'vitest';
import { loader } from './language';

const visit = (query: string) =>
  loader({ request: new Request(`http://shop.test/language?${query}`) } as Parameters<typeof loader>[0]);

describe('/language', () => {
  it('remembers the choice and reloads the page it came from', () => {
    const response = visit(`lang=vi&to=${encodeURIComponent('/shop?q=rau&page=2')}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/shop?q=rau&page=2');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    expect(response.headers.get('Set-Cookie')).toBe('lang=vi; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(visit('lang=en&to=/cart').headers.get('Set-Cookie')).toMatch(/^lang=en;/);
  });

  it('sets nothing for a language it does not know', () => {
    const response = visit('lang=fr&to=/cart');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(response.headers.get('Location')).toBe('/cart');
  });

  it.each(['https://evil.test/', '//evil.test/x', '/\\evil.test', '/..//evil.test', '//', 'javascript:alert(1)', ''])(
    'goes home rather than to %s',
    (to) => {
      expect(visit(`lang=vi&to=${encodeURIComponent(to)}`).headers.get('Location')).toBe('/');
    },
  );
});
