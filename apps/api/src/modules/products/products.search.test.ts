import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, productNames, productPage } from '../../../test/fixtures';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { SHORT_QUERY_COUNT_CAP } from '../search/search.service';
import { products } from './products.table';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

describe('shop search paths', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const v = (await createCategory(db, { name: 'Rau củ' })).id;
    await createProduct(db, { categoryId: v, name: 'Cà chua', description: 'Quả đỏ mọng', createdAt: day(0) });
    await createProduct(db, { categoryId: v, name: 'Cải bó xôi', description: 'Rau xanh giàu sắt', createdAt: day(1) });
    await createProduct(db, { categoryId: v, name: 'Xoài cát Hòa Lộc', description: 'Ngọt thơm', createdAt: day(2) });
    await createProduct(db, { categoryId: v, name: 'Ớt chuông', description: 'Giòn', createdAt: day(3) });
    // Enough "Bí ..." products to pass the count cap of one- and two-character queries.
    await db.insert(products).values(
      Array.from({ length: SHORT_QUERY_COUNT_CAP + 5 }, (_, i) => ({
        name: `Bí đỏ ${i}`,
        description: 'Bí đỏ hồ lô',
        price: 20_000,
        categoryId: v,
        imageUrl: '/uploads/p.webp',
        createdAt: day(10 + i),
      })),
    );
  });
  afterAll(() => t.close());

  const list = (query: string) => productPage(t.app, query);
  const names = productNames;

  it('matches a one- or two-character query at the start of a word, names beginning with it first', async () => {
    const page = await list(`?q=${encodeURIComponent('cà')}`);
    // "Cà chua" holds "cà" as typed; "Cải" begins with "ca"; "Xoài cát" has a word beginning with it.
    expect(names(page)).toEqual(['Cà chua', 'Cải bó xôi', 'Xoài cát Hòa Lộc']);
    expect(page.pagination.totalItems).toBe(3);
    expect(names(await list('?q=x'))).toEqual(['Xoài cát Hòa Lộc', 'Cải bó xôi']);
    // Words that begin with it, not letters inside a word.
    expect((await list('?q=oa')).products).toEqual([]);
  });

  it('caps the count of a very short query, every offered page being full', async () => {
    const first = await list('?q=bi&limit=100');
    expect(first.pagination.totalItems).toBe(SHORT_QUERY_COUNT_CAP);
    const last = await list(`?q=bi&limit=100&page=${first.pagination.totalPages}`);
    expect(last.products).toHaveLength(100);
  });

  it('counts a longer query exactly, also past the last page', async () => {
    expect((await list('?q=bi%20do&limit=100')).pagination.totalItems).toBe(SHORT_QUERY_COUNT_CAP + 5);
    const beyond = await list('?q=bi%20do&limit=100&page=99');
    expect(beyond.products).toEqual([]);
    expect(beyond.pagination.totalItems).toBe(SHORT_QUERY_COUNT_CAP + 5);
  });

  it('forgives a typo per word, and takes every word as a word, not as text inside another', async () => {
    expect(names(await list('?q=xoai%20catt'))).toEqual(['Xoài cát Hòa Lộc']);
    expect(names(await list('?q=ot%20chuong'))).toEqual(['Ớt chuông']);
    // LIKE's wildcards are not wildcards: alone they are no word, around a word they are spaces.
    expect(names(await list(`?q=${encodeURIComponent('%_%')}`))).toEqual([]);
    expect(names(await list(`?q=${encodeURIComponent('%xoai%')}`))[0]).toBe('Xoài cát Hòa Lộc');
  });
});
