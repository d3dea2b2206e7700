import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDictionary } from './search-dictionary';
import { pairBits, SearchIndex, PAIR_SIGNATURE_WORDS, type IndexedProduct, type IndexOrder } from './search-index';
import { planSearch, slotTerms, type SearchPlan, type TermSlot } from './search-plan';
import { searchWords } from './search-words';

/** search_name_terms() of migration 0010: the words, then each pair of neighbours written together. */
function nameTerms(text: string): string[] {
  const words = searchWords(text);
  return [...words, ...words.slice(1).map((word, i) => words[i]! + word)];
}

interface ProductSpec {
  id: string;
  name: string;
  nameEn?: string;
  description?: string;
  categoryId?: string;
  createdAt: number;
  price?: number;
  salePrice?: number | null;
  saleUnits?: number;
}

function product(spec: ProductSpec): IndexedProduct {
  const name = nameTerms(spec.name);
  const english = nameTerms(spec.nameEn ?? '');
  const terms = [...name, ...english, ...searchWords(spec.description ?? '')];
  return {
    id: spec.id,
    name: spec.name,
    categoryId: spec.categoryId ?? CATEGORIES[0]!.id,
    createdAt: spec.createdAt,
    price: spec.price ?? 10_000,
    salePrice: spec.salePrice ?? null,
    saleUnits: spec.saleUnits ?? 5,
    terms: terms.join(' '),
    nameTerms: name.length,
    englishTerms: english.length,
  };
}

/** A product's terms as the expected order reads them. */
function termsOf(p: IndexedProduct) {
  const terms = p.terms === '' ? [] : p.terms.split(' ');
  return {
    name: terms.slice(0, p.nameTerms),
    english: terms.slice(p.nameTerms, p.nameTerms + p.englishTerms),
    all: terms,
    description: terms.slice(p.nameTerms + p.englishTerms),
  };
}

/** Whether the index's signature of a description's neighbouring words (a Bloom filter) holds a pair. */
function describesSideBySide(description: string[], first: string, second: string) {
  const signature = new Int32Array(PAIR_SIGNATURE_WORDS);
  for (let i = 0; i + 1 < description.length; i += 1) {
    const [a, aBit, b, bBit] = pairBits(description[i]!, description[i + 1]!);
    signature[a]! |= aBit;
    signature[b]! |= bBit;
  }
  const [a, aBit, b, bBit] = pairBits(first, second);
  return (signature[a]! & aBit) !== 0 && (signature[b]! & bBit) !== 0;
}

const CATEGORIES = [
  { id: '00000000-0000-4000-8000-00000000000a', name: 'Rau ăn quả' },
  { id: '00000000-0000-4000-8000-00000000000b', name: 'Trái cây' },
  { id: '00000000-0000-4000-8000-00000000000c', name: 'Củ' },
];

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function indexOf(products: IndexedProduct[]) {
  const index = new SearchIndex(products.length);
  const newestFirst = [...products].sort((a, b) => b.createdAt - a.createdAt || (b.id > a.id ? 1 : -1));
  for (const p of newestFirst) expect(index.add(p)).toBe(true);
  index.seal();
  return index;
}

function planOf(products: IndexedProduct[], text: string, synonyms: string[][] = []): SearchPlan {
  const categoryTerms = CATEGORIES.map(({ id, name }) => ({ id, terms: nameTerms(name) }));
  const vocabulary = [...products.flatMap((p) => termsOf(p).all), ...categoryTerms.flatMap((c) => c.terms)];
  return planSearch(buildDictionary(vocabulary, synonyms, categoryTerms), text)!;
}

/**
 * The order decision 026 describes, with the matching rules of decision 043, computed product by product:
 * what the index must agree with.
 */
function expectedOrder(products: IndexedProduct[], plan: SearchPlan, filter: { categoryId?: string } = {}) {
  const hasAny = (terms: readonly string[], wanted: readonly string[]) => wanted.some((term) => terms.includes(term));
  const within = products.filter((p) => !filter.categoryId || p.categoryId === filter.categoryId);
  // A word is corrected only when no product within the filter holds it as typed (or its category).
  const asTyped = (slot: TermSlot): TermSlot => {
    const typed = { ...slot, near: [], nearCategoryIds: [] };
    const held = within.some((p) => hasAny(termsOf(p).all, slot.exact) || slot.categoryIds.includes(p.categoryId));
    return held ? typed : slot;
  };
  const categoriesOf = (slot: TermSlot) => [...slot.categoryIds, ...slot.nearCategoryIds];
  const matchesOf = (variant: SearchPlan['variants'][number]) => {
    const slots = variant.slots.map(asTyped);
    let matching = within.filter((p) =>
      slots.every((slot) => hasAny(termsOf(p).all, slotTerms(slot)) || categoriesOf(slot).includes(p.categoryId)),
    );
    const words = variant.folded.split(' ');
    if (words.length === slots.length) {
      for (let i = 0; i + 1 < words.length; i += 1) {
        const pair = words[i]! + words[i + 1]!;
        const named = (p: IndexedProduct, slot: TermSlot) =>
          hasAny([...termsOf(p).name, ...termsOf(p).english], slotTerms(slot)) ||
          categoriesOf(slot).includes(p.categoryId);
        const phrase =
          slots[i]!.joinsNext || matching.some((p) => [...termsOf(p).name, ...termsOf(p).english].includes(pair));
        if (!phrase) continue;
        matching = matching.filter(
          (p) =>
            (named(p, slots[i]!) && named(p, slots[i + 1]!)) ||
            describesSideBySide(termsOf(p).description, words[i]!, words[i + 1]!),
        );
      }
    }
    return { slots, matching: new Set(matching) };
  };
  const readings = plan.variants.map((variant) => ({ variant, ...matchesOf(variant) }));
  const tierOf = (product: IndexedProduct) => {
    const terms = termsOf(product);
    const p = { ...product, nameTerms: terms.name, nameEnTerms: terms.english, searchTerms: terms.all };
    return Math.min(
      ...readings.map(({ variant, slots, matching }) => {
        if (!matching.has(product)) return 9;
        const inCategory = slots.map((slot) => categoriesOf(slot).includes(p.categoryId));
        const words = variant.folded.split(' ');
        const nameWords = p.nameTerms.slice(0, (p.nameTerms.length + 1) / 2);
        const last = words.length - 1;
        const begins =
          nameWords.length >= words.length &&
          words.slice(0, last).every((word, i) => nameWords[i] === word) &&
          nameWords[last]!.startsWith(words[last]!);
        if (begins && nameWords.length === words.length && nameWords[last] === words[last]) return 0;
        if (begins) return 1;
        if (slots.every((slot) => hasAny(p.nameTerms, slot.exact))) return 2;
        const named = slots.map((slot) => hasAny(p.nameTerms, slotTerms(slot)));
        if (named.every(Boolean)) return 3;
        if (named.every((hit, i) => hit || inCategory[i])) return 4;
        if (slots.every((slot, i) => named[i] || inCategory[i] || hasAny(p.nameEnTerms, slotTerms(slot)))) return 5;
        return 6;
      }),
    );
  };
  const accented = [...new Set(plan.variants.flatMap((v) => v.slots.flatMap((slot) => slot.accented ?? [])))];
  // products.repository's former SQL: ' ' || name like '% cà%' or '% Cà%'.
  const hitsOf = (p: IndexedProduct) =>
    accented.filter((word) =>
      [word, word.charAt(0).toUpperCase() + word.slice(1)].some((form) => ` ${p.name}`.includes(` ${form}`)),
    ).length;
  return products
    .filter((p) => tierOf(p) < 9 && (!filter.categoryId || p.categoryId === filter.categoryId))
    .map((p) => ({ p, key: [tierOf(p), -hitsOf(p), p.saleUnits > 0 ? 0 : 1, -p.createdAt] }))
    .sort((a, b) => {
      for (let i = 0; i < a.key.length; i += 1) if (a.key[i] !== b.key[i]) return a.key[i]! - b.key[i]!;
      return a.p.id < b.p.id ? 1 : -1;
    })
    .map(({ p }) => p.id);
}

const search = (index: SearchIndex, plan: SearchPlan, more: Partial<Parameters<SearchIndex['search']>[0]> = {}) =>
  index.search({ plan, order: 'relevance', offset: 0, limit: 50, ...more });

describe('search index', () => {
  const catalogue = [
    product({ id: uuid(1), name: 'Cà chua', createdAt: 1 }),
    product({ id: uuid(2), name: 'Cà chua bi Đà Lạt', createdAt: 2 }),
    product({ id: uuid(3), name: 'Sốt cà chua', createdAt: 3 }),
    product({ id: uuid(4), name: 'Cá chuối', createdAt: 4 }),
    product({ id: uuid(5), name: 'Ớt chuông', description: 'Ngon hơn cà chua', createdAt: 5 }),
    product({ id: uuid(6), name: 'Heirloom', nameEn: 'Tomato', createdAt: 6 }),
    product({ id: uuid(7), name: 'Bí đỏ', categoryId: CATEGORIES[2]!.id, createdAt: 7 }),
  ];
  const index = indexOf(catalogue);
  const names = (ids: string[]) => ids.map((id) => catalogue.find((p) => p.id === id)!.name);

  it('ranks the exact name, the name begun, the words in the name, then what only the description holds', () => {
    const { ids, matched } = search(index, planOf(catalogue, 'cà chua'));
    expect(names(ids)).toEqual(['Cà chua', 'Cà chua bi Đà Lạt', 'Sốt cà chua', 'Ớt chuông']);
    expect(matched).toBe(4);
  });

  it('puts names holding the accented words as typed first ("cá" before "cà")', () => {
    const { ids } = search(index, planOf(catalogue, 'cá'));
    expect(names(ids)[0]).toBe('Cá chuối');
  });

  it('finds by category and by English name, and keeps to a category when asked', () => {
    expect(names(search(index, planOf(catalogue, 'cu')).ids)).toContain('Bí đỏ');
    expect(names(search(index, planOf(catalogue, 'tomato')).ids)).toEqual(['Heirloom']);
    const inRoots = search(index, planOf(catalogue, 'cà chua'), { categoryId: CATEGORIES[2]!.id });
    expect(inRoots).toEqual({ ids: [], matched: 0 });
  });

  it('corrects a word only when no product holds it as typed, within the filter (decision 043)', () => {
    const shelf = [
      product({ id: uuid(41), name: 'Xoài cát', createdAt: 1 }),
      product({ id: uuid(42), name: 'Xôi gấc', categoryId: CATEGORIES[2]!.id, createdAt: 2 }),
    ];
    const xoai = planOf(shelf, 'xoai');
    expect(search(indexOf(shelf), xoai).ids).toEqual([uuid(41)]);
    // Among the roots no product holds "xoai": there the word is corrected to "xoi".
    expect(search(indexOf(shelf), xoai, { categoryId: CATEGORIES[2]!.id }).ids).toEqual([uuid(42)]);
  });

  it('holds two words a name writes side by side together: both named, or side by side in a description', () => {
    const shelf = [
      product({ id: uuid(51), name: 'Dưa hấu', createdAt: 1 }),
      product({ id: uuid(52), name: 'Dứa', description: 'Dứa Cầu Đúc Hậu Giang', createdAt: 2 }),
      product({ id: uuid(53), name: 'Sinh tố', description: 'Xay từ dưa hấu tươi', createdAt: 3 }),
    ];
    expect(search(indexOf(shelf), planOf(shelf, 'dua hau')).ids).toEqual([uuid(51), uuid(53)]);
    // Without a name writing them side by side, words anywhere still match.
    const apart = shelf.filter((p) => p.id !== uuid(51));
    expect(search(indexOf(apart), planOf(apart, 'dua hau')).ids.sort()).toEqual([uuid(52), uuid(53)]);
  });

  it('leaves out the excluded product', () => {
    const { ids } = search(index, planOf(catalogue, 'cà chua'), { excludeId: uuid(1) });
    expect(names(ids)).toEqual(['Cà chua bi Đà Lạt', 'Sốt cà chua', 'Ớt chuông']);
  });

  it('pages through the ranking', () => {
    const plan = planOf(catalogue, 'cà chua');
    const all = search(index, plan).ids;
    expect(search(index, plan, { offset: 1, limit: 2 }).ids).toEqual(all.slice(1, 3));
    expect(search(index, plan, { offset: 3, limit: 2 }).ids).toEqual(all.slice(3));
    expect(search(index, plan, { offset: 9, limit: 2 }).ids).toEqual([]);
  });

  it('finds the same after more different words than it keeps slots for, twice over, and keeps a frequent one', () => {
    // Made-up words of six letters, each two edits from any other (one is forgiven at that length).
    const letter = (n: number) => 'bcdfghklmnprstvx'[n % 16]!;
    const word = (n: number) => `z${letter(n).repeat(2)}${letter(n >> 4).repeat(2)}y`;
    const shelf = Array.from({ length: 150 }, (_, n) => product({ id: uuid(100 + n), name: word(n), createdAt: n }));
    const shelfIndex = indexOf(shelf);
    for (let round = 0; round < 2; round += 1) {
      for (let n = 0; n < shelf.length; n += 1) {
        expect(search(shelfIndex, planOf(shelf, word(n))).ids, `${word(n)}, round ${round}`).toEqual([uuid(100 + n)]);
        // A word searched all along stays kept, and is found from its kept slot.
        expect(search(shelfIndex, planOf(shelf, word(0))).ids).toEqual([uuid(100)]);
      }
    }
  });

  it('sorts by price, stock or date when asked instead of by relevance, and lists every match', () => {
    const priced = [
      product({ id: uuid(11), name: 'Xoài cát', price: 30_000, saleUnits: 9, createdAt: 1 }),
      product({ id: uuid(12), name: 'Xoài keo', price: 50_000, salePrice: 20_000, saleUnits: 4, createdAt: 2 }),
      product({ id: uuid(13), name: 'Ăn xoài', price: 40_000, saleUnits: 4, createdAt: 3 }),
    ];
    const shelf = indexOf(priced);
    const plan = planOf(priced, 'xoai');
    const sorted = (order: IndexOrder) => search(shelf, plan, { order }).ids.map((id) => Number(id.slice(-2)));
    expect(sorted('price_asc')).toEqual([12, 11, 13]);
    expect(sorted('list_price_desc')).toEqual([12, 13, 11]);
    expect(sorted('stock_asc')).toEqual([13, 12, 11]);
    expect(sorted('newest')).toEqual([13, 12, 11]);
    expect(sorted('oldest')).toEqual([11, 12, 13]);
  });

  describe('kept in step with the database', () => {
    it('changes stock in place: a sold-out product goes after those in stock, nothing is appended', () => {
      const melons = [
        product({ id: uuid(31), name: 'Dưa hấu', createdAt: 1 }),
        product({ id: uuid(32), name: 'Dưa hấu', createdAt: 2 }),
      ];
      const shelf = indexOf(melons);
      const plan = planOf(melons, 'dua hau');
      expect(search(shelf, plan).ids).toEqual([uuid(32), uuid(31)]);
      expect(shelf.upsert({ ...melons[1]!, saleUnits: 0 })).toBe(true);
      expect(shelf.appended).toBe(0);
      expect(search(shelf, plan).ids).toEqual([uuid(31), uuid(32)]);
    });

    it('appends a renamed product and forgets its old words; forgets a deleted one', () => {
      const shelf = indexOf(catalogue);
      expect(shelf.upsert(product({ ...catalogue[0]!, name: 'Khoai tây', createdAt: 1 }))).toBe(true);
      expect(shelf.appended).toBe(1);
      expect(search(shelf, planOf(catalogue, 'cà chua')).ids).not.toContain(uuid(1));
      const renamed = [product({ id: uuid(1), name: 'Khoai tây', createdAt: 1 })];
      expect(search(shelf, planOf(renamed, 'khoai')).ids).toEqual([uuid(1)]);
      shelf.remove(uuid(2));
      expect(search(shelf, planOf(catalogue, 'cà chua')).ids).not.toContain(uuid(2));
    });

    it('places appended products in newest-first order among the built ones', () => {
      const shelf = indexOf(catalogue);
      const added = [
        product({ id: uuid(20), name: 'Cà chua mới', createdAt: 10 }),
        product({ id: uuid(21), name: 'Cà chua cũ', createdAt: 0 }),
        product({ id: uuid(22), name: 'Cà chua giữa', createdAt: 2 }),
      ];
      for (const p of added) shelf.upsert(p);
      const all = [...catalogue, ...added];
      const plan = planOf(all, 'ca chua');
      expect(search(shelf, plan, { order: 'newest' }).ids).toEqual(
        [...all]
          .filter((p) => search(shelf, plan).ids.includes(p.id))
          .sort((a, b) => b.createdAt - a.createdAt || (b.id > a.id ? 1 : -1))
          .map((p) => p.id),
      );
      expect(search(shelf, plan).ids).toEqual(expectedOrder(all, plan));
    });

    it('says when it is full, so that it is built again', () => {
      const shelf = indexOf(catalogue);
      let appended = 0;
      while (shelf.upsert(product({ id: uuid(100 + appended), name: 'Rau muống', createdAt: 50 }))) appended += 1;
      expect(shelf.hasRoom()).toBe(false);
      expect(appended).toBe(shelf.capacity - catalogue.length);
    });
  });

  it('agrees with the ranking computed product by product, on any catalogue, query, page and update', () => {
    const words = [
      'Cà',
      'cá',
      'chua',
      'Chuối',
      'xoài',
      'cát',
      'Đà',
      'Lạt',
      'rau',
      'muống',
      'dưa',
      'hấu',
      'bi',
      'chuông',
    ];
    const text = (min: number, max: number) =>
      fc.array(fc.constantFrom(...words), { minLength: min, maxLength: max }).map((w) => w.join(' '));
    const spec = fc.record({
      name: text(1, 4),
      nameEn: fc.constantFrom('', 'Tomato', 'Mango', 'Water spinach'),
      description: text(0, 5),
      categoryId: fc.constantFrom(...CATEGORIES.map((c) => c.id)),
      createdAt: fc.integer({ min: 0, max: 20 }),
      saleUnits: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(
        fc.array(spec, { minLength: 1, maxLength: 40 }),
        fc.array(fc.record({ at: fc.nat(), change: spec }), { maxLength: 6 }),
        fc.oneof(text(1, 3), fc.constantFrom('ca chua', 'xaoi', 'duahau', 'rau', 'c', 'tomato', 'trai cay')),
        fc.nat({ max: 30 }),
        fc.integer({ min: 1, max: 12 }),
        fc.option(fc.constantFrom(...CATEGORIES.map((c) => c.id)), { nil: undefined }),
        (specs, changes, query, offset, limit, categoryId) => {
          const products = specs.map((s, i) => product({ ...s, id: uuid(i + 1) }));
          const shelf = indexOf(products);
          // Some products change after the build: stock only (in place) or words (appended).
          for (const { at, change } of changes) {
            const i = at % products.length;
            const changed =
              at % 2 === 0
                ? { ...products[i]!, saleUnits: change.saleUnits }
                : product({ ...change, id: products[i]!.id });
            products[i] = changed;
            shelf.upsert(changed);
          }
          const plan = planOf(products, query);
          if (!plan) return;
          const expected = expectedOrder(products, plan, { categoryId });
          const found = search(shelf, plan, { offset, limit, categoryId });
          expect(found.matched).toBe(expected.length);
          expect(found.ids).toEqual(expected.slice(offset, offset + limit));
        },
      ),
      { numRuns: 300 },
    );
  });
});
