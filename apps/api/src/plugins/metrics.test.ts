import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, onPostgresServer, type TestApp } from '../../test/build-test-app';
import { createProduct, createUser, placeOrder } from '../../test/fixtures';
import { paymentConfig, placeTransferOrder, sepayNotification, WEBHOOK_KEY } from '../../test/payment-fixtures';

const TOKEN = 'metrics-token-0123456789';

/** The value of one sample of a Prometheus text answer; labels must match exactly, in the order written. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const prefix = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(prefix.length));
}

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('does not exist: 404, as any unknown route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer x' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'route_not_found' });
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ metricsToken: TOKEN, ...paymentConfig() });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('refuses a missing, wrong or differently sent token with 401 and shows nothing', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer metrics', `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'unauthorized' });
      expect(res.body).not.toContain('http_request');
    }
  });

  it('answers Prometheus text with the token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('times requests by route pattern and status, never by the raw URL', async () => {
    const id = randomUUID();
    const unknown = `nothing-here-${randomUUID()}`;
    const before = await scrape();
    const labels = 'le="+Inf",method="GET",route="/api/products/:id",status_code="404"';
    const count = (text: string) => sample(text, 'http_request_duration_seconds_bucket', labels) ?? 0;
    await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    await t.app.inject({ method: 'GET', url: `/api/${unknown}` });
    const after = await scrape();
    expect(count(after)).toBe(count(before) + 1);
    expect(after).toContain('route="unmatched"');
    expect(after).not.toContain(id);
    expect(after).not.toContain(unknown);
  });

  it('counts orders placed', async () => {
    const before = sample(await scrape(), 'veggie_orders_placed_total')!;
    const { token } = await createUser(t.app.db);
    await placeOrder(t.app, token, [[await createProduct(t.app.db, { stock: 10 }), 1]]);
    expect(sample(await scrape(), 'veggie_orders_placed_total')).toBe(before + 1);
  });

  it('counts bank transfers matched to an order, by outcome', async () => {
    const { token } = await createUser(t.app.db);
    const order = await placeTransferOrder(t.app, token, [[await createProduct(t.app.db, { stock: 10 }), 1]]);
    expect(sample(await scrape(), 'veggie_payments_matched_total', 'outcome="paid"')).toBeUndefined();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sepay',
      headers: { authorization: `Apikey ${WEBHOOK_KEY}` },
      payload: sepayNotification(1, `CK ${order.payment.reference}`, order.totalAmount),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(sample(await scrape(), 'veggie_payments_matched_total', 'outcome="paid"')).toBe(1);
  });

  it('counts mails queued, sent and given up', async () => {
    await t.app.mailOutbox.idle();
    const before = await scrape();
    const counts = (text: string) =>
      ['queued', 'sent', 'failed'].map((what) => sample(text, `veggie_mails_${what}_total`) ?? 0);
    const [queued, sent, failed] = counts(before);
    await t.app.mailOutbox.send({ to: 'ok@example.com', subject: 'Hi', text: 'Taken.' });
    vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(
      Object.assign(new Error('550 no such mailbox'), { responseCode: 550 }),
    );
    await t.app.mailOutbox.send({ to: 'gone@example.com', subject: 'Hi', text: 'Refused.' });
    await t.app.mailOutbox.idle();
    expect(counts(await scrape())).toEqual([queued! + 2, sent! + 1, failed! + 1]);
  });

  it("reports the search index's products once a search has read them", async () => {
    await createProduct(t.app.db, { name: 'Rau muống' });
    await t.app.inject({ method: 'GET', url: '/api/products?q=rau' });
    const indexed = (await t.app.searchIndex.get()).size;
    expect(indexed).toBeGreaterThan(0);
    expect(sample(await scrape(), 'veggie_search_index_products')).toBe(indexed);
  });

  it('reports the event-loop delay a blocked loop caused', async () => {
    const slowerThan = async (seconds: string) => {
      const text = await scrape();
      const count = sample(text, 'nodejs_eventloop_delay_seconds_count')!;
      return count - sample(text, 'nodejs_eventloop_delay_seconds_bucket', `le="${seconds}"`)!;
    };
    const before = await slowerThan('0.1');
    // The sampler is due at some point in the next 100 ms: blocking 250 ms makes its next run at least
    // 150 ms late wherever that point falls (a 150 ms block could leave it only 50 ms late).
    const until = performance.now() + 250;
    while (performance.now() < until);
    await expect.poll(() => slowerThan('0.1')).toBeGreaterThan(before);
  });

  it.runIf(onPostgresServer)("reports the PostgreSQL pool's connections in use", async () => {
    const inUse = (text: string) =>
      sample(text, 'veggie_db_pool_connections', 'state="total"')! -
      sample(text, 'veggie_db_pool_connections', 'state="idle"')!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let opened = () => {};
    const open = new Promise<void>((resolve) => (opened = resolve));
    const transaction = t.database.db.transaction(async (tx) => {
      await tx.execute('select 1');
      opened();
      await held;
    });
    await open;
    expect(inUse(await scrape())).toBeGreaterThanOrEqual(1);
    release();
    await transaction;
    expect(inUse(await scrape())).toBe(0);
  });

  it.runIf(!onPostgresServer)('has no pool metric on the embedded database, which has no pool', async () => {
    expect(await scrape()).not.toContain('veggie_db_pool_connections');
  });
});
