import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, createCategory, createProduct, createUser, imageForm, pngImage } from '../../test/fixtures';
import { loadConfig } from '../config';
import { FAILURES_PER_ADDRESS_UNDER_ATTACK, MEMORY_STORE_KEYS, MemoryStore, rateLimitPlugin } from './rate-limit';

const REDIS_URL = 'redis://127.0.0.1:6379';

function expectTooMany(res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ success: false, message: 'Too many requests, please try again later' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        rateLimits: {
          registerPerIp: { max: 2, windowMs: 60_000 },
          passwordResetPerIp: { max: 2, windowMs: 60_000 },
          globalPerIp: { max: 5, windowMs: 60_000 },
        },
      },
    );
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
    forgot: () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress,
        payload: { email: 'a@example.com' },
      }),
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
    for (let i = 0; i < 5; i++)
      expect((await client.get(i % 2 ? '/api/products' : '/api/categories')).statusCode).toBe(200);
    expectTooMany(await client.get('/api/products'));
    for (let i = 0; i < 10; i++) expect((await client.get('/api/health')).statusCode).toBe(200);
    expect((await client.get('/uploads/missing.webp')).statusCode).toBe(404);
    expect((await client.get('/favicon.svg')).statusCode).toBe(404);
    expect((await from('198.51.100.5').get('/api/products')).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 address', async () => {
    for (let i = 1; i <= 5; i++) expect((await from(`2001:db8:7:1::${i}`).get('/api/categories')).statusCode).toBe(200);
    expectTooMany(await from('2001:db8:7:1:ffff:ffff:ffff:ffff').get('/api/categories'));
    expect((await from('2001:db8:7:2::1').get('/api/categories')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await from(i % 2 ? '198.51.100.9' : '::ffff:198.51.100.9').get('/api/categories')).statusCode).toBe(200);
    expectTooMany(await from('::ffff:198.51.100.9').get('/api/categories'));
  });

  it('lets exactly one of two simultaneous requests take the last slot', async () => {
    const client = from('198.51.100.6');
    for (let i = 0; i < 4; i++) expect((await client.get('/api/categories')).statusCode).toBe(200);
    const both = await Promise.all([client.get('/api/categories'), client.get('/api/categories')]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 429]);
  });
});

interface RawAnswer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  json(): unknown;
}

/** One request over a real socket with the target exactly as given: app.inject would normalise it. */
function sendRaw(
  port: number,
  method: string,
  target: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        headers: { ...headers, ...(payload && { 'content-type': 'application/json' }) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, json: () => JSON.parse(text) }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Spellings of a route's path that the router takes to that same route. */
function spellingsOf(path: string): string[] {
  const last = path.at(-1)!;
  return [
    path,
    path.replace(/^\/api\//, '/%61pi/'),
    `${path.slice(0, -1)}%${last.charCodeAt(0).toString(16).toUpperCase()}`,
    `${path}/`,
    `${path}?x.js`,
    `http://shop.example${path}`,
    `${path.replace(/^\/api\//, '/%61pi/')}/?.webp`,
  ];
}
const SPELLINGS = spellingsOf('/api/auth/login').length;

describe('rate limits decided on the matched route, however the URL is spelled', () => {
  let t: TestApp;
  let port: number;
  const rule = { max: SPELLINGS, windowMs: 60_000 };
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        rateLimits: {
          loginPerIp: rule,
          registerPerIp: rule,
          passwordResetPerIp: rule,
          globalPerIp: rule,
          failedLoginsPerAddress: { max: 1000, windowMs: 60_000 },
        },
      },
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const send = (method: string, target: string, body?: unknown, headers?: Record<string, string>) =>
    sendRaw(port, method, target, body, headers);

  it('refuses a raw "#" in the request target with 400, in the caller\'s language', async () => {
    for (const target of [
      '/%61pi/auth/login#x.js',
      '/api/auth/login#x.js',
      '/api/auth/login?#.js',
      '/api/auth/register#',
      '/api/health#x',
    ]) {
      const res = await send('POST', target, { email: 'someone@example.com', password: 'guess-123' });
      expect(res.statusCode, target).toBe(400);
      expect(res.json(), target).toMatchObject({ success: false, message: 'The request address must not contain "#"' });
    }
    const vi = await send(
      'POST',
      '/api/auth/login#x.js',
      { email: 'someone@example.com', password: 'guess-123' },
      { 'accept-language': 'vi' },
    );
    expect(vi.json()).toMatchObject({ success: false, message: 'Địa chỉ yêu cầu không được chứa ký tự "#"' });
  });

  it('answers 404 to the spellings the router does not take to a route', async () => {
    for (const target of [
      '/API/auth/login',
      '/api/auth/LOGIN',
      '/api//auth/login',
      '//api/auth/login',
      '/api/auth/login;x.js',
      '/api/x/../auth/login',
      '/api/./auth/login',
      '/api%2Fauth/login',
      '/api/auth/login%2F',
      '/api/auth/login%23x.js',
      '/%2561pi/auth/login',
    ]) {
      expect(
        (await send('POST', target, { email: 'someone@example.com', password: 'guess-123' })).statusCode,
        target,
      ).toBe(404);
    }
  });

  it.each([
    ['login', '/api/auth/login', () => ({ email: 'someone@example.com', password: 'guess-123' })],
    [
      'sign-up',
      '/api/auth/register',
      () => ({ name: 'New Shopper', email: `new-${randomUUID()}@example.com`, password: 'secret123' }),
    ],
    ['forgot-password', '/api/auth/forgot-password', () => ({ email: 'someone@example.com' })],
    ['reset-password', '/api/auth/reset-password', () => ({ token: 'not-a-token', newPassword: 'secret123' })],
  ])('counts every spelling of the %s route against its limit', async (_name, path, body) => {
    for (const target of spellingsOf(path)) {
      const res = await send('POST', target, body());
      expect(res.statusCode, target).not.toBe(429);
      expect(res.headers['cache-control'], target).toBe('no-store');
    }
    for (const target of spellingsOf(path)) {
      const res = await send('POST', target, body());
      expectTooMany(res);
      expect(res.headers['cache-control'], target).toBe('no-store');
    }
  });

  it('counts every spelling of any other route against the ceiling, and none of the health check', async () => {
    for (const target of spellingsOf('/api/categories'))
      expect((await send('GET', target)).statusCode, target).toBe(200);
    for (const target of spellingsOf('/api/products')) expectTooMany(await send('GET', target));
    for (const target of spellingsOf('/api/health')) expect((await send('GET', target)).statusCode, target).toBe(200);
  });
});

describe('rate limits with Redis unreachable', () => {
  const DEAD_REDIS = 'redis://127.0.0.1:1';

  it('let the app start as soon as the connection fails, not when the connection timer runs out', async () => {
    // Timers stand still: the app can only be ready because the refused connection was taken as the answer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = Fastify();
    try {
      app.decorate('config', loadConfig({ REDIS_URL: DEAD_REDIS }));
      await app.register(rateLimitPlugin);
      await app.ready();
    } finally {
      vi.useRealTimers();
      await app.close();
    }
  });

  it('count in memory: login, failed-login, sign-up and reset limits still hold', async () => {
    const t = await buildTestApp(
      { redisUrl: DEAD_REDIS },
      {
        rateLimits: {
          loginPerIp: { max: 3, windowMs: 60_000 },
          failedLoginsPerAddress: { max: 2, windowMs: 60_000 },
          registerPerIp: { max: 1, windowMs: 60_000 },
          passwordResetPerIp: { max: 1, windowMs: 60_000 },
        },
      },
    );
    try {
      const login = (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress,
          payload: { email: 'victim@example.com', password: 'guess-123' },
        });
      expect((await login('192.0.2.30')).statusCode).toBe(401);
      expect((await login('192.0.2.30')).statusCode).toBe(401);
      expectTooMany(await login('192.0.2.30'));
      expectTooMany(await login('192.0.2.30'));
      const register = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '192.0.2.31',
          payload: { name: 'New Shopper', email: `dead-redis-${i}@example.com`, password: 'secret123' },
        });
      expect((await register(1)).statusCode).toBe(201);
      expectTooMany(await register(2));
      const forgot = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          remoteAddress: '192.0.2.32',
          payload: { email: 'a@example.com' },
        });
      expect((await forgot()).statusCode).toBe(200);
      expectTooMany(await forgot());
    } finally {
      await t.close();
    }
  });
});

describe('image uploads per user', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({}, { rateLimits: { uploadsPerUser: { max: 2, windowMs: 60_000 } } });
    png = await pngImage(32);
  });
  afterAll(() => t.close());

  it('limits avatar uploads per signed-in user, not per address', async () => {
    const [alice, bob] = [await createUser(t.database.db), await createUser(t.database.db)];
    const upload = (token: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/avatar',
        remoteAddress: '192.0.2.40',
        headers: bearer(token),
        payload: imageForm({}, png, { field: 'avatar' }),
      });
    expect((await upload(alice.token)).statusCode).toBe(200);
    expect((await upload(alice.token)).statusCode).toBe(200);
    expectTooMany(await upload(alice.token));
    expect((await upload(bob.token)).statusCode).toBe(200);
  });

  it("counts an admin's category and product forms together, and leaves JSON edits alone", async () => {
    const { token } = await createUser(t.database.db, { role: 'admin' });
    const product = await createProduct(t.database.db);
    const category = await createCategory(t.database.db);
    const categoryForm = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/categories/admin/categories',
        headers: bearer(token),
        payload: imageForm({ name }, png),
      });
    expect((await categoryForm('Nấm')).statusCode).toBe(201);
    const productForm = await t.app.inject({
      method: 'PUT',
      url: `/api/products/admin/products/${product.id}`,
      headers: bearer(token),
      payload: imageForm({ name: 'Cà chua bi' }, png),
    });
    expect(productForm.statusCode).toBe(200);
    expectTooMany(await categoryForm('Hoa quả'));
    expectTooMany(
      await t.app.inject({
        method: 'PUT',
        url: `/api/categories/admin/categories/${category.id}`,
        headers: bearer(token),
        payload: imageForm({ name: 'Rau' }, png),
      }),
    );
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/products/admin/products/${product.id}`,
      headers: bearer(token),
      payload: { name: 'Cà chua bi Đà Lạt' },
    });
    expect(json.statusCode).not.toBe(429);
  });

  it('counts only forms that carry an image: the product form is always multipart', async () => {
    const { token } = await createUser(t.database.db, { role: 'admin' });
    const product = await createProduct(t.database.db);
    const save = (file?: Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/products/admin/products/${product.id}`,
        headers: bearer(token),
        payload: imageForm({ name: 'Cà chua bi' }, file),
      });
    for (let i = 0; i < 40; i++) expect((await save()).statusCode, `save ${i + 1}`).toBe(200);
    expect((await save(png)).statusCode).toBe(200);
    expect((await save(png)).statusCode).toBe(200);
    expectTooMany(await save(png));
    expect((await save()).statusCode).toBe(200);
  });
});

describe.each(['disk', 'database'] as const)('/uploads misses per address (%s store)', (imageStore) => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ imageStore }, { rateLimits: { uploadMissesPerIp: { max: 3, windowMs: 60_000 } } });
    png = await pngImage(32);
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });

  it('never counts images found, and refuses an address past its misses', async () => {
    const { token } = await createUser(t.database.db);
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/avatar',
      headers: bearer(token),
      payload: imageForm({}, png, { field: 'avatar' }),
    });
    const avatarUrl = (upload.json() as { data: { avatar: { url: string } } }).data.avatar.url;
    for (let i = 0; i < 10; i++) expect((await get(avatarUrl, '192.0.2.60')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await get(`/uploads/${randomUUID()}.webp`, '192.0.2.60')).statusCode).toBe(404);
    expectTooMany(await get(`/uploads/${randomUUID()}.webp`, '192.0.2.60'));
    expectTooMany(await get(avatarUrl, '192.0.2.60'));
    expect((await get(`/uploads/${randomUUID()}.webp`, '192.0.2.61')).statusCode).toBe(404);
    expect((await get(avatarUrl, '192.0.2.61')).statusCode).toBe(200);
  });

  it('counts misses on /uploads only: a 404 elsewhere costs nothing', async () => {
    for (let i = 0; i < 5; i++) expect((await get(`/api/products/${randomUUID()}`, '192.0.2.62')).statusCode).toBe(404);
    for (let i = 0; i < 3; i++) expect((await get(`/uploads/${randomUUID()}.webp`, '192.0.2.62')).statusCode).toBe(404);
    expectTooMany(await get(`/uploads/${randomUUID()}.webp`, '192.0.2.62'));
  });

  it('runs its hooks on the /uploads routes and on no other route', () => {
    // printRoutes lists each route ("/api/health (GET)") with the hooks it runs below it.
    const hookedRoutes = new Set<string>();
    let route = '';
    for (const line of t.app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n')) {
      const path = /(\/\S*) \([A-Z, ]+\)$/.exec(line)?.[1];
      if (path) route = path;
      else if (/refuseUploadProbers|countUploadMisses/.test(line)) hookedRoutes.add(route);
    }
    expect(hookedRoutes.size).toBeGreaterThan(0);
    expect([...hookedRoutes].filter((path) => !path.startsWith('/uploads/'))).toEqual([]);
  });
});

describe('rate limits shared through Redis', () => {
  const keyPrefix = `veggie-test-${randomUUID()}`;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const options = {
      rateLimitKeyPrefix: keyPrefix,
      rateLimits: {
        globalPerIp: { max: 3, windowMs: 60_000 },
        failedLoginsPerAddress: { max: 4, windowMs: 60_000 },
        failedLoginsPerEmail: { max: 4, windowMs: 60_000 },
      },
    };
    [a, b] = await Promise.all([
      buildTestApp({ redisUrl: REDIS_URL }, options),
      buildTestApp({ redisUrl: REDIS_URL }, options),
    ]);
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

  it('keeps guesses sent in parallel to both instances within the bound', async () => {
    const guesses = Array.from({ length: 12 }, (_, i) =>
      (i % 2 ? b : a).app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.22',
        payload: { email: 'parallel@example.com', password: 'guess-123' },
      }),
    );
    const statuses = (await Promise.all(guesses)).map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
  });

  it('counts failed logins for one email, per address and in all, across instances', async () => {
    const login = (t: TestApp, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: 'victim@example.com', password: 'guess-123' },
      });
    for (let i = 0; i < 4; i++) expect((await login(i % 2 ? b : a, '192.0.2.20')).statusCode).toBe(401);
    expectTooMany(await login(a, '192.0.2.20'));
    expectTooMany(await login(b, '192.0.2.20'));
    // Four failures for the email in all: every address is down to FAILURES_PER_ADDRESS_UNDER_ATTACK.
    for (let i = 0; i < FAILURES_PER_ADDRESS_UNDER_ATTACK; i++)
      expect((await login(i % 2 ? a : b, '192.0.2.21')).statusCode).toBe(401);
    expectTooMany(await login(a, '192.0.2.21'));
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
    new Promise<{ current: number; ttl: number } | undefined>((resolve) =>
      store[method](key, (_err, res) => resolve(res), windowMs),
    );

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

  it("keeps a live window while expired ones make room: throwaway keys do not clear a victim's count", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const store = new MemoryStore();
    for (let i = 0; i < MEMORY_STORE_KEYS; i++) await count('incr', store, `expired-${i}`);
    vi.advanceTimersByTime(60_000);
    await count('incr', store, 'victim');
    await count('incr', store, 'victim');
    for (let i = 0; i < MEMORY_STORE_KEYS - 1; i++) await count('incr', store, `throwaway-${i}`);
    expect((await count('read', store, 'victim'))?.current).toBe(2);
    expect((await count('read', store, 'throwaway-0'))?.current).toBe(1);
  });

  it('drops the oldest live window only when every window is live and the store is full', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const store = new MemoryStore();
    for (let i = 0; i < MEMORY_STORE_KEYS; i++) {
      await count('incr', store, `ip-${i}`);
      if (i === 0) vi.advanceTimersByTime(1_000);
    }
    expect((await count('read', store, 'ip-0'))?.current).toBe(1);
    await count('incr', store, 'one-more');
    expect((await count('read', store, 'ip-0'))?.current).toBe(0);
    expect((await count('read', store, 'ip-1'))?.current).toBe(1);
    expect((await count('read', store, 'one-more'))?.current).toBe(1);
  });
});
