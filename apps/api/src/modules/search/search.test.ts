import {
  productPageEnvelopeSchema,
  productSuggestionsEnvelopeSchema,
  searchMissesEnvelopeSchema,
  type ProductPage,
} from '@veggie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertDemoCatalog } from '../../../test/demo-catalog';
import { bearer, createUser } from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { SEED_CATALOG } from '../../db/seed/catalog';
import { categories } from '../categories/categories.table';
import { products } from '../products/products.table';
import { INDEX_CHECK_MS } from './search-index-cache';
import { DICTIONARY_CHECK_MS } from './search.service';
import { searchMisses } from './search.table';

describe('shop search on the demo catalogue', () => {
  let t: TestApp;
  const clock = manualClock(Date.UTC(2026, 10, 25, 3));

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    await insertDemoCatalog(t.database.db);
  });
  afterAll(() => t.close());

  async function search(q: string, extra = ''): Promise<ProductPage> {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?limit=50&q=${encodeURIComponent(q)}${extra}` });
    expect(res.statusCode).toBe(200);
    return productPageEnvelopeSchema.parse(res.json()).data;
  }
  const names = async (q: string) => (await search(q)).products.map((product) => product.name);

  describe('finds what the issue saw it miss', () => {
    it('a dropped letter: "ngyen" finds "Đậu xanh nguyên vỏ"', async () => {
      expect(await names('ngyen')).toContain('Đậu xanh nguyên vỏ');
    });

    it('swapped letters: "xaoi" finds "Xoài cát Hòa Lộc"', async () => {
      // "xào" (stir-fried, in descriptions) is one edit away too, and comes after the name.
      expect((await names('xaoi'))[0]).toBe('Xoài cát Hòa Lộc');
    });

    it('"ca chau" finds the tomatoes first, not only the shallots whose description says cà chua', async () => {
      const found = await names('ca chau');
      expect(found.slice(0, 2).sort()).toEqual(['Cà chua beef Đà Lạt', 'Cà chua bi hữu cơ']);
    });

    it('words written together: "duahau" finds "Dưa hấu không hạt Long An"', async () => {
      expect((await names('duahau'))[0]).toBe('Dưa hấu không hạt Long An');
    });

    it('English words: tomato, carrot and choy sum, but cabbage is not cải ngọt (decision 043)', async () => {
      expect((await names('tomato')).slice(0, 2).sort()).toEqual(['Cà chua beef Đà Lạt', 'Cà chua bi hữu cơ']);
      expect((await names('carrot'))[0]).toBe('Cà rốt Đà Lạt');
      expect(await names('choy sum')).toContain('Cải ngọt hữu cơ');
      expect(await names('cabbage')).not.toContain('Cải ngọt hữu cơ');
    });

    it('category names: "rau" finds every product of the categories named "Rau …"', async () => {
      const rauCategories = SEED_CATALOG.filter((category) => /^Rau /.test(category.name));
      const expected = rauCategories.flatMap((category) => category.products.map((product) => product.name));
      expect(expected.length).toBeGreaterThan(10);
      const found = await names('rau');
      expect(found).toEqual(expect.arrayContaining(expected));
    });
  });

  describe('finds only what was meant (decision 043)', () => {
    it('shows none of the strangers the issue saw', async () => {
      expect(await names('xoai')).toEqual(['Xoài cát Hòa Lộc']);
      expect(await names('rau muong')).toEqual(['Rau muống hữu cơ']);
      expect(await names('dua hau')).toEqual(['Dưa hấu không hạt Long An']);
      expect((await names('tomato')).sort()).toEqual(['Cà chua beef Đà Lạt', 'Cà chua bi hữu cơ']);
    });

    it('corrects a word only when nothing holds it as typed; accents left out are not a typo', async () => {
      // "chau" is in "Vĩnh Châu": not corrected to "chua". "xoai" is "Xoài" as typed, not the "xôi" one edit away.
      expect(await names('chau')).not.toContain('Cà chua bi hữu cơ');
      expect(await names('xoai')).toEqual(await names('xoài'));
      // Typos still find what they meant, each word on its own: "muog" matches nothing as typed.
      expect((await names('xaoi'))[0]).toBe('Xoài cát Hòa Lộc');
      expect((await names('rau muog'))[0]).toBe('Rau muống hữu cơ');
    });

    it('never corrects a word of three letters or fewer, and still offers "Did you mean …" for it', async () => {
      const page = await search('tya');
      expect(page.products).toEqual([]);
      expect(page.didYouMean).toBe('tây');
      expect(await names('rua')).not.toContain('Rau muống hữu cơ');
    });

    it('holds the words of a name or a synonym together, yet finds them side by side in a description', async () => {
      // "Dứa … Hậu Giang", "cà rốt … đồ chua" and "vị chua … ướp cá" are not "dưa hấu" and "cà chua".
      expect(await names('dưa hấu')).toEqual(['Dưa hấu không hạt Long An']);
      expect(await names('cà chua')).not.toContain('Cà rốt Đà Lạt');
      // Described "trồng hữu cơ", the mango is organic; the ginger is described "làm gia vị".
      expect(await names('hữu cơ')).toContain('Xoài cát Hòa Lộc');
      expect(await names('organic')).toContain('Xoài cát Hòa Lộc');
      expect(await names('gia vị')).toContain('Củ gừng sẻ');
      // "hành khô" is the shallots, not the eggplant of "mỡ hành … kho tộ".
      expect(await names('hành khô')).not.toContain('Cà tím dài');
    });
  });

  describe('ranks as a shopper would', () => {
    it('the exact name first, then names beginning with the query, then the rest', async () => {
      const found = await names('cà chua');
      // No description says "cà chua": "cà rốt … đồ chua" and "vị chua … ướp cá" are not tomatoes (decision 043).
      expect(found.sort()).toEqual(['Cà chua beef Đà Lạt', 'Cà chua bi hữu cơ']);
      // The names holding the words, then the products that only say them in their description.
      const organic = await names('hữu cơ');
      const lastNamed = organic.findLastIndex((name) => name.endsWith(' hữu cơ'));
      expect(organic.slice(0, lastNamed + 1).every((name) => name.endsWith(' hữu cơ'))).toBe(true);
      expect(organic.slice(lastNamed + 1)).toContain('Xoài cát Hòa Lộc');
    });

    it('a name typo before a category match, a category match before an English one', async () => {
      // "nam" (prefix) matches the category "Nấm" for every mushroom and "Nam" nowhere else in the names.
      const mushrooms = SEED_CATALOG.find((category) => category.name === 'Nấm')!.products.map((p) => p.name);
      const found = await names('nấm');
      expect(found.slice(0, mushrooms.length).sort()).toEqual([...mushrooms].sort());
    });

    it('a query typed with accents puts accented matches first ("cà" before "cả")', async () => {
      const found = await names('cà');
      const firstOther = found.findIndex((name) => !/(^| )[Cc]à/.test(name));
      const lastAccented = found.findLastIndex((name) => /(^| )[Cc]à/.test(name));
      expect(lastAccented).toBeGreaterThanOrEqual(0);
      expect(firstOther).toBeGreaterThan(lastAccented);
    });

    it('in stock before sold out within the same tier', async () => {
      const [first, second] = await names('cà chua');
      const [row] = await t.database.db.select().from(products).where(eq(products.name, first!));
      // Sold out past this app (another instance): the index reads it at its next check.
      await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, row!.id));
      t.app.catalogReads.clear();
      clock.advance(INDEX_CHECK_MS);
      try {
        expect((await names('cà chua')).slice(0, 2)).toEqual([second, first]);
      } finally {
        await t.database.db.update(products).set({ stock: row!.stock }).where(eq(products.id, row!.id));
        t.app.catalogReads.clear();
        clock.advance(INDEX_CHECK_MS);
      }
    });

    it('keeps every tier: a description match does not hide the name typo', async () => {
      // "chua" is exact in descriptions (Rau muống: "canh chua"…); "chuaa" matches nothing as typed, so it is
      // corrected, and the names holding "chua" come before the descriptions.
      const found = await names('chuaa');
      expect(found.slice(0, 2).sort()).toEqual(['Cà chua beef Đà Lạt', 'Cà chua bi hữu cơ']);
      expect(found).toContain('Rau muống hữu cơ');
    });
  });

  describe('synonyms', () => {
    it('regional names meet: "thơm" and "khóm" find "Dứa Cầu Đúc"', async () => {
      expect(await names('thơm')).toContain('Dứa Cầu Đúc');
      expect((await names('khom'))[0]).toBe('Dứa Cầu Đúc');
    });

    it('an admin adds a group and the next search uses it; removing it undoes that', async () => {
      const { token } = await createUser(t.database.db, { role: 'admin' });
      expect(await names('citrofortunella')).toEqual([]);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/search/synonyms',
        headers: bearer(token),
        payload: { terms: ['tắc', 'citrofortunella'] },
      });
      expect(created.statusCode).toBe(201);
      expect(await names('citrofortunella')).toEqual(['Tắc (quất) tươi']);
      const id = created.json().data._id as string;
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/search/synonyms/${id}`,
        headers: bearer(token),
      });
      expect(removed.statusCode).toBe(200);
      expect(await names('citrofortunella')).toEqual([]);
    });
  });

  it('finds a category by the name another instance gave it, within the dictionary check', async () => {
    // Words the catalogue already has, so only the categories' part of the dictionary's version changes.
    const mushrooms = SEED_CATALOG.find((category) => category.name === 'Nấm')!.products.map((p) => p.name);
    const rename = (from: string, to: string) =>
      t.database.db
        .update(categories)
        .set({ name: to, updatedAt: new Date(clock.now()) })
        .where(eq(categories.name, from));
    expect(await names('dua luoi')).not.toContain(mushrooms[0]);
    await rename('Nấm', 'Dưa lưới');
    clock.advance(DICTIONARY_CHECK_MS + 1);
    expect(await names('dua luoi')).toEqual(expect.arrayContaining(mushrooms));
    await rename('Dưa lưới', 'Nấm');
    clock.advance(DICTIONARY_CHECK_MS + 1);
    expect(await names('dua luoi')).not.toContain(mushrooms[0]);
  });

  describe('suggestions', () => {
    async function suggest(q: string) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/suggest?q=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(200);
      return productSuggestionsEnvelopeSchema.parse(res.json()).data;
    }

    it('products and categories for a half-typed word, at most 8 in all', async () => {
      const found = await suggest('nấ');
      expect(found.categories.map((c) => c.name)).toEqual(['Nấm']);
      expect(found.products.length + found.categories.length).toBeLessThanOrEqual(8);
      const mushrooms = SEED_CATALOG.find((category) => category.name === 'Nấm')!.products.length;
      expect(found.products.slice(0, mushrooms).every((p) => p.name.startsWith('Nấm'))).toBe(true);
      expect(found.products[0]).toMatchObject({ imageUrl: expect.any(String), price: expect.any(Number) });
    });

    it('nothing for a blank or wordless query', async () => {
      expect(await suggest('')).toEqual({ products: [], categories: [] });
      expect(await suggest('%%%')).toEqual({ products: [], categories: [] });
    });
  });

  describe('no results', () => {
    it('offers "Did you mean …" spelled as the catalogue spells it, only when it finds something', async () => {
      const page = await search('dau tay nhoo xanh');
      expect(page.products).toEqual([]);
      const missed = await search('xoaiii');
      expect(missed.products).toEqual([]);
      expect(missed.didYouMean).toBe('xoài');
      expect((await search(missed.didYouMean!)).products[0]?.name).toBe('Xoài cát Hòa Lộc');
      expect((await search('qqqqqq')).didYouMean).toBeUndefined();
    });

    it('counts the searches that found nothing for the admin, per folded query, in the last 30 days', async () => {
      const { token } = await createUser(t.database.db, { role: 'admin' });
      await search('sầu riêng');
      await search('Sau Rieng');
      await search('măng cụt');
      // A second page is not a new search.
      await search('măng cụt', '&page=2');
      const misses = await t.app.inject({ method: 'GET', url: '/api/admin/search/misses', headers: bearer(token) });
      expect(misses.statusCode).toBe(200);
      const list = searchMissesEnvelopeSchema.parse(misses.json()).data;
      expect(list.find((miss) => miss.query === 'sau rieng')?.count).toBe(2);
      expect(list.find((miss) => miss.query === 'mang cut')?.count).toBe(1);
      expect(list.find((miss) => miss.query === 'dau tay nhoo xanh')?.count).toBe(1);
    });

    it('lists only the last 30 days, and forgets what is older than 60 as new misses come', async () => {
      const { token } = await createUser(t.database.db, { role: 'admin' });
      await t.database.db.insert(searchMisses).values([
        { query: 'old but listed', day: '2026-10-27', count: 5 },
        { query: 'past the window', day: '2026-10-25', count: 9 },
        { query: 'past keeping', day: '2026-09-20', count: 9 },
      ]);
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/search/misses', headers: bearer(token) });
      const listed = searchMissesEnvelopeSchema.parse(res.json()).data.map((miss) => miss.query);
      expect(listed).toContain('old but listed');
      expect(listed).not.toContain('past the window');
      await search('khong co gi ca');
      const kept = await t.database.db.select({ query: searchMisses.query }).from(searchMisses);
      expect(kept.map((row) => row.query)).toContain('past the window');
      expect(kept.map((row) => row.query)).not.toContain('past keeping');
    });
  });
});
