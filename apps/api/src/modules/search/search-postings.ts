/**
 * The sets of products the search index keeps per word, and the bitsets a search works in. A product is an
 * ordinal (its place in the index); a set of products is a bitset of ordinals (typedfastbitset). A word held
 * by few products keeps their ordinals in a sorted Uint32Array, one held by more than a thirty-second of
 * them a bitset, whichever is smaller (decision 030).
 */
import { TypedFastBitSet } from 'typedfastbitset';

/** A word's products among those the index was built with: sorted ordinals, or a bitset once that is smaller. */
type BasePosting = Uint32Array | TypedFastBitSet;

/**
 * One kind of posting (the words of names, of English names, …): per key, the products holding it. Keys are
 * the index's term numbers (or category numbers). Products appended after the build go to `added`.
 */
export class Postings {
  base: (BasePosting | undefined)[] = [];
  added = new Map<number, number[]>();

  /** Adds the products of `key` to `target`, a full bitset or one of `universe`'s words. */
  orInto(target: TypedFastBitSet, key: number, universe?: Universe) {
    const posting = this.base[key];
    const added = this.added.get(key);
    if (!universe) {
      if (posting instanceof TypedFastBitSet) target.union(posting);
      else if (posting) setAll(target.words, posting);
      if (added) setAll(target.words, added);
      return;
    }
    if (posting instanceof TypedFastBitSet) universe.orGathered(target, posting);
    else if (posting) universe.setAll(target, posting);
    if (added) universe.setAll(target, added);
  }

  append(key: number, ordinal: number) {
    const list = this.added.get(key);
    if (list) list.push(ordinal);
    else this.added.set(key, [ordinal]);
  }
}

function setAll(words: Uint32Array, ordinals: ArrayLike<number>) {
  for (let i = 0; i < ordinals.length; i += 1) {
    const ordinal = ordinals[i]!;
    words[ordinal >>> 5]! |= 1 << (ordinal & 31);
  }
}

/**
 * Collects a key's ordinals while the index is built: a list until it would outgrow a bitset, then the
 * bitset, so no list ever holds more than a bitset's worth.
 */
export class PostingBuilder {
  private lists: ({ ordinals: Uint32Array; length: number } | TypedFastBitSet)[] = [];
  constructor(private readonly words: number) {}

  add(key: number, ordinal: number) {
    let list = this.lists[key];
    if (!list) list = this.lists[key] = { ordinals: new Uint32Array(4), length: 0 };
    if (list instanceof TypedFastBitSet) {
      list.add(ordinal);
      return;
    }
    // A name's word and its pair may repeat a key: ordinals arrive in order, so a repeat is the last one.
    if (list.length > 0 && list.ordinals[list.length - 1] === ordinal) return;
    if (list.length === this.words) {
      const set = emptySet(this.words);
      setAll(set.words, list.ordinals);
      set.add(ordinal);
      this.lists[key] = set;
      return;
    }
    if (list.length === list.ordinals.length) {
      const grown = new Uint32Array(Math.min(list.ordinals.length * 2, this.words));
      grown.set(list.ordinals);
      list.ordinals = grown;
    }
    list.ordinals[list.length] = ordinal;
    list.length += 1;
  }

  build(): Postings {
    const postings = new Postings();
    postings.base = this.lists.map((list) =>
      list instanceof TypedFastBitSet || !list ? list : list.ordinals.slice(0, list.length),
    );
    this.lists = [];
    return postings;
  }
}

export const emptySet = (words: number) => TypedFastBitSet.fromWords(new Uint32Array(words));

/**
 * The words of the full bitsets that a search's matches fall in, numbered densely: the ranking works on
 * bitsets of only those words. A search matching 500 of 100,000 products ranks over about 500 words,
 * not 3,500; one matching every product over all of them.
 */
export class Universe {
  /**
   * `active`: the full words, ascending; `place`: each full word's number here, or -1 (the index's, given
   * back as it was by `release`).
   */
  constructor(
    readonly active: Int32Array,
    private readonly place: Int32Array,
  ) {
    for (let i = 0; i < active.length; i += 1) place[active[i]!] = i;
  }

  release() {
    for (let i = 0; i < this.active.length; i += 1) this.place[this.active[i]!] = -1;
  }

  /** `target` = the universe's words of `full`. */
  gather(target: TypedFastBitSet, full: TypedFastBitSet) {
    const words = target.words;
    const from = full.words;
    const active = this.active;
    for (let i = 0; i < active.length; i += 1) words[i] = from[active[i]!]!;
  }

  orGathered(target: TypedFastBitSet, full: TypedFastBitSet) {
    const words = target.words;
    const from = full.words;
    const active = this.active;
    for (let i = 0; i < active.length; i += 1) words[i]! |= from[active[i]!]!;
  }

  /** Adds the ordinals that fall in the universe. */
  setAll(target: TypedFastBitSet, ordinals: ArrayLike<number>) {
    const words = target.words;
    const place = this.place;
    for (let i = 0; i < ordinals.length; i += 1) {
      const ordinal = ordinals[i]!;
      const at = place[ordinal >>> 5]!;
      if (at >= 0) words[at]! |= 1 << (ordinal & 31);
    }
  }

  add(target: TypedFastBitSet, ordinal: number) {
    target.words[this.place[ordinal >>> 5]!]! |= 1 << (ordinal & 31);
  }
}

/**
 * Bitsets borrowed by a search, a stack given back as each step ends (`mark`, `release`): a search
 * allocates nothing per product once the stack has grown to its depth.
 */
export class ScratchSets {
  private sets: TypedFastBitSet[] = [];
  private used = 0;
  constructor(private readonly words: number) {}

  mark() {
    return this.used;
  }

  release(mark: number) {
    this.used = mark;
  }

  /** An empty set of `words` words: a full one, or one of a universe's. */
  take(words = this.words): TypedFastBitSet {
    const set = this.sets[this.used] ?? (this.sets[this.used] = emptySet(this.words));
    this.used += 1;
    if (words === this.words) {
      set.words.fill(0);
      return set;
    }
    const part = set.words.subarray(0, words);
    part.fill(0);
    return TypedFastBitSet.fromWords(part);
  }

  copy(of: TypedFastBitSet): TypedFastBitSet {
    const set = this.take(of.words.length);
    set.words.set(of.words);
    return set;
  }
}

/**
 * The members of `set` from `start` up to (not including) `end`, ascending, at most `max` of them. With
 * `active`, `set` holds a universe's words: its word k is the full word active[k].
 */
export function members(set: TypedFastBitSet, start: number, end: number, max: number, active?: Int32Array): number[] {
  const found: number[] = [];
  const words = set.words;
  for (let k = active ? 0 : start >>> 5; k < words.length; k += 1) {
    let word = words[k]!;
    const base = (active ? active[k]! : k) << 5;
    if (base >= end) return found;
    while (word !== 0) {
      const lowest = word & -word;
      const ordinal = base + 31 - Math.clz32(lowest);
      word ^= lowest;
      if (ordinal < start) continue;
      if (ordinal >= end || found.length === max) return found;
      found.push(ordinal);
    }
  }
  return found;
}

/** A bitset of the words of `set` that hold any member. */
export function nonZeroWords(set: TypedFastBitSet): Uint32Array {
  const words = set.words;
  const nonZero = new Uint32Array(Math.ceil(words.length / 32));
  for (let k = 0; k < words.length; k += 1) if (words[k] !== 0) nonZero[k >>> 5]! |= 1 << (k & 31);
  return nonZero;
}
