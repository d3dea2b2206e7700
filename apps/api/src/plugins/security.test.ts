import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, createUser } from '../../test/fixtures';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends a strict CSP and the usual hardening headers on API answers', async () => {
    for (const url of ['/api/health', '/api/products', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]) {
        expect(csp, url).toContain(directive);
      }
      expect(csp).toMatch(/script-src 'self' 'nonce-[\w+/=]{20,}'/);
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers).not.toHaveProperty('x-powered-by');
      // Plain http: HSTS would lock browsers out of the shop.
      expect(res.headers).not.toHaveProperty('strict-transport-security');
    }
  });

  it('gives every response its own nonce', async () => {
    const nonceOf = async () =>
      String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']).match(
        /'nonce-([^']+)'/,
      )?.[1];
    const [a, b] = [await nonceOf(), await nonceOf()];
    expect(a).toBeDefined();
    expect(a).not.toBe(b);
  });

  it('keeps the interactive API docs under the same policy, loading only their own files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // Swagger UI's page has no inline script, so the nonce-only script-src suits it.
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });

  it('marks answers to authenticated requests and every /api/auth answer as not storable', async () => {
    const { token } = await createUser(t.database.db);
    const withToken = await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['cache-control']).toBe('no-store');
    const badToken = await t.app.inject({ method: 'GET', url: '/api/products', headers: bearer('nope') });
    expect(badToken.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x@example.com', password: 'wrong-one' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    // Anonymous catalog reads are public and briefly cacheable (plugins/catalog-cache).
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(anonymous.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=30');
  });

  it('marks /api/auth answers as not storable however their URL is spelled', async () => {
    for (const url of ['/%61pi/auth/profile', '/api/%61uth/profile/', '/api/auth/profil%65?x.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends no CORS headers when CORS_ORIGINS is not set', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers).not.toHaveProperty('access-control-allow-origin');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/products',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers).not.toHaveProperty('access-control-allow-origin');
  });
});

describe('security headers behind https, with CORS origins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'https://shop.example.com', corsOrigins: ['https://admin.example.com'] });
  });
  afterAll(() => t.close());

  it('adds HSTS and allows images from the public origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://shop.example.com");
  });

  it('answers the configured origin and only that one', async () => {
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { origin: 'https://admin.example.com' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example.com');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/cart',
      headers: {
        origin: 'https://admin.example.com',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers).not.toHaveProperty('access-control-allow-origin');
  });
});

describe('client address behind proxies', () => {
  /** Two failed logins from one proxy address, each claiming another client address; their statuses. */
  async function attempts(t: TestApp): Promise<number[]> {
    const statuses: number[] = [];
    for (const [i, forwardedFor] of ['203.0.113.1', '203.0.113.2'].entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: `nobody-${i}@example.com`, password: 'wrong-password' },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it('ignores X-Forwarded-For without TRUST_PROXY: a spoofed header does not reset the per-address limit', async () => {
    const t = await buildTestApp({}, { rateLimits: { loginPerIp: { max: 1, windowMs: 60_000 } } });
    try {
      expect(await attempts(t)).toEqual([401, 429]);
    } finally {
      await t.close();
    }
  });

  it('counts per forwarded address behind a trusted proxy', async () => {
    const t = await buildTestApp(
      { trustProxy: ['10.0.0.0/8'] },
      { rateLimits: { loginPerIp: { max: 1, windowMs: 60_000 } } },
    );
    try {
      expect(await attempts(t)).toEqual([401, 401]);
    } finally {
      await t.close();
    }
  });
});
