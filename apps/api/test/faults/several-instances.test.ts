import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { productEnvelopeSchema, productPageEnvelopeSchema } from '@veggie/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageForm, pngImage } from '../fixtures';
import {
  createServerDatabase,
  deleteRedisKeys,
  REDIS_URL,
  requireNginx,
  requirePostgres,
  requireRedis,
  requireServerBundle,
  startNginx,
  startServer,
  stopAll,
  temporaryFolder,
  type NginxProxy,
  type ServerProcess,
} from './harness';
import {
  ADMIN,
  checkout,
  checkoutStorm,
  expectShopConsistent,
  prepareShop,
  tally,
  type Outcome,
  type Shop,
} from './shop';

const CUSTOMERS = 60;
const STOCKS = [20, 14, 9];
const FAILED_LOGIN_MAX = 4;

/**
 * Two API processes on one PostgreSQL database behind nginx, sharing Redis for rate limits and the
 * database for images, configured as the README's "Running several instances" says.
 */
describe('two instances behind nginx', () => {
  // Every request of this run claims one documentation address (198.18.0.0/15) as its client, through
  // X-Forwarded-For, which TRUST_PROXY=127.0.0.1 believes: its Redis counters are this run's alone.
  const clientIp = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
  const guessedEmail = `guessed-${clientIp.replaceAll('.', '-')}@example.com`;
  const asClient = { 'x-forwarded-for': clientIp };

  let url: string;
  let shop: Shop;
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: NginxProxy;
  let outcomes: Outcome[];
  /** Set once Redis is known to be there: a run that stopped before has nothing to clean. */
  let countersToDelete: string[] = [];

  beforeAll(async () => {
    requireServerBundle();
    requireNginx();
    await Promise.all([requirePostgres(), requireRedis()]);
    countersToDelete = [clientIp, `failed-login:${guessedEmail}`];
    url = await createServerDatabase();
    shop = await prepareShop({ url }, { customers: CUSTOMERS, stocks: STOCKS });
    outcomes = shop.customers.map(() => ({ kind: 'unknown', reason: 'not checked out yet' }));
    const env = async () => ({
      DATABASE_URL: url,
      REDIS_URL,
      IMAGE_STORE: 'database',
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_FAILED_LOGIN_MAX: String(FAILED_LOGIN_MAX),
      // Each instance its own folder: nothing on disk is shared.
      DATA_DIR: await temporaryFolder('veggie-faults-instance-'),
    });
    // One after the other, as the README says: the first start applies the migrations.
    a = await startServer('instance A', await env());
    b = await startServer('instance B', await env());
    proxy = await startNginx([a.url, b.url]);
  });
  afterAll(async () => {
    await stopAll();
    await deleteRedisKeys(countersToDelete);
  });

  async function call(
    base: string,
    method: string,
    path: string,
    init: { token?: string; json?: unknown; body?: FormData } = {},
  ) {
    const headers: Record<string, string> = { ...asClient };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }
  const json = (bytes: Buffer) => JSON.parse(bytes.toString()) as { token?: string; data?: { email?: string } };

  async function adminToken(base: string) {
    const res = await call(base, 'POST', '/api/auth/login', { json: ADMIN });
    expect(res.status).toBe(200);
    return json(res.bytes).token!;
  }

  it('accepts a session started on one instance on the other, and a logout on one ends it on both', async () => {
    const token = await adminToken(a.url);
    const onB = await call(b.url, 'GET', '/api/auth/profile', { token });
    expect(onB.status).toBe(200);
    expect(json(onB.bytes).data?.email).toBe(ADMIN.email);

    expect((await call(b.url, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await call(a.url, 'GET', '/api/auth/profile', { token })).status).toBe(401);
  });

  it('serves an image uploaded through one instance from the other', async () => {
    const token = await adminToken(a.url);
    const fields = {
      name: 'Bắp cải tím',
      description: 'Bắp cải Đà Lạt',
      price: '30000',
      stock: '5',
      category: await categoryOf(token),
    };
    const created = await call(a.url, 'POST', '/api/products/admin/products', {
      token,
      body: imageForm(fields, await pngImage(64)),
    });
    expect(created.status, created.bytes.toString()).toBe(201);
    const { imageUrl } = productEnvelopeSchema.parse(json(created.bytes)).data;

    const fromA = await call(a.url, 'GET', imageUrl);
    const fromB = await call(b.url, 'GET', imageUrl);
    const viaProxy = await call(proxy.url, 'GET', imageUrl);
    for (const res of [fromA, fromB, viaProxy]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.bytes.equals(fromA.bytes)).toBe(true);
    }
  });

  it('finds on one instance what was added and renamed through the other, within a few seconds', async () => {
    const token = await adminToken(a.url);
    const names = async (base: string, q: string) => {
      const res = await call(base, 'GET', `/api/products?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      return productPageEnvelopeSchema.parse(json(res.bytes)).data.products.map((product) => product.name);
    };
    const fields = { name: 'Măng cụt Lái Thiêu', description: 'Măng cụt chín cây', price: '90000', stock: '7' };
    const created = await call(a.url, 'POST', '/api/products/admin/products', {
      token,
      body: imageForm({ ...fields, category: await categoryOf(token) }, await pngImage(16)),
    });
    expect(created.status, created.bytes.toString()).toBe(201);
    const { _id: id } = productEnvelopeSchema.parse(json(created.bytes)).data;
    // B's index asks the database every second, B's catalog cache keeps an answer a second.
    const withinSeconds = { timeout: 5000, interval: 100 };
    await vi.waitFor(async () => expect(await names(b.url, 'mang cut')).toEqual(['Măng cụt Lái Thiêu']), withinSeconds);

    const renamed = await call(a.url, 'PUT', `/api/products/admin/products/${id}`, {
      token,
      json: { name: 'Vú sữa Lò Rèn', description: 'Vú sữa chín cây' },
    });
    expect(renamed.status, renamed.bytes.toString()).toBe(200);
    await vi.waitFor(async () => {
      expect(await names(b.url, 'vu sua')).toEqual(['Vú sữa Lò Rèn']);
      expect(await names(b.url, 'mang cut')).toEqual([]);
    }, withinSeconds);
  });

  async function categoryOf(token: string) {
    const res = await call(a.url, 'GET', `/api/products/admin/products/${shop.products[0]!.id}`, { token });
    expect(res.status).toBe(200);
    return productEnvelopeSchema.parse(json(res.bytes)).data.category._id;
  }

  it('counts failed logins for one email across both instances', async () => {
    const wrong = { email: guessedEmail, password: 'not-the-password' };
    for (let attempt = 0; attempt < FAILED_LOGIN_MAX; attempt++) {
      const res = await call(attempt % 2 === 0 ? a.url : b.url, 'POST', '/api/auth/login', { json: wrong });
      expect(res.status, `attempt ${attempt + 1}`).toBe(401);
    }
    // Each instance saw only half of the failures; together they reach the limit.
    for (const base of [a.url, b.url]) {
      const res = await call(base, 'POST', '/api/auth/login', { json: wrong });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('sells no more than the stock in a checkout storm spread over both instances', async () => {
    const storming = shop.customers.slice(0, CUSTOMERS / 2);
    const results = await checkoutStorm(proxy.url, storming, { headers: asClient });
    results.forEach((outcome, i) => (outcomes[i] = outcome));
    expect(tally(results)).toMatchObject({ unknown: 0 });
    expect(tally(results).created).toBeGreaterThan(0);
    expect(tally(results).refused).toBeGreaterThan(0);

    const served = (await readFile(proxy.accessLog, 'utf8')).split('\n').filter((line) => / 20[01]$/.test(line));
    expect(new Set(served.map((line) => line.split(' ')[0]))).toEqual(
      new Set([new URL(a.url).host, new URL(b.url).host]),
    );
    await expectShopConsistent({ url }, shop, outcomes);
  });

  it('loses no acknowledged order when one instance is SIGKILLed mid-load, and keeps serving through the other', async () => {
    const offset = CUSTOMERS / 2;
    const storming = shop.customers.slice(offset);
    const results = await checkoutStorm(proxy.url, storming, {
      headers: asClient,
      interrupt: { afterAnswers: 6, run: () => a.kill() },
    });
    results.forEach((outcome, i) => (outcomes[offset + i] = outcome));
    expect(tally(results).created).toBeGreaterThan(0);
    // nginx answers 502 for the requests the dead instance had taken: the client cannot know their fate.
    expect(tally(results).unknown, 'checkouts in flight on the killed instance').toBeGreaterThan(0);
    await expectShopConsistent({ url }, shop, outcomes);

    // nginx takes the dead instance out and every request goes to B.
    for (let i = 0; i < 10; i++) expect((await call(proxy.url, 'GET', '/api/products?limit=1')).status).toBe(200);
    await Promise.all(
      storming.map(async (customer, i) => {
        if (outcomes[offset + i]!.kind === 'unknown')
          outcomes[offset + i] = await checkout(proxy.url, customer, asClient);
      }),
    );
    expect(tally(outcomes)).toMatchObject({ unknown: 0 });
    await expectShopConsistent({ url }, shop, outcomes);
  });
});
