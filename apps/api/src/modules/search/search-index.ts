/**
 * The catalogue's words held in each process (docs/decisions/030): for every word, the products holding it,
 * so a search is answered by set operations in memory, and only the page's rows are read from the
 * database. A product is an ordinal (its place in the index); the sets of ordinals kept per word, and the
 * bitsets a search works in, are in search-postings.ts.
 *
 * The index is built newest first (created_at desc, id desc), so ordinal order is the newest-first order
 * that ends every ranking. Products added or re-worded since are appended behind (a tombstone marks the
 * old ordinal); search-index-cache.ts builds the index anew once they are many.
 */
import { TypedFastBitSet } from 'typedfastbitset';
import { sortedWithPrefix } from './search-dictionary';
import { slotTerms, type SearchPlan, type SearchVariant, type TermSlot } from './search-plan';
import { emptySet, members, nonZeroWords, PostingBuilder, Postings, ScratchSets, Universe } from './search-postings';

/** A product as the index reads it (products.repository indexedColumns). */
export interface IndexedProduct {
  id: string;
  name: string;
  categoryId: string;
  createdAt: number;
  price: number;
  salePrice: number | null;
  /** Stock in sale units: pieces, or whole steps of a weight product (products.mapper toStock). */
  saleUnits: number;
  /**
   * products.search_terms joined by spaces: the name's words then each pair of neighbours written together
   * (search_name_terms, `nameTerms` of them), the same of the English name (`englishTerms`), then the
   * description's words. One string, not an array: a build reads 100,000 of them.
   */
  terms: string;
  nameTerms: number;
  englishTerms: number;
}

/** A product's words as the index files them, and a hash of what it reads of the product's words. */
function wordsOf(product: IndexedProduct) {
  const terms = product.terms === '' ? [] : product.terms.split(' ');
  const englishEnd = product.nameTerms + product.englishTerms;
  return {
    name: terms.slice(0, product.nameTerms),
    english: terms.slice(product.nameTerms, englishEnd),
    description: terms.slice(englishEnd),
    accent: accentWords(product.name),
    hash: hashOf(`${product.name}\u0000${product.categoryId}\u0000${product.terms}`),
  };
}

/**
 * Bits of the signature of a description's neighbouring words, per product (SearchIndex.describedPairs):
 * 128, two per pair, so a description of 25 words says "yes" for a pair it lacks about once in ten.
 */
export const PAIR_SIGNATURE_WORDS = 4;

/** The two bits of the signature a pair of neighbouring words sets, as `[word, mask]` twice. */
export function pairBits(first: string, second: string): [number, number, number, number] {
  let h = 0x811c9dc5;
  for (let i = 0; i < first.length; i += 1) h = Math.imul(h ^ first.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ 32, 0x01000193);
  for (let i = 0; i < second.length; i += 1) h = Math.imul(h ^ second.charCodeAt(i), 0x01000193);
  const a = h & 127;
  const b = (h >>> 7) & 127;
  return [a >>> 5, 1 << (a & 31), b >>> 5, 1 << (b & 31)];
}

/**
 * 53 bits of two FNV-1a hashes: a change that keeps a product's hash (a sale, a new price) is made in place;
 * any other appends the product anew (SearchIndex.upsert).
 */
function hashOf(text: string): number {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return (a >>> 0) * 2 ** 21 + (b >>> 11);
}

/**
 * The orders a search's page can be in: relevance, then the shop's and the admin's sorts. The index holds
 * no names (they would double its size): a search sorted by name asks the database to sort its matches.
 */
export type IndexOrder =
  | 'relevance'
  | 'newest'
  | 'oldest'
  | 'price_asc'
  | 'price_desc'
  | 'list_price_asc'
  | 'list_price_desc'
  | 'stock_asc'
  | 'stock_desc';

export interface IndexFilter {
  plan: SearchPlan;
  categoryId?: string;
  excludeId?: string;
}

export interface IndexQuery extends IndexFilter {
  order: IndexOrder;
  offset: number;
  limit: number;
}

/** A page of a search: its products' ids in order, and how many products matched in all. */
export interface IndexPage {
  ids: string[];
  matched: number;
}

/** A small growable Int32Array (the names' words, flat). */
class IntVector {
  values = new Int32Array(1024);
  length = 0;
  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length] = value;
    this.length += 1;
  }

  /** Gives back what doubling left unused, keeping room for `spare` more. */
  trim(spare: number) {
    this.values = this.values.slice(0, this.length + spare);
  }
}

/** Extra room past the built products for the ones appended before the next rebuild. */
const spareFor = (products: number) => Math.max(1024, Math.ceil(products / 8));

/** The first letter of a name's word in lower case, the rest as written: "Cà" → "cà" (see accentHits). */
const accentKey = (word: string) => word.charAt(0).toLowerCase() + word.slice(1);

/**
 * Words that name a product: "cà" with its accent is a different key from "ca". A query typed with
 * accents prefers names holding its words as typed at the start of a word (decision 026).
 */
const accentWords = (name: string) =>
  name
    .split(' ')
    .filter((word) => word !== '')
    .map(accentKey);

/**
 * Product ids as four 32-bit words each (16 bytes, where a string costs about 60 and a Map entry more), and
 * an open-addressing hash table from id to ordinal.
 */
class IdTable {
  private readonly words: Uint32Array;
  /** Ordinal + 1 per slot; 0 is empty, -1 a removed id (kept so that probing goes on past it). */
  private readonly slots: Int32Array;

  constructor(capacity: number) {
    this.words = new Uint32Array(capacity * 4);
    this.slots = new Int32Array(2 ** Math.ceil(Math.log2(capacity * 2 + 2)));
  }

  private static parse(id: string): [number, number, number, number] {
    const hex = id.replaceAll('-', '');
    return [0, 8, 16, 24].map((at) => Number.parseInt(hex.slice(at, at + 8), 16)) as [number, number, number, number];
  }

  /** The slot holding `id`, or where it would go. */
  private slotOf(key: [number, number, number, number]): number {
    const mask = this.slots.length - 1;
    let slot = Math.imul(key[0] ^ Math.imul(key[1], 0x9e3779b1) ^ Math.imul(key[2], 0x85ebca6b) ^ key[3], 0xc2b2ae35);
    slot = (slot ^ (slot >>> 16)) & mask;
    for (;;) {
      const held = this.slots[slot]!;
      if (held === 0) return slot;
      if (held > 0 && this.equals(held - 1, key)) return slot;
      slot = (slot + 1) & mask;
    }
  }

  private equals(ordinal: number, key: [number, number, number, number]) {
    const at = ordinal * 4;
    const words = this.words;
    return words[at] === key[0] && words[at + 1] === key[1] && words[at + 2] === key[2] && words[at + 3] === key[3];
  }

  find(id: string): number | undefined {
    const held = this.slots[this.slotOf(IdTable.parse(id))]!;
    return held > 0 ? held - 1 : undefined;
  }

  /** Records `id` at `ordinal`, in place of its earlier ordinal if it had one. */
  set(ordinal: number, id: string) {
    const key = IdTable.parse(id);
    this.words.set(key, ordinal * 4);
    this.slots[this.slotOf(key)] = ordinal + 1;
  }

  delete(id: string) {
    const slot = this.slotOf(IdTable.parse(id));
    if (this.slots[slot]! > 0) this.slots[slot] = -1;
  }

  idOf(ordinal: number): string {
    const hex = Array.from(this.words.subarray(ordinal * 4, ordinal * 4 + 4), (word) =>
      word.toString(16).padStart(8, '0'),
    ).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /** Orders ordinals by id, highest first (the tie-break of every order). */
  descending(a: number, b: number): number {
    for (let i = 0; i < 4; i += 1) {
      const difference = this.words[b * 4 + i]! - this.words[a * 4 + i]!;
      if (difference !== 0) return difference;
    }
    return 0;
  }
}

export class SearchIndex {
  /** Ordinals in use; those below `built` are in newest-first order. */
  size = 0;
  /** Ordinals below it were built (newest first); those from it on were appended since. */
  built = 0;
  readonly capacity: number;
  private readonly words: number;

  private readonly ids: IdTable;
  private readonly categoryNumbers = new Map<string, number>();
  private readonly categoryOf: Int32Array;
  private readonly createdAt: Float64Array;
  private readonly price: Int32Array;
  private readonly effectivePrice: Int32Array;
  private readonly saleUnits: Int32Array;
  private readonly wordsHashes: Float64Array;
  /**
   * Per product, PAIR_SIGNATURE_WORDS words of bits: a Bloom filter of its description's neighbouring words
   * ("trồng hữu cơ" sets the bits of "huu co"), for keepPairsTogether; 16 bytes a product.
   */
  private readonly describedPairs: Int32Array;
  private readonly alive: TypedFastBitSet;
  private readonly inStock: TypedFastBitSet;
  /** The name's words (not the pairs) as term numbers, flat: `nameWordsAt[o]` is where product o's begin. */
  private readonly nameWords = new IntVector();
  private readonly nameWordsAt: Int32Array;
  private readonly nameWordCount: Int32Array;

  private readonly termNumbers = new Map<string, number>();
  private readonly terms: string[] = [];
  /** Accent keys (accentKey), sorted, for prefix lookups; rebuilt when an appended product brings a new one. */
  private accentKeys: string[] = [];

  /** The description's words; a name's and an English name's are in `named` and `english`. */
  private description = new Postings();
  private named = new Postings();
  private english = new Postings();
  private accented = new Postings();
  /** Each name's first word: the names that can equal the query or begin with it (nameIsOrBegins). */
  private firstWords = new Postings();
  private inCategory = new Postings();
  private readonly scratch: ScratchSets;
  private readonly recentSlots = new Map<string, TypedFastBitSet>();
  /** Each full word's number in the universe of the search under way, else -1 (see Universe). */
  private readonly universePlaces: Int32Array;

  /**
   * An index with room for `expected` products and some appended later: `add` them newest first
   * (products.repository reads them so), then `seal` it before the first search.
   */
  constructor(expected: number) {
    this.capacity = expected + spareFor(expected);
    this.words = Math.ceil(this.capacity / 32);
    this.categoryOf = new Int32Array(this.capacity);
    this.createdAt = new Float64Array(this.capacity);
    this.price = new Int32Array(this.capacity);
    this.effectivePrice = new Int32Array(this.capacity);
    this.saleUnits = new Int32Array(this.capacity);
    this.wordsHashes = new Float64Array(this.capacity);
    this.describedPairs = new Int32Array(this.capacity * PAIR_SIGNATURE_WORDS);
    this.nameWordsAt = new Int32Array(this.capacity);
    this.nameWordCount = new Int32Array(this.capacity);
    this.ids = new IdTable(this.capacity);
    this.alive = emptySet(this.words);
    this.inStock = emptySet(this.words);
    this.scratch = new ScratchSets(this.words);
    this.universePlaces = new Int32Array(this.words).fill(-1);
    this.building = {
      postings: Array.from({ length: 6 }, () => new PostingBuilder(this.words)),
      accentKeys: new Set(),
    };
  }

  /** What `add` collects until `seal`. */
  private building: { postings: PostingBuilder[]; accentKeys: Set<string> } | undefined;

  /** Adds a product while building, newer than none added before; false once there is no room. */
  add(product: IndexedProduct): boolean {
    if (!this.building) throw new Error('the index is sealed: upsert instead');
    if (!this.hasRoom()) return false;
    const [description, named, english, accented, inCategory, firstWords] = this.building.postings as [
      PostingBuilder,
      PostingBuilder,
      PostingBuilder,
      PostingBuilder,
      PostingBuilder,
      PostingBuilder,
    ];
    const words = wordsOf(product);
    const ordinal = this.place(product, words);
    for (const term of words.description) description.add(this.termNumber(term), ordinal);
    for (const term of words.name) named.add(this.termNumber(term), ordinal);
    for (const term of words.english) english.add(this.termNumber(term), ordinal);
    for (const word of words.accent) {
      this.building.accentKeys.add(word);
      accented.add(this.termNumber(word), ordinal);
    }
    inCategory.add(this.categoryOf[ordinal]!, ordinal);
    if (words.name[0]) firstWords.add(this.termNumber(words.name[0]), ordinal);
    return true;
  }

  seal() {
    if (!this.building) return;
    [this.description, this.named, this.english, this.accented, this.inCategory, this.firstWords] =
      this.building.postings.map((builder) => builder.build()) as [
        Postings,
        Postings,
        Postings,
        Postings,
        Postings,
        Postings,
      ];
    this.built = this.size;
    this.nameWords.trim(1024);
    this.accentKeys = [...this.building.accentKeys].sort();
    this.building = undefined;
  }

  /** Products appended since the build: past a share of it, search-index-cache.ts builds the index anew. */
  get appended() {
    return this.size - this.built;
  }

  /** Whether one more product can still be placed. */
  hasRoom() {
    return this.size < this.capacity;
  }

  /** The product's row numbers (ordinal) and the values every ranking reads; its words are the caller's. */
  private place(product: IndexedProduct, words: ReturnType<typeof wordsOf>): number {
    const ordinal = this.size;
    this.size += 1;
    this.ids.set(ordinal, product.id);
    let category = this.categoryNumbers.get(product.categoryId);
    if (category === undefined) this.categoryNumbers.set(product.categoryId, (category = this.categoryNumbers.size));
    this.categoryOf[ordinal] = category;
    this.createdAt[ordinal] = product.createdAt;
    this.wordsHashes[ordinal] = words.hash;
    const signature = ordinal * PAIR_SIGNATURE_WORDS;
    for (let i = 0; i + 1 < words.description.length; i += 1) {
      const [a, aBit, b, bBit] = pairBits(words.description[i]!, words.description[i + 1]!);
      this.describedPairs[signature + a]! |= aBit;
      this.describedPairs[signature + b]! |= bBit;
    }
    this.setValues(ordinal, product);
    this.alive.add(ordinal);
    // The name's words come first in its terms: n words and n - 1 pairs.
    const count = (words.name.length + 1) >>> 1;
    this.nameWordsAt[ordinal] = this.nameWords.length;
    this.nameWordCount[ordinal] = count;
    for (let i = 0; i < count; i += 1) this.nameWords.push(this.termNumber(words.name[i]!));
    return ordinal;
  }

  private setValues(ordinal: number, product: IndexedProduct) {
    this.price[ordinal] = product.price;
    this.effectivePrice[ordinal] = product.salePrice ?? product.price;
    this.saleUnits[ordinal] = product.saleUnits;
    if (product.saleUnits > 0) this.inStock.add(ordinal);
    else this.inStock.remove(ordinal);
  }

  private termNumber(term: string): number {
    let number = this.termNumbers.get(term);
    if (number === undefined) {
      number = this.terms.length;
      this.termNumbers.set(term, number);
      this.terms.push(term);
    }
    return number;
  }

  /**
   * A product written since the index last looked (search-index-cache.ts): its price and stock change in place;
   * words, name or category changed, it is appended anew and its old ordinal forgotten. False when there is
   * no room left (the caller rebuilds).
   */
  upsert(product: IndexedProduct): boolean {
    const known = this.ids.find(product.id);
    const words = wordsOf(product);
    if (known !== undefined && this.wordsHashes[known] === words.hash) {
      this.setValues(known, product);
      return true;
    }
    if (!this.hasRoom()) return false;
    if (known !== undefined) this.alive.remove(known);
    this.recentSlots.clear();
    const ordinal = this.place(product, words);
    for (const term of new Set(words.description)) this.description.append(this.termNumber(term), ordinal);
    for (const term of new Set(words.name)) this.named.append(this.termNumber(term), ordinal);
    for (const term of new Set(words.english)) this.english.append(this.termNumber(term), ordinal);
    const accent = new Set(words.accent);
    for (const word of accent) this.accented.append(this.termNumber(word), ordinal);
    if ([...accent].some((word) => sortedWithPrefix(this.accentKeys, word)[0] !== word))
      this.accentKeys = [...new Set([...this.accentKeys, ...accent])].sort();
    this.inCategory.append(this.categoryOf[ordinal]!, ordinal);
    if (words.name[0]) this.firstWords.append(this.termNumber(words.name[0]), ordinal);
    return true;
  }

  remove(id: string) {
    const known = this.ids.find(id);
    if (known === undefined) return;
    this.alive.remove(known);
    this.ids.delete(id);
  }

  /** The ids of a page of products matching the plan, in the query's order, and how many matched. */
  search(query: IndexQuery): IndexPage {
    const mark = this.scratch.mark();
    try {
      const { readings, matched } = this.match(query);
      const ordinals =
        query.order === 'relevance'
          ? this.rankedWindow(query.plan, readings, matched, query.offset, query.limit)
          : this.sortedWindow(matched, query.order, query.offset, query.limit);
      return { ids: ordinals.map((ordinal) => this.ids.idOf(ordinal)), matched: matched.size() };
    } finally {
      this.scratch.release(mark);
    }
  }

  /** The readings that match something, and every product some reading matches, within the filter. */
  private match(filter: IndexFilter) {
    const within = this.scratch.copy(this.alive);
    if (filter.categoryId !== undefined) {
      const inCategory = this.scratch.take();
      this.orCategories(inCategory, [filter.categoryId]);
      within.intersection(inCategory);
    }
    const excluded = filter.excludeId === undefined ? undefined : this.ids.find(filter.excludeId);
    if (excluded !== undefined) within.remove(excluded);
    const readings = this.readingMatches(filter.plan, within);
    const matched = this.scratch.take();
    for (const { matches } of readings) matched.union(matches);
    return { readings, matched };
  }

  /** The products holding any of `terms` in `postings`, added to `target`. */
  private orTerms(target: TypedFastBitSet, postings: Postings, terms: readonly string[], universe?: Universe) {
    for (const term of terms) {
      const number = this.termNumbers.get(term);
      if (number !== undefined) postings.orInto(target, number, universe);
    }
  }

  private orCategories(target: TypedFastBitSet, ids: readonly string[], universe?: Universe) {
    for (const id of ids) {
      const category = this.categoryNumbers.get(id);
      if (category !== undefined) this.inCategory.orInto(target, category, universe);
    }
  }

  /**
   * Each reading of the query that matches something, with what it matches within `within`: every slot
   * in the name, English name, description or category. Readings share most of their slots (synonyms and
   * spacings rewrite one or two words), so each slot is looked up once.
   */
  private readingMatches(plan: SearchPlan, within: TypedFastBitSet) {
    const readings: Reading[] = [];
    const asTyped = new Map<TermSlot, TermSlot>();
    for (const variant of plan.variants) {
      const slots = variant.slots.map((slot) => this.asTyped(slot, within, asTyped));
      const matches = this.scratch.copy(within);
      for (const slot of slots) matches.intersection(this.anywhere(slot));
      if (!matches.isEmpty()) this.keepPairsTogether(variant, slots, matches);
      if (!matches.isEmpty()) readings.push({ variant, slots, matches });
    }
    return readings;
  }

  /**
   * A slot as searched within `within` (docs/decisions/043): a word that something holds as typed (or
   * begun, the last word) is not corrected, its `near` terms go, as with Algolia's `typoTolerance: min`:
   * "xoai" finds "Xoài" and not "xôi", "muong" not "mọng". `asTyped` keeps each slot's answer for the search.
   */
  private asTyped(slot: TermSlot, within: TypedFastBitSet, asTyped: Map<TermSlot, TermSlot>): TermSlot {
    let searched = asTyped.get(slot);
    if (!searched) {
      const typed: TermSlot = { ...slot, near: [], nearCategoryIds: [] };
      const corrected = slot.near.length + slot.nearCategoryIds.length > 0;
      searched = !corrected || this.anywhere(typed).intersects(within) ? typed : slot;
      asTyped.set(slot, searched);
    }
    return searched;
  }

  /**
   * Two neighbouring words of a reading that a name (or English name) of `matches` holds side by side are
   * that name's phrase, as are the words of a synonym term (joinsNext): a product must hold both in its
   * name, English name or category, or the two side by side in its description (docs/decisions/043).
   * "dua hau" is the watermelon, not "Dứa" from "Hậu Giang"; "tomato" read as "cà chua" is not the lemons
   * "vị chua … ướp cá"; "trồng hữu cơ" answers "hữu cơ".
   */
  private keepPairsTogether(variant: SearchVariant, slots: TermSlot[], matches: TypedFastBitSet) {
    const words = variant.folded.split(' ');
    if (words.length !== slots.length) return;
    for (let i = 0; i + 1 < words.length; i += 1) {
      const pair = this.termNumbers.get(words[i]! + words[i + 1]!);
      if (pair === undefined && !slots[i]!.joinsNext) continue;
      const mark = this.scratch.mark();
      const holders = this.scratch.take();
      if (pair !== undefined) {
        this.named.orInto(holders, pair);
        this.english.orInto(holders, pair);
      }
      if (slots[i]!.joinsNext || holders.intersects(matches)) {
        const together = this.namedOrCategory(slots[i]!);
        together.intersection(this.namedOrCategory(slots[i + 1]!));
        const apart = this.scratch.copy(matches);
        apart.difference(together);
        const [a, aBit, b, bBit] = pairBits(words[i]!, words[i + 1]!);
        // Bit by bit without an array: a common pair ("đà lạt") leaves thousands of products apart.
        const [kept, signatures] = [matches.words, this.describedPairs];
        apart.words.forEach((word, w) => {
          for (let bits = word; bits !== 0; bits &= bits - 1) {
            const signature = (w * 32 + 31 - Math.clz32(bits & -bits)) * PAIR_SIGNATURE_WORDS;
            if ((signatures[signature + a]! & aBit) === 0 || (signatures[signature + b]! & bBit) === 0)
              kept[w]! &= ~(bits & -bits);
          }
        });
      }
      this.scratch.release(mark);
    }
  }

  /** The products holding a slot's terms in the name or English name, or in a category the slot names. */
  private namedOrCategory(slot: TermSlot): TypedFastBitSet {
    const set = this.scratch.take();
    const terms = slotTerms(slot);
    this.orTerms(set, this.named, terms);
    this.orTerms(set, this.english, terms);
    this.orCategories(set, [...slot.categoryIds, ...slot.nearCategoryIds]);
    return set;
  }

  /**
   * The products a slot matches in the name, English name, description or category. Kept for the next
   * searches (the last RECENT_SLOTS, until a product's words change): shoppers' queries share their words
   * ("đà lạt", "hữu cơ"), and a common word's products are a whole bitset to add up.
   */
  private anywhere(slot: TermSlot): TypedFastBitSet {
    const categories = [...slot.categoryIds, ...slot.nearCategoryIds];
    const key = `${slot.exact.join(' ')}|${slot.near.join(' ')}|${categories.join(' ')}`;
    const recent = this.recentSlots.get(key);
    if (recent) {
      // Map order is insertion order: moved to the end, it is the last to be forgotten.
      this.recentSlots.delete(key);
      this.recentSlots.set(key, recent);
      return recent;
    }
    const set = this.forgetOldestSlot() ?? emptySet(this.words);
    const terms = slotTerms(slot);
    this.orTerms(set, this.named, terms);
    this.orTerms(set, this.english, terms);
    this.orTerms(set, this.description, terms);
    this.orCategories(set, categories);
    this.recentSlots.set(key, set);
    return set;
  }

  /**
   * Once RECENT_SLOTS are kept, the least recently used one is dropped and its bitset, emptied, is the new
   * slot's. A new bitset for every slot not kept (most words of a stream of varied searches) left 12.5 KB of
   * array buffer each for the next full collection to free, 6–8 MB of them under 50 connections, and cost a
   * sixth of such a search's CPU (server CPU per search, alternating runs).
   */
  private forgetOldestSlot(): TypedFastBitSet | undefined {
    if (this.recentSlots.size < RECENT_SLOTS) return undefined;
    const [key, set] = this.recentSlots.entries().next().value!;
    this.recentSlots.delete(key);
    set.words.fill(0);
    return set;
  }

  /**
   * The tier sets of decision 026, best first, each holding every product that reaches it (so a product's
   * tier is the first set holding it): 0 the name is the query, 1 begins with it, 2 has every word as typed
   * or completed, 3 with a typo, 4 in the name or the category, 5 or the English name, 6 anywhere (the
   * description too), which is every match. The best reading of the query counts. In the universe's words.
   */
  private tiers(readings: Reading[], matched: TypedFastBitSet, universe: Universe): TypedFastBitSet[] {
    const words = universe.active.length;
    const tiers = Array.from({ length: TIERS - 1 }, () => this.scratch.take(words));
    const fieldsOf = new Map<TermSlot, TypedFastBitSet[]>();
    for (const { slots } of readings) {
      for (const slot of slots) if (!fieldsOf.has(slot)) fieldsOf.set(slot, this.slotFields(slot, universe));
    }
    for (const { variant, slots, matches } of readings) {
      const mark = this.scratch.mark();
      const reading = this.scratch.take(words);
      universe.gather(reading, matches);
      const sets = [0, 1, 2, 3].map(() => this.scratch.copy(reading));
      for (const slot of slots) fieldsOf.get(slot)!.forEach((set, i) => sets[i]!.intersection(set));
      const [typed, typo, named, english] = sets as [
        TypedFastBitSet,
        TypedFastBitSet,
        TypedFastBitSet,
        TypedFastBitSet,
      ];
      this.nameIsOrBegins(variant, typed, tiers[0]!, tiers[1]!, universe);
      tiers[2]!.union(typed);
      tiers[3]!.union(typo);
      tiers[4]!.union(named);
      tiers[5]!.union(english);
      this.scratch.release(mark);
    }
    return [...tiers, matched];
  }

  /**
   * The products one slot matches in the name as typed or completed, in the name with a typo, in the
   * name or the category, in those or the English name; in the universe's words.
   */
  private slotFields(slot: TermSlot, universe: Universe): TypedFastBitSet[] {
    const words = universe.active.length;
    const typed = this.scratch.take(words);
    this.orTerms(typed, this.named, slot.exact, universe);
    const typo = this.scratch.copy(typed);
    this.orTerms(typo, this.named, slot.near, universe);
    const named = this.scratch.copy(typo);
    this.orCategories(named, [...slot.categoryIds, ...slot.nearCategoryIds], universe);
    const english = this.scratch.copy(named);
    this.orTerms(english, this.english, slotTerms(slot), universe);
    return [typed, typo, named, english];
  }

  /**
   * Tiers 0 and 1 of one reading among the products holding its words in the name (`typed`): the name's
   * words are the reading's, or begin with them, the last perhaps begun.
   */
  private nameIsOrBegins(
    variant: SearchVariant,
    typed: TypedFastBitSet,
    is: TypedFastBitSet,
    begins: TypedFastBitSet,
    universe: Universe,
  ) {
    const words = variant.folded.split(' ');
    const numbers = words.slice(0, -1).map((word) => this.termNumbers.get(word) ?? -1);
    const last = words[words.length - 1]!;
    const lastNumber = this.termNumbers.get(last) ?? -1;
    const nameWords = this.nameWords.values;
    // Only names whose first word is the reading's first (or, for one word, begins with it) can be either.
    const first = this.scratch.take(universe.active.length);
    this.orTerms(first, this.firstWords, words.length > 1 ? [words[0]!] : variant.slots[0]!.exact, universe);
    first.intersection(typed);
    candidates: for (const ordinal of members(first, 0, this.size, Infinity, universe.active)) {
      const at = this.nameWordsAt[ordinal]!;
      const count = this.nameWordCount[ordinal]!;
      if (count < words.length) continue;
      for (let i = 0; i < numbers.length; i += 1) if (nameWords[at + i] !== numbers[i]) continue candidates;
      const lastWord = nameWords[at + numbers.length]!;
      if (lastWord === lastNumber && count === words.length) universe.add(is, ordinal);
      else if (this.terms[lastWord]!.startsWith(last)) universe.add(begins, ordinal);
    }
    begins.union(is);
  }

  /**
   * A page in relevance order: tier; then, when the query has words typed with accents, how many of them the
   * name holds as typed (most first); in stock before sold out; newest. Computed group by group with set
   * operations, in the universe of the matches' words, and only the groups the page falls in are walked.
   */
  private rankedWindow(
    plan: SearchPlan,
    readings: Reading[],
    matchedFull: TypedFastBitSet,
    offset: number,
    limit: number,
  ): number[] {
    const active = Int32Array.from(
      members(TypedFastBitSet.fromWords(nonZeroWords(matchedFull)), 0, Infinity, Infinity),
    );
    const universe = new Universe(active, this.universePlaces);
    try {
      const words = active.length;
      const matched = this.scratch.take(words);
      universe.gather(matched, matchedFull);
      const tiers = this.tiers(readings, matched, universe);
      const hits = this.accentHits(plan, matched, universe);
      const inStock = this.scratch.take(words);
      universe.gather(inStock, this.inStock);
      const page: number[] = [];
      let skip = offset;
      const seen = this.scratch.take(words);
      const rest = this.scratch.take(words);
      const group = this.scratch.take(words);
      for (const tier of tiers) {
        if (page.length === limit) break;
        rest.words.set(tier.words);
        rest.difference(seen);
        seen.union(tier);
        const size = rest.size();
        // A tier the page does not reach is skipped whole, without its groups.
        if (size <= skip) {
          skip -= size;
          continue;
        }
        for (let count = hits.most; count >= 0 && page.length < limit; count -= 1) {
          for (const stocked of [true, false]) {
            if (page.length === limit) break;
            group.words.set(rest.words);
            hits.keepExactly(group, count);
            if (stocked) group.intersection(inStock);
            else group.difference(inStock);
            const groupSize = group.size();
            if (groupSize <= skip) {
              skip -= groupSize;
            } else {
              page.push(...this.newestFirst(group, skip, limit - page.length, active));
              skip = 0;
            }
          }
        }
      }
      return page;
    } finally {
      universe.release();
    }
  }

  /**
   * How many of the query's accented words (as typed by the shopper, or by the admin in a synonym) each
   * matched name holds at the start of one of its words, as bit-sliced counters: slice j holds bit j of
   * each product's count. In the universe's words.
   */
  private accentHits(plan: SearchPlan, matched: TypedFastBitSet, universe: Universe) {
    const typed = [
      ...new Set(plan.variants.flatMap((variant) => variant.slots.flatMap((slot) => slot.accented ?? []))),
    ];
    const words = universe.active.length;
    const slices: TypedFastBitSet[] = [];
    for (const word of typed) {
      let carry = this.scratch.take(words);
      for (const key of sortedWithPrefix(this.accentKeys, word))
        this.accented.orInto(carry, this.termNumbers.get(key)!, universe);
      carry.intersection(matched);
      for (let j = 0; !carry.isEmpty(); j += 1) {
        const slice = slices[j] ?? (slices[j] = this.scratch.take(words));
        const next = this.scratch.copy(slice);
        next.intersection(carry);
        slice.change(carry);
        carry = next;
      }
    }
    return {
      most: typed.length,
      /** Keeps in `set` the products whose count is `count`. */
      keepExactly(set: TypedFastBitSet, count: number) {
        if (count >= 1 << slices.length) {
          set.words.fill(0);
          return;
        }
        const target = set.words;
        for (let j = 0; j < slices.length; j += 1) {
          const slice = slices[j]!.words;
          if ((count >> j) & 1) for (let i = 0; i < words; i += 1) target[i]! &= slice[i]!;
          else for (let i = 0; i < words; i += 1) target[i]! &= ~slice[i]!;
        }
      },
    };
  }

  /**
   * Up to `take` members of `set` past the first `skip`, newest first: the built ones are in that order
   * already (and read only as far as needed), the few appended since are sorted and merged in. `active`:
   * the full words of a universe's set.
   */
  private newestFirst(set: TypedFastBitSet, skip: number, take: number, active?: Int32Array): number[] {
    const wanted = skip + take;
    const built = members(set, 0, this.built, wanted, active);
    const appended = members(set, this.built, this.size, Infinity, active);
    if (appended.length === 0) return built.slice(skip, wanted);
    appended.sort(this.newest);
    const merged: number[] = [];
    for (let i = 0, j = 0; merged.length < wanted && (i < built.length || j < appended.length);) {
      const fromBuilt = j === appended.length || (i < built.length && this.newest(built[i]!, appended[j]!) < 0);
      merged.push(fromBuilt ? built[i++]! : appended[j++]!);
    }
    return merged.slice(skip, wanted);
  }

  private sortedWindow(set: TypedFastBitSet, order: Exclude<IndexOrder, 'relevance'>, offset: number, limit: number) {
    if (order === 'newest') return this.newestFirst(set, offset, limit);
    return members(set, 0, this.size, Infinity)
      .sort(this.comparator(order))
      .slice(offset, offset + limit);
  }

  private readonly newest = (a: number, b: number) =>
    this.createdAt[b]! - this.createdAt[a]! || this.ids.descending(a, b);

  private comparator(order: Exclude<IndexOrder, 'relevance' | 'newest'>): (a: number, b: number) => number {
    const newest = this.newest;
    const by = (values: Int32Array, direction: 1 | -1) => (a: number, b: number) =>
      direction * (values[a]! - values[b]!) || newest(a, b);
    switch (order) {
      case 'oldest':
        return (a, b) => this.createdAt[a]! - this.createdAt[b]! || this.ids.descending(a, b);
      case 'price_asc':
        return by(this.effectivePrice, 1);
      case 'price_desc':
        return by(this.effectivePrice, -1);
      case 'list_price_asc':
        return by(this.price, 1);
      case 'list_price_desc':
        return by(this.price, -1);
      case 'stock_asc':
        return by(this.saleUnits, 1);
      case 'stock_desc':
        return by(this.saleUnits, -1);
    }
  }
}

const TIERS = 7;

/** A reading of the query that matches something: its slots as searched (asSearched), and its matches. */
interface Reading {
  variant: SearchVariant;
  slots: TermSlot[];
  matches: TypedFastBitSet;
}
/** Slots whose matches SearchIndex.anywhere keeps: at 100,000 products, 14 KB each. */
const RECENT_SLOTS = 64;
