import { errorEnvelopeSchema, productPageEnvelopeSchema } from '@veggie/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createCategory } from '../../../test/fixtures';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import { manualClock } from '../../../test/manual-clock';
import { INDEX_CHECK_MS } from '../search/search-index-cache';
import { SEARCH_CANDIDATE_CAP } from '../search/search.service';
import * as repo from './products.repository';

/** Every one of them contains "khoai lang": the broadest search there is. */
const PRODUCTS = onPostgresServer ? 50_000 : SEARCH_CANDIDATE_CAP + 5;

describe('search limits', () => {
  let t: TestApp;
  const apps: App[] = [];

  const clock = manualClock(Date.UTC(2026, 10, 26, 3));

  /** Another app on the same database, with the catalog cache off so that every search reaches it. */
  async function anotherApp(): Promise<App> {
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', CATALOG_CACHE_MS: '0' }),
      database: t.database,
      ownsDatabase: false,
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    t = await buildTestApp({ catalogCacheMs: 0 }, { clock });
    const category = await createCategory(t.database.db, { name: 'Củ' });
    await t.database.db.execute(sql`
      insert into products (name, description, price, category_id, image_url, created_at)
      select 'Khoai lang tím ' || i, 'Khoai lang Đà Lạt, lô ' || i, 30000, ${category.id}, '/uploads/p.webp',
             timestamptz '2026-01-01' + i * interval '1 minute'
      from generate_series(1, ${PRODUCTS}) as i`);
    await t.database.db.execute(sql`analyze products`);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t?.close();
  });

  const search = (app: App, q: string, more = '') =>
    app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}${more}` });

  it('ranks and counts a query matching every product among a bounded set of candidates, each offered page full', async () => {
    const first = productPageEnvelopeSchema.parse((await search(t.app, 'khoai lang', '&limit=100')).json()).data;
    expect(first.pagination.totalItems).toBe(SEARCH_CANDIDATE_CAP);
    expect(first.products).toHaveLength(100);
    const last = await search(t.app, 'khoai lang', `&limit=100&page=${first.pagination.totalPages}`);
    expect(productPageEnvelopeSchema.parse(last.json()).data.products).toHaveLength(100);
    const beyond = productPageEnvelopeSchema.parse(
      (await search(t.app, 'khoai lang', '&limit=100&page=999')).json(),
    ).data;
    expect(beyond.products).toEqual([]);
    expect(beyond.pagination.totalItems).toBe(SEARCH_CANDIDATE_CAP);
  });

  it("sorts by name the cap's most relevant matches, sending the database no more ids than the cap", async () => {
    const db = t.database.db;
    // First by name, last by relevance (only its description holds the words): outside the cap's matches.
    await db.execute(sql`
      insert into products (name, description, price, category_id, image_url)
      select 'Ăn vặt sấy giòn', 'Làm từ khoai lang', 30000, category_id, image_url from products limit 1`);
    clock.advance(INDEX_CHECK_MS);
    const byName = vi.spyOn(repo, 'productsByName');
    try {
      const first = productPageEnvelopeSchema.parse((await search(t.app, 'khoai lang', '&sort=name&limit=100')).json());
      expect(first.data.pagination.totalItems).toBe(SEARCH_CANDIDATE_CAP);
      const names = first.data.products.map((product) => product.name);
      expect(names).toHaveLength(100);
      expect(names).not.toContain('Ăn vặt sấy giòn');
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'vi')));
      const sent = byName.mock.calls.map(([, ids]) => ids.length);
      expect(sent).toEqual([SEARCH_CANDIDATE_CAP]);
      const last = await search(t.app, 'khoai lang', `&sort=name&limit=100&page=${first.data.pagination.totalPages}`);
      expect(productPageEnvelopeSchema.parse(last.json()).data.products).toHaveLength(100);
    } finally {
      byName.mockRestore();
      await db.execute(sql`delete from products where name = 'Ăn vặt sấy giòn'`);
      clock.advance(INDEX_CHECK_MS);
    }
  });

  it('ranks a name that holds the query first, though more than the cap of other matches come before it', async () => {
    const db = t.database.db;
    // Newer than every "Khoai lang tím …", whose descriptions also hold "Đà Lạt" and which outnumber the cap.
    await db.execute(sql`
      insert into products (name, description, price, category_id, image_url, created_at)
      select 'Khoai lang Đà Lạt mật', 'Củ ngọt', 45000, category_id, image_url, timestamptz '2027-01-01'
      from products limit 1`);
    try {
      // Written past the app, as another instance would: the index reads it at its next check.
      clock.advance(INDEX_CHECK_MS);
      const found = productPageEnvelopeSchema.parse((await search(t.app, 'khoai lang da lat')).json()).data;
      expect(found.products[0]?.name).toBe('Khoai lang Đà Lạt mật');
    } finally {
      await db.execute(sql`delete from products where name = 'Khoai lang Đà Lạt mật'`);
      clock.advance(INDEX_CHECK_MS);
    }
  });

  it('answers the health check before a crowd of broad searches has been served', async () => {
    const app = await anotherApp();
    const settled: string[] = [];
    const searches = Array.from({ length: 20 }, (_, i) =>
      search(app, `khoai lang ${i % 2 ? 'tím' : 'da lat'}`, `&page=${i + 1}`).then((res) => {
        settled.push('search');
        return res;
      }),
    );
    const health = app.inject({ method: 'GET', url: '/api/health' }).then((res) => {
      settled.push('health');
      return res;
    });
    const [healthAnswer, searchAnswers] = await Promise.all([health, Promise.all(searches)]);
    expect(healthAnswer.statusCode).toBe(200);
    expect(searchAnswers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    // The searches wait for this new app's index to be read from the database; the health check does not.
    expect(settled.indexOf('health')).toBeLessThan(10);
  });

  describe.skipIf(!onPostgresServer)('on PostgreSQL', () => {
    it('stops any read past the database statement timeout with 503, not a request held for ever', async () => {
      const database = await openDatabase({ url: t.databaseUrl, poolSize: 2, statementTimeoutMs: 200 });
      const app = await buildApp({
        config: loadConfig({ LOG_LEVEL: 'silent', CATALOG_CACHE_MS: '0' }),
        database,
      });
      apps.push(app);
      const [product] = productPageEnvelopeSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/products?limit=1' })).json(),
      ).data.products;
      // A stand-in for a read that takes too long: the catalogue's tables locked by someone else (the
      // categories list reads product_counts, not products).
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      const lock = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table products, categories, product_counts in access exclusive mode`);
        locked();
        await released;
      });
      await holding;
      try {
        for (const path of [`/api/products/${product!._id}`, '/api/products?limit=5', '/api/categories']) {
          const res = await app.inject({ method: 'GET', url: path });
          expect(res.statusCode, path).toBe(503);
          expect(errorEnvelopeSchema.parse(res.json()).code, path).toBe('service_unavailable');
        }
      } finally {
        release();
        await lock;
      }
      expect((await app.inject({ method: 'GET', url: `/api/products/${product!._id}` })).statusCode).toBe(200);
    });
  });
});
