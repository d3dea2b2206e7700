import { errorEnvelopeSchema, productPageEnvelopeSchema } from '@veggie/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig, type Config } from '../../config';
import { openDatabase, type Tx } from '../../db/client';
import { createCategory } from '../../../test/fixtures';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import { SEARCH_CANDIDATE_CAP } from './products.repository';

/** Every one of them contains "khoai lang": the broadest search there is. */
const PRODUCTS = onPostgresServer ? 50_000 : SEARCH_CANDIDATE_CAP + 5;

describe('search limits', () => {
  let t: TestApp;
  const apps: App[] = [];

  /** Another app on the same database, with the catalog cache off so that every search reaches it. */
  async function appWith(search: Partial<Config['search']>): Promise<App> {
    const config = loadConfig({ LOG_LEVEL: 'silent', CATALOG_CACHE_MS: '0' });
    const app = await buildApp({
      config: { ...config, search: { ...config.search, ...search } },
      database: t.database,
      ownsDatabase: false,
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    t = await buildTestApp({ catalogCacheMs: 0 });
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

  it('ranks a name that holds the query first, though more than the cap of other matches come before it', async () => {
    const db = t.database.db;
    // Stored after every "Khoai lang tím …", whose descriptions also hold "Đà Lạt": the index brings those first.
    await db.execute(sql`
      insert into products (name, description, price, category_id, image_url, created_at)
      select 'Khoai lang Đà Lạt mật', 'Củ ngọt', 45000, category_id, image_url, timestamptz '2027-01-01'
      from products limit 1`);
    try {
      const found = productPageEnvelopeSchema.parse((await search(t.app, 'khoai lang da lat')).json()).data;
      expect(found.products[0]?.name).toBe('Khoai lang Đà Lạt mật');
    } finally {
      await db.execute(sql`delete from products where name = 'Khoai lang Đà Lạt mật'`);
    }
  });

  it('answers the health check before a crowd of broad searches has been served', async () => {
    const app = await appWith({ concurrency: 2 });
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
    // Behind at most the two searches let through (and whoever they handed their places to), never all twenty.
    expect(settled.indexOf('health')).toBeLessThan(10);
  });

  describe.skipIf(!onPostgresServer)('on PostgreSQL', () => {
    const LOCK = 4242;

    beforeAll(async () => {
      // A search sorted by name that finds "Khoai lang zzwait" waits for the advisory lock LOCK: the name
      // order folds each candidate's name with immutable_unaccent, which then stops at that name. A
      // stand-in for a search as slow as the test wants, over when the test releases the lock. The
      // product goes in first, while its words are still folded as before.
      await t.database.db.execute(sql`
        insert into products (name, description, price, category_id, image_url)
        select 'Khoai lang zzwait', 'Chờ khóa', 30000, id, '/uploads/p.webp' from categories limit 1`);
      await t.database.db.execute(
        sql.raw(`create or replace function immutable_unaccent(text) returns text
          language plpgsql immutable parallel safe strict as $$
          begin
            if position('zzwait' in $1) > 0 then perform pg_advisory_xact_lock_shared(${LOCK}); end if;
            return public.unaccent('public.unaccent'::regdictionary, $1);
          end $$`),
      );
    });

    /** Holds LOCK in a transaction on one pooled connection (the test pool has 5) until release(). */
    async function holdLock() {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: (tx: Tx) => void;
      const holding = new Promise<Tx>((resolve) => (locked = resolve));
      const done = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
        locked(tx);
        await released;
      });
      const tx = await holding;
      return {
        /** How many statements wait for the lock, asked on the holder's own connection (the pool may be full). */
        async waiting() {
          const result = (await tx.execute(
            sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${LOCK} and not granted`,
          )) as unknown as { rows: Array<{ n: number }> };
          return result.rows[0]?.n;
        },
        async release() {
          release();
          await done;
        },
      };
    }

    const statuses = async (answers: Promise<{ statusCode: number }>[]) =>
      (await Promise.all(answers)).map((res) => res.statusCode);

    it('answers the health check while searches hold every pooled connection', async () => {
      // Four searches and the lock's holder take all five connections of the test pool.
      const app = await appWith({ concurrency: 4, timeoutMs: 0 });
      const lock = await holdLock();
      try {
        const searches = Array.from({ length: 20 }, (_, i) => search(app, 'zzwait khoai', `&sort=name&page=${i + 1}`));
        await vi.waitFor(async () => expect(await lock.waiting()).toBe(4), { timeout: 30_000 });

        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        expect(health.json()).toEqual({ status: 'ok', db: 'ok' });
        expect(await lock.waiting()).toBe(4);

        await lock.release();
        expect(await statuses(searches)).toEqual(Array(20).fill(200));
      } finally {
        await lock.release();
      }
    });

    it('serves other reads while many searches wait their turn', async () => {
      const app = await appWith({ concurrency: 2, timeoutMs: 0 });
      const lock = await holdLock();
      try {
        const searches = Array.from({ length: 20 }, (_, i) => search(app, 'zzwait khoai', `&sort=name&page=${i + 1}`));
        await vi.waitFor(async () => expect(await lock.waiting()).toBe(2), { timeout: 30_000 });

        expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: '/api/products?limit=5' })).statusCode).toBe(200);
        expect(await lock.waiting()).toBe(2);

        await lock.release();
        expect(await statuses(searches)).toEqual(Array(20).fill(200));
      } finally {
        await lock.release();
      }
    });

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

    it('stops a search that runs past its timeout with a 503 asking to narrow it, and keeps serving', async () => {
      // The slow searches wait on a held lock, so they reach any timeout; a whole second leaves the
      // ordinary search after them room on a machine busy with other suites.
      const app = await appWith({ timeoutMs: 1000 });
      const lock = await holdLock();
      try {
        const slow = await search(app, 'zzwait khoai', '&sort=name');
        expect(slow.statusCode).toBe(503);
        expect(slow.json()).toMatchObject({
          success: false,
          message: 'This search took too long. Add a word or pick a category to narrow it.',
        });
        expect(slow.body).not.toMatch(/cancel|statement|select/i);
        const vi503 = await app.inject({
          method: 'GET',
          url: '/api/products?q=zzwait%20lang&sort=name',
          headers: { 'accept-language': 'vi' },
        });
        expect(vi503.statusCode).toBe(503);
        expect(vi503.json().message).toBe(
          'Tìm kiếm này mất quá nhiều thời gian. Hãy thêm từ khóa hoặc chọn danh mục để thu hẹp kết quả.',
        );
        expect(await lock.waiting()).toBe(0);

        const fine = await search(app, 'khoai lang tím 7');
        expect(fine.statusCode).toBe(200);
        expect(productPageEnvelopeSchema.parse(fine.json()).data.products[0]?.name).toBe('Khoai lang tím 7');
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await lock.release();
      }
    });
  });
});
