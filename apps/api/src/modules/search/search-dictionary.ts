import { bitCount, letterBits, queryWords, withinEdits, type QueryWord } from './search-words';

/**
 * The catalogue's words (search_vocabulary) and the admin's synonym groups, held in each process: every
 * query word is completed and corrected against it in microseconds, without a round trip. A shop's
 * vocabulary is a few thousand words (the benchmark's 100,000 products use about 600), so it costs
 * little memory; search.service keeps it in step with the database.
 */
export interface SearchDictionary {
  /** Folded words, sorted, for prefix lookups. */
  readonly words: readonly string[];
  /** Words by length, each with its letterBits, for wordsNear. */
  readonly byLength: ReadonlyMap<number, { readonly words: readonly string[]; readonly letters: Int32Array }>;
  readonly known: ReadonlySet<string>;
  /** A synonym term's folded words joined by a space → the other terms of its groups, word by word. */
  readonly synonyms: ReadonlyMap<string, readonly (readonly QueryWord[])[]>;
  /**
   * A synonym term's folded words → how the admin spelled it, accents kept ("dua" → "dứa"); "" when one
   * spelling has no accent, which any spelling meets (synonymSpelledAs).
   */
  readonly synonymSpellings: ReadonlyMap<string, ReadonlySet<string>>;
  /** The most words any synonym term has: how far to look for a phrase in a query. */
  readonly longestSynonym: number;
  /**
   * Each word of a category name (categories.terms) → the categories holding it: a query word's
   * categories are known before the query is sent, so it carries their ids instead of a subquery each.
   */
  readonly categoriesByTerm: ReadonlyMap<string, readonly string[]>;
}

export function buildDictionary(
  vocabulary: Iterable<string>,
  synonymGroups: readonly (readonly string[])[],
  categoryTerms: readonly { id: string; terms: readonly string[] }[] = [],
) {
  const words = [...new Set(vocabulary)].sort();
  const wordsByLength = new Map<number, string[]>();
  for (const word of words) {
    const bucket = wordsByLength.get(word.length);
    if (bucket) bucket.push(word);
    else wordsByLength.set(word.length, [word]);
  }
  const byLength = new Map(
    [...wordsByLength].map(([length, bucket]) => [
      length,
      { words: bucket, letters: Int32Array.from(bucket, letterBits) },
    ]),
  );
  const synonyms = new Map<string, QueryWord[][]>();
  const synonymSpellings = new Map<string, Set<string>>();
  const keyOf = (term: readonly QueryWord[]) => term.map((word) => word.folded).join(' ');
  let longestSynonym = 0;
  for (const group of synonymGroups) {
    // As typed by the admin, accents kept: "thơm" rewritten as "dứa" prefers "Dứa" to "Dưa".
    const terms = group.map((term) => queryWords(term)).filter((term) => term.length > 0);
    for (const term of terms) {
      longestSynonym = Math.max(longestSynonym, term.length);
      const key = keyOf(term);
      const known = synonyms.get(key) ?? [];
      for (const other of terms) {
        if (keyOf(other) !== key && !known.some((k) => keyOf(k) === keyOf(other))) known.push(other);
      }
      synonyms.set(key, known);
      const spellings = synonymSpellings.get(key) ?? new Set();
      spellings.add(spellingOf(term));
      synonymSpellings.set(key, spellings);
    }
  }
  const categoriesByTerm = new Map<string, string[]>();
  for (const { id, terms } of categoryTerms) {
    for (const term of new Set(terms)) categoriesByTerm.set(term, [...(categoriesByTerm.get(term) ?? []), id]);
  }
  return {
    words,
    byLength,
    known: new Set(words),
    synonyms,
    synonymSpellings,
    longestSynonym,
    categoriesByTerm,
  } satisfies SearchDictionary;
}

/** Words as typed, accents kept, or "" when none has an accent. */
const spellingOf = (words: readonly QueryWord[]) =>
  words.some((word) => word.accented) ? words.map((word) => word.accented ?? word.folded).join(' ') : '';

/**
 * Whether the shopper's words meet the synonym term they fold to: typed without accents they meet any
 * spelling, typed with accents only the same accents ("dưa" is not the admin's "dứa", so "dưa hấu" is
 * not rewritten as "thơm hấu"), unless the admin wrote the term without accents.
 */
export function synonymSpelledAs(dictionary: SearchDictionary, key: string, typed: readonly QueryWord[]): boolean {
  const spelling = spellingOf(typed);
  const spellings = dictionary.synonymSpellings.get(key);
  return spelling === '' || !spellings || spellings.has('') || spellings.has(spelling);
}

/** Words that start with `prefix` (the word itself included when known), at most `max` of them. */
export function wordsWithPrefix(dictionary: SearchDictionary, prefix: string, max: number): string[] {
  return sortedWithPrefix(dictionary.words, prefix, max);
}

/** The strings of a sorted list that begin with `prefix`, at most `max` of them, found by binary search. */
export function sortedWithPrefix(sorted: readonly string[], prefix: string, max = Infinity): string[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let i = low; i < sorted.length && found.length < max && sorted[i]!.startsWith(prefix); i += 1)
    found.push(sorted[i]!);
  return found;
}

/** Known words other than `word` within `maxEdits` edits of it (see withinEdits). */
export function wordsNear(dictionary: SearchDictionary, word: string, maxEdits: number): string[] {
  const near: string[] = [];
  const letters = letterBits(word);
  for (let length = word.length - maxEdits; length <= word.length + maxEdits; length += 1) {
    const bucket = dictionary.byLength.get(length);
    if (!bucket) continue;
    for (let i = 0; i < bucket.words.length; i += 1) {
      const other = bucket.letters[i]!;
      if (bitCount(letters & ~other) > maxEdits || bitCount(other & ~letters) > maxEdits) continue;
      const candidate = bucket.words[i]!;
      if (candidate !== word && withinEdits(word, candidate, maxEdits)) near.push(candidate);
    }
  }
  return near;
}

/**
 * The known word nearest to an unknown one, for "Did you mean …": the fewest edits up to `maxEdits`,
 * then the one sharing the first letter (people rarely miss the first), then the first alphabetically.
 */
export function closestWord(dictionary: SearchDictionary, word: string, maxEdits: number): string | undefined {
  for (let edits = 1; edits <= maxEdits; edits += 1) {
    const near = wordsNear(dictionary, word, edits);
    if (near.length > 0) return near.find((candidate) => candidate[0] === word[0]) ?? near[0];
  }
  return undefined;
}

/** The categories whose name holds one of `terms`. */
export function categoriesWithAnyOf(dictionary: SearchDictionary, terms: readonly string[]): string[] {
  return [...new Set(terms.flatMap((term) => dictionary.categoriesByTerm.get(term) ?? []))];
}
