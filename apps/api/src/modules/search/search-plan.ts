import {
  categoriesWithAnyOf,
  closestWord,
  synonymSpelledAs,
  wordsNear,
  wordsWithPrefix,
  type SearchDictionary,
} from './search-dictionary';
import { queryWords, type QueryWord } from './search-words';

/** Words of a query past this many are ignored: each must match, so more would only narrow a search. */
export const QUERY_WORDS_MAX = 8;
/** Completions of the last word at most; a one-letter word in a large catalogue has more. */
export const COMPLETIONS_MAX = 300;
/** The literal query and at most this many rewritten (spacing, synonyms): each is one more OR in the query. */
const REWRITES_MAX = 6;

/**
 * Edits forgiven in a query word: one, two from 8 letters on (the rule). None in a word of three
 * letters or fewer: Vietnamese syllables are short, and one edit, even two neighbours swapped, turns "rau"
 * into "dau", "cau" and "tau", "ca" into "cu" and "co" (docs/decisions/043).
 */
export function allowedEdits(word: string): number {
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}

/** One query word as the terms a product word may be to match it. */
export interface TermSlot {
  /** The word itself, and for the last word every known word it begins ("chu" → "chua", "chuoi"). */
  exact: string[];
  /**
   * Known words within the allowed edits ("chuois" → "chuoi"): searched only when nothing searched holds
   * the word as typed (`exact`), as Algolia's `typoTolerance: min` does (SearchIndex.asTyped).
   */
  near: string[];
  /** As typed, when typed with accents: names holding it rank first ("cà" before "cá"). */
  accented?: string;
  /** The categories whose name has one of the `exact` terms: their products match the word too. */
  categoryIds: string[];
  /** The categories whose name has one of the `near` terms, searched with them. */
  nearCategoryIds: string[];
  /**
   * This word and the next are one synonym term ("cà" "chua" for "tomato"): a product holds them both in
   * its name, English name or category, or side by side in its description (SearchIndex.keepPairsTogether).
   */
  joinsNext?: boolean;
}

/** A reading of the query: every slot must match. */
export interface SearchVariant {
  slots: TermSlot[];
  /** The variant's folded words joined by spaces: a name equal to it is an exact match. */
  folded: string;
}

/** A query, ready for the repository: the literal reading first, then synonyms' rewrites of it. */
export interface SearchPlan {
  variants: SearchVariant[];
  /** One word of one or two letters: it matches so much that its count is capped lower (products.repository). */
  short: boolean;
}

export const slotTerms = (slot: TermSlot) => [...slot.exact, ...slot.near];

/** The slots of recent query words, per dictionary: shoppers' queries share their words. */
const recentSlots = new WeakMap<SearchDictionary, Map<string, TermSlot>>();
const RECENT_WORDS = 2000;

/** A query word's slot, computed once for a recent word while the dictionary stays (slots are never changed). */
function slotFor(dictionary: SearchDictionary, word: QueryWord, last: boolean): TermSlot {
  let recent = recentSlots.get(dictionary);
  if (!recent) recentSlots.set(dictionary, (recent = new Map()));
  const key = `${last ? '+' : '-'}${word.folded}|${word.accented ?? ''}`;
  const known = recent.get(key);
  if (known) return known;
  const slot = newSlot(dictionary, word, last);
  recent.set(key, slot);
  if (recent.size > RECENT_WORDS) recent.delete(recent.keys().next().value!);
  return slot;
}

function newSlot(dictionary: SearchDictionary, word: QueryWord, last: boolean): TermSlot {
  const exact = last
    ? [...new Set([word.folded, ...wordsWithPrefix(dictionary, word.folded, COMPLETIONS_MAX)])]
    : [word.folded];
  const edits = allowedEdits(word.folded);
  const near = (edits > 0 ? wordsNear(dictionary, word.folded, edits) : []).filter((term) => !exact.includes(term));
  const categoryIds = categoriesWithAnyOf(dictionary, exact);
  return {
    exact,
    near,
    ...(word.accented ? { accented: word.accented } : {}),
    categoryIds,
    nearCategoryIds: categoriesWithAnyOf(dictionary, near).filter((id) => !categoryIds.includes(id)),
  };
}

/** A run of query words that is a synonym term, and the other terms of its groups. */
interface SynonymRun {
  start: number;
  length: number;
  alternatives: readonly (readonly QueryWord[])[];
}

/**
 * The runs of a query's words that are synonym terms ("thom", "ca chua"), longest first from the left. Not a
 * run typed with other accents than the admin's ("dưa" is not "dứa"), nor one that would cut a pair of words
 * the catalogue writes side by side ("dua hau": "dua" is not the "dứa" of "thơm").
 */
function synonymRuns(dictionary: SearchDictionary, words: QueryWord[]): SynonymRun[] {
  const runs: SynonymRun[] = [];
  const folded = words.map((word) => word.folded);
  const pairedWith = (i: number, j: number) =>
    i >= 0 && j < folded.length && dictionary.known.has(folded[i]! + folded[j]!);
  for (let start = 0; start < folded.length; start += 1) {
    for (let length = Math.min(dictionary.longestSynonym, folded.length - start); length >= 1; length -= 1) {
      const key = folded.slice(start, start + length).join(' ');
      const alternatives = dictionary.synonyms.get(key);
      if (!alternatives || !synonymSpelledAs(dictionary, key, words.slice(start, start + length))) continue;
      if (pairedWith(start - 1, start) || pairedWith(start + length - 1, start + length)) continue;
      runs.push({ start, length, alternatives });
      break;
    }
  }
  return runs;
}

/** The query's slots with the words of each synonym term of several words held together (joinsNext). */
function joinedRuns(slots: TermSlot[], runs: readonly SynonymRun[]): TermSlot[] {
  const joined = [...slots];
  for (const { start, length } of runs) {
    for (let i = start; i < start + length - 1; i += 1) joined[i] = { ...joined[i]!, joinsNext: true };
  }
  return joined;
}

/**
 * The synonym rewrites of a query: each synonym run replaced by each other term of its groups, word for
 * word ("tomato" → "cà" "chua"), the words of a term of several words held together (joinsNext).
 */
function synonymVariants(
  dictionary: SearchDictionary,
  words: QueryWord[],
  literal: TermSlot[],
  runs: readonly SynonymRun[],
): SearchVariant[] {
  const folded = words.map((word) => word.folded);
  return runs.flatMap(({ start, length, alternatives }) =>
    alternatives.map((alternative) => ({
      slots: [
        ...literal.slice(0, start),
        ...alternative.map(({ folded, accented }, i) => ({
          exact: [folded],
          near: [],
          ...(accented ? { accented } : {}),
          categoryIds: categoriesWithAnyOf(dictionary, [folded]),
          nearCategoryIds: [],
          ...(i + 1 < alternative.length ? { joinsNext: true } : {}),
        })),
        ...literal.slice(start + length),
      ],
      folded: [
        ...folded.slice(0, start),
        ...alternative.map((word) => word.folded),
        ...folded.slice(start + length),
      ].join(' '),
    })),
  );
}

/**
 * Readings for words written apart that the catalogue writes together ("lemon grass", "la ba" for
 * "laba") and for a word written together that the catalogue writes apart: an unknown word split into
 * two known ones ("bongcaixanh" → "bongcai" "xanh", where "bongcai" is the pair the name carries).
 */
function spacingVariants(dictionary: SearchDictionary, words: QueryWord[], literal: TermSlot[]): SearchVariant[] {
  const folded = words.map((word) => word.folded);
  const variant = (start: number, end: number, replacement: string[]): SearchVariant => {
    const last = end === folded.length;
    const slots = replacement.map((term, i) =>
      slotFor(dictionary, { folded: term }, last && i === replacement.length - 1),
    );
    return {
      slots: [...literal.slice(0, start), ...slots, ...literal.slice(end)],
      folded: [...folded.slice(0, start), ...replacement, ...folded.slice(end)].join(' '),
    };
  };
  const variants: SearchVariant[] = [];
  for (let i = 0; i + 1 < folded.length; i += 1) {
    // Joined and unknown, the pair is one word with a typo: "ca chau" is "cachua" ("Cà chua") swapped.
    const joined = folded[i]! + folded[i + 1]!;
    const last = i + 2 === folded.length;
    // Below 8 letters, one edit: a pair written longer would be compared with the dictionary at two edits.
    if (
      dictionary.known.has(joined) ||
      (joined.length < 8 && slotFor(dictionary, { folded: joined }, last).near.length > 0)
    )
      variants.push(variant(i, i + 2, [joined]));
  }
  folded.forEach((word, i) => {
    if (dictionary.known.has(word) || word.length < 4) return;
    for (let cut = word.length - 2; cut >= 2; cut -= 1) {
      const [left, right] = [word.slice(0, cut), word.slice(cut)];
      if (dictionary.known.has(left) && dictionary.known.has(right)) {
        variants.push(variant(i, i + 1, [left, right]));
        return;
      }
    }
  });
  return variants;
}

/** The plan of a shopper's query; undefined when it has no word to match (only punctuation, say). */
export function planSearch(dictionary: SearchDictionary, text: string): SearchPlan | undefined {
  const words = queryWords(text).slice(0, QUERY_WORDS_MAX);
  if (words.length === 0) return undefined;
  const runs = synonymRuns(dictionary, words);
  // A synonym term typed as the shopper typed it is held together too: "hành khô" is not "mỡ hành … kho tộ".
  const slots = joinedRuns(
    words.map((word, i) => slotFor(dictionary, word, i === words.length - 1)),
    runs.filter((run) => run.length > 1),
  );
  const literal = { slots, folded: words.map((word) => word.folded).join(' ') };
  const rewrites = [...spacingVariants(dictionary, words, slots), ...synonymVariants(dictionary, words, slots, runs)];
  return {
    variants: [literal, ...rewrites.slice(0, REWRITES_MAX)],
    short: words.length === 1 && words[0]!.folded.length < 3,
  };
}

/**
 * "Did you mean …": each unknown word replaced by the nearest known one, allowing one edit more than a
 * search forgives (a search already forgave what it could); undefined when no word could be corrected.
 */
export function correctQuery(dictionary: SearchDictionary, text: string): string | undefined {
  const words = queryWords(text).slice(0, QUERY_WORDS_MAX);
  let changed = false;
  const corrected = words.map(({ folded }) => {
    if (dictionary.known.has(folded)) return folded;
    const closest = closestWord(dictionary, folded, allowedEdits(folded) + 1);
    if (closest) changed = true;
    return closest ?? folded;
  });
  return changed ? corrected.join(' ') : undefined;
}
