import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { MemoryStore } from './rate-limit';

const REDIS_URL = 'redis://127.0.0.1:6379';

function expectTooMany(res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ success: false, message: 'Too many requests, please try again later' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, {
      rateLimits: {
        registerPerIp: { max: 2, windowMs: 60_000 },
        passwordResetPerIp: { max: 2, windowMs: 60_000 },
        globalPerIp: { max: 5, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => t.close());

  const from = (remoteAddress: string) => ({
    register: (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        payload: { name: 'New Shopper', email: `new-${remoteAddress}-${i}@example.com`, password: 'secret123' },
      }),
    forgot: () => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress, payload: { email: 'a@example.com' } }),
    get: (url: string) => t.app.inject({ method: 'GET', url, remoteAddress }),
  });

  it('limits sign-ups from one address', async () => {
    const client = from('198.51.100.1');
    expect((await client.register(1)).statusCode).toBe(201);
    expect((await client.register(2)).statusCode).toBe(201);
    expectTooMany(await client.register(3));
    expect((await from('198.51.100.2').register(1)).statusCode).toBe(201);
  });

  it('limits forgot-password calls from one address', async () => {
    const client = from('198.51.100.3');
    expect((await client.forgot()).statusCode).toBe(200);
    expect((await client.forgot()).statusCode).toBe(200);
    expectTooMany(await client.forgot());
  });

  it('puts a ceiling on every other route, but never on the health check or files', async () => {
    const client = from('198.51.100.4');
    for (let i = 0; i < 5; i++) expect((await client.get(i % 2 ? '/api/products' : '/api/categories')).statusCode).toBe(200);
    expectTooMany(await client.get('/api/products'));
    for (let i = 0; i < 10; i++) expect((await client.get('/api/health')).statusCode).toBe(200);
    expect((await client.get('/uploads/missing.webp')).statusCode).toBe(404);
    expect((await client.get('/favicon.svg')).statusCode).toBe(404);
    expect((await from('198.51.100.5').get('/api/products')).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous requests take the last slot', async () => {
    const client = from('198.51.100.6');
    for (let i = 0; i < 4; i++) expect((await client.get('/api/categories')).statusCode).toBe(200);
    const both = await Promise.all([client.get('/api/categories'), client.get('/api/categories')]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 429]);
  });
});

describe('rate limits shared through Redis', () => {
  const keyPrefix = `veggie-test-${randomUUID()}`;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const options = {
      rateLimitKeyPrefix: keyPrefix,
      rateLimits: { globalPerIp: { max: 3, windowMs: 60_000 }, failedLoginsPerEmail: { max: 2, windowMs: 60_000 } },
    };
    [a, b] = await Promise.all([buildTestApp({ redisUrl: REDIS_URL }, options), buildTestApp({ redisUrl: REDIS_URL }, options)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts requests to either instance against one ceiling', async () => {
    const get = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/categories', remoteAddress: '192.0.2.10' });
    expect((await get(a)).statusCode).toBe(200);
    expect((await get(b)).statusCode).toBe(200);
    expect((await get(a)).statusCode).toBe(200);
    expectTooMany(await get(b));
    expectTooMany(await get(a));
  });

  it('counts failed logins for one email across instances', async () => {
    const login = (t: TestApp, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email: 'victim@example.com', password: 'guess-123' } });
    expect((await login(a, '192.0.2.20')).statusCode).toBe(401);
    expect((await login(b, '192.0.2.21')).statusCode).toBe(401);
    expectTooMany(await login(a, '192.0.2.22'));
  });

  it('keeps its counters in Redis under the configured prefix', async () => {
    const redis = new Redis(REDIS_URL);
    try {
      expect((await redis.keys(`${keyPrefix}:*`)).length).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });
});

describe('the in-memory store', () => {
  afterEach(() => vi.useRealTimers());

  const count = (method: 'incr' | 'read', store: MemoryStore, key: string, windowMs = 60_000) =>
    new Promise<{ current: number; ttl: number } | undefined>((resolve) => store[method](key, (_err, res) => resolve(res), windowMs));

  it('counts per key in fixed windows; reading does not count', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const store = new MemoryStore();
    expect(await count('read', store, 'a')).toEqual({ current: 0, ttl: 0 });
    expect(await count('incr', store, 'a')).toEqual({ current: 1, ttl: 60_000 });
    vi.advanceTimersByTime(10_000);
    expect(await count('incr', store, 'a')).toEqual({ current: 2, ttl: 50_000 });
    expect(await count('read', store, 'a')).toEqual({ current: 2, ttl: 50_000 });
    expect(await count('incr', store, 'b')).toEqual({ current: 1, ttl: 60_000 });
    vi.advanceTimersByTime(50_000);
    expect(await count('read', store, 'a')).toEqual({ current: 0, ttl: 0 });
    expect(await count('incr', store, 'a')).toEqual({ current: 1, ttl: 60_000 });
  });

  it('keeps at most 5 000 windows, forgetting the oldest first', async () => {
    const store = new MemoryStore();
    for (let i = 0; i <= 5_000; i++) await count('incr', store, `ip-${i}`);
    expect((await count('read', store, 'ip-0'))?.current).toBe(0);
    expect((await count('read', store, 'ip-1'))?.current).toBe(1);
    expect((await count('read', store, 'ip-5000'))?.current).toBe(1);
  });
});
