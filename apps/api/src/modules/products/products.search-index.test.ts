import { productPageEnvelopeSchema } from '@veggie/contract';
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createProduct } from '../../../test/fixtures';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import { manualClock } from '../../../test/manual-clock';
import { BUILD_RETRY_MS, createSearchIndexCache, INDEX_CHECK_MS } from '../search/search-index-cache';
import * as repo from './products.repository';
import { indexedProducts } from './products.search-index';
import { products } from './products.table';

/**
 * The search index of a process follows what other instances write to the database (written here past the
 * app, straight to the tables), within INDEX_CHECK_MS.
 */
describe('search index kept in step with the database', () => {
  let t: TestApp;
  let categoryId: string;
  const clock = manualClock(Date.UTC(2026, 10, 26, 3));

  beforeAll(async () => {
    t = await buildTestApp({ catalogCacheMs: 0 }, { clock });
    categoryId = (await createCategory(t.database.db, { name: 'Trái cây' })).id;
    await createProduct(t.database.db, { categoryId, name: 'Xoài cát Hòa Lộc' });
  });
  afterAll(() => t?.close());

  async function names(q: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}&limit=100` });
    expect(res.statusCode).toBe(200);
    return productPageEnvelopeSchema.parse(res.json()).data.products.map((p) => p.name);
  }

  /** `count` products named "`name` i" (i from `from`), written past the app as another instance would. */
  const insertProducts = (name: string, count: number, from = 1) =>
    t.database.db.execute(sql`
      insert into products (name, description, price, category_id, image_url)
      select ${name} || ' ' || i, 'Quả tươi', 50000, ${categoryId}, '/uploads/p.webp'
      from generate_series(${from}::int, ${from + count - 1}::int) as i`);

  /** Holds every read of a fresh index's products until `release()`; `batches` counts them. */
  function holdIndexReads() {
    const read = repo.indexedProductsBatch;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const batches = vi.spyOn(repo, 'indexedProductsBatch').mockImplementation(async (...args) => {
      await held;
      return read(...args);
    });
    return { release, batches };
  }

  it('finds what another instance added, renamed, sold out and deleted, at the next check', async () => {
    expect(await names('xoai')).toEqual(['Xoài cát Hòa Lộc']);
    const added = await createProduct(t.database.db, { categoryId, name: 'Thanh long ruột đỏ' });
    clock.advance(INDEX_CHECK_MS);
    expect(await names('thanh long')).toEqual(['Thanh long ruột đỏ']);

    await t.database.db.update(products).set({ name: 'Thanh long ruột trắng' }).where(eq(products.id, added.id));
    clock.advance(INDEX_CHECK_MS);
    expect(await names('ruot trang')).toEqual(['Thanh long ruột trắng']);
    expect(await names('ruot do')).toEqual([]);

    // Sold out: ranked after the mango that is still in stock, though newer.
    await t.database.db.update(products).set({ name: 'Xoài tứ quý', stock: 0 }).where(eq(products.id, added.id));
    clock.advance(INDEX_CHECK_MS);
    expect(await names('xoai')).toEqual(['Xoài cát Hòa Lộc', 'Xoài tứ quý']);

    await t.database.db.delete(products).where(eq(products.id, added.id));
    clock.advance(INDEX_CHECK_MS);
    expect(await names('xoai')).toEqual(['Xoài cát Hòa Lộc']);
  });

  it('is built anew once many products have changed, and still finds them all', async () => {
    await insertProducts('Mít Thái', 1500);
    clock.advance(INDEX_CHECK_MS);
    const res = await t.app.inject({ method: 'GET', url: '/api/products?q=mit%20thai' });
    expect(productPageEnvelopeSchema.parse(res.json()).data.pagination.totalItems).toBe(1500);
    expect((await t.app.searchIndex.get()).appended).toBe(0);
  });

  it('reads a fresh index in the background, searches meanwhile answered by the one in use', async () => {
    const { release, batches } = holdIndexReads();
    try {
      // Past a tenth of the index appended anew (the last test left it freshly built, with room to spare).
      await insertProducts('Sầu riêng Ri6', 1005);
      clock.advance(INDEX_CHECK_MS);
      const inUse = await t.app.searchIndex.get();
      expect(inUse.appended).toBe(1005);
      const total = async (q: string) =>
        productPageEnvelopeSchema.parse(
          (await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}` })).json(),
        ).data.pagination.totalItems;
      expect(await total('sau rieng')).toBe(1005);

      // The fresh index is held on its first read; the one in use still follows the database.
      expect(batches).toHaveBeenCalledTimes(1);
      await insertProducts('Sầu riêng Ri6', 1, 1006);
      clock.advance(INDEX_CHECK_MS);
      expect(await t.app.searchIndex.get()).toBe(inUse);
      expect(await total('sau rieng')).toBe(1006);

      release();
      await t.app.searchIndex.idle();
      clock.advance(INDEX_CHECK_MS);
      const fresh = await t.app.searchIndex.get();
      expect(fresh).not.toBe(inUse);
      expect(fresh.appended).toBe(0);
      expect(await total('sau rieng')).toBe(1006);
    } finally {
      release();
      batches.mockRestore();
    }
  });

  it.skipIf(!onPostgresServer)(
    'reads a write that commits after the index last looked, while it was running',
    async () => {
      const [mango] = await t.database.db.select().from(products).where(eq(products.name, 'Xoài cát Hòa Lộc'));
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let written!: () => void;
      const writing = new Promise<void>((resolve) => (written = resolve));
      const slowWriter = t.database.db.transaction(async (tx) => {
        await tx.update(products).set({ name: 'Xoài keo' }).where(eq(products.id, mango!.id));
        written();
        await committing;
      });
      await writing;
      // A later transaction commits first: the rename is older than the newest commit the index sees.
      await createProduct(t.database.db, { categoryId, name: 'Xoài Úc' });
      // The index looks while the rename is written but not committed: it cannot see it yet.
      clock.advance(INDEX_CHECK_MS);
      expect(await names('xoai')).toEqual(['Xoài Úc', 'Xoài cát Hòa Lộc']);
      commit();
      await slowWriter;
      clock.advance(INDEX_CHECK_MS);
      expect(await names('xoai keo')).toEqual(['Xoài keo']);
      expect(await names('hoa loc')).toEqual([]);
    },
  );

  describe('a cache of its own on the same database', () => {
    const own = manualClock(Date.UTC(2026, 10, 27, 3));
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;

    it('goes on with the index in use when a fresh one cannot be read, and tries again later', async () => {
      const cache = createSearchIndexCache(indexedProducts(t.database.db), own, log);
      const inUse = await cache.get();
      await insertProducts('Chôm chôm', 1005);
      const batches = vi.spyOn(repo, 'indexedProductsBatch').mockRejectedValue(new Error('connection lost'));
      try {
        own.advance(INDEX_CHECK_MS);
        expect(await cache.get()).toBe(inUse);
        await cache.idle();
        expect(warn).toHaveBeenCalledTimes(1);
        expect(batches).toHaveBeenCalledTimes(1);
        // Within BUILD_RETRY_MS no other read starts; the index in use still follows the database.
        await insertProducts('Chôm chôm rừng', 1);
        own.advance(INDEX_CHECK_MS);
        expect(await cache.get()).toBe(inUse);
        await cache.idle();
        expect(batches).toHaveBeenCalledTimes(1);
        expect(inUse.appended).toBe(1006);
      } finally {
        batches.mockRestore();
      }
      own.advance(BUILD_RETRY_MS);
      expect(await cache.get()).toBe(inUse);
      await cache.idle();
      own.advance(INDEX_CHECK_MS);
      const fresh = await cache.get();
      expect(fresh).not.toBe(inUse);
      expect(fresh.appended).toBe(0);
      await cache.idle();
    });

    it('waits for the fresh index under way when the one in use has no room left, and reads only that one', async () => {
      const cache = createSearchIndexCache(indexedProducts(t.database.db), own, log);
      const inUse = await cache.get();
      const room = inUse.capacity - inUse.built;
      const { release, batches } = holdIndexReads();
      try {
        // Past the threshold but within the room: a fresh index starts, held on its first read.
        await insertProducts('Bòn bon', Math.max(1001, Math.ceil(inUse.built / 10) + 1));
        own.advance(INDEX_CHECK_MS);
        expect(await cache.get()).toBe(inUse);
        // Then more than the room left: the next check has to wait for the fresh index.
        await insertProducts('Bòn bon Quảng Nam', room);
        own.advance(INDEX_CHECK_MS);
        const waiting = cache.get();
        release();
        const fresh = await waiting;
        expect(fresh).not.toBe(inUse);
        const reads = batches.mock.calls.filter(([, after]) => after === undefined);
        expect(reads).toHaveLength(1);
        await cache.idle();
      } finally {
        release();
        batches.mockRestore();
      }
    });
  });
});
