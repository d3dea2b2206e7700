import {
  categoriesWithAnyOf,
  closestWord,
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
 * Edits forgiven in a query word: one, two from 8 letters on (the rule). A word of three letters
 * is forgiven only two neighbours swapped ("tya" → "tay", see swappedWords): one edit of any kind turns
 * "rau" into "dau", "cau" and "tau", and those names would rank above the greens of the category "Rau".
 * None in a word of one or two letters.
 */
export function allowedEdits(word: string): number {
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}

/** The known words a short word becomes when two neighbouring letters are swapped. */
function swappedWords(dictionary: SearchDictionary, word: string): string[] {
  const swapped: string[] = [];
  for (let i = 0; i + 1 < word.length; i += 1) {
    const candidate = word.slice(0, i) + word[i + 1]! + word[i]! + word.slice(i + 2);
    if (candidate !== word && dictionary.known.has(candidate)) swapped.push(candidate);
  }
  return swapped;
}

/** One query word as the terms a product word may be to match it. */
export interface TermSlot {
  /** The word itself, and for the last word every known word it begins ("chu" → "chua", "chuoi"). */
  exact: string[];
  /** Known words within the allowed edits ("chau" → "chua"). */
  near: string[];
  /** As typed, when typed with accents: names holding it rank first ("cà" before "cá"). */
  accented?: string;
  /** The categories whose name has one of the terms: their products match the word too. */
  categoryIds: string[];
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
  const near = (
    edits > 0
      ? wordsNear(dictionary, word.folded, edits)
      : word.folded.length === 3
        ? swappedWords(dictionary, word.folded)
        : []
  ).filter((term) => !exact.includes(term));
  return {
    exact,
    near,
    ...(word.accented ? { accented: word.accented } : {}),
    categoryIds: categoriesWithAnyOf(dictionary, [...exact, ...near]),
  };
}

/**
 * The synonym rewrites of a query: each run of words that is a synonym term ("thom", "ca chua"), longest
 * first from the left, replaced by each other term of its groups, word for word ("tomato" → "ca" "chua").
 */
function synonymVariants(dictionary: SearchDictionary, words: QueryWord[], literal: TermSlot[]): SearchVariant[] {
  const variants: SearchVariant[] = [];
  const folded = words.map((word) => word.folded);
  for (let start = 0; start < folded.length; start += 1) {
    for (let length = Math.min(dictionary.longestSynonym, folded.length - start); length >= 1; length -= 1) {
      const alternatives = dictionary.synonyms.get(folded.slice(start, start + length).join(' '));
      if (!alternatives) continue;
      for (const alternative of alternatives) {
        const slots = [
          ...literal.slice(0, start),
          ...alternative.map(({ folded, accented }) => ({
            exact: [folded],
            near: [],
            ...(accented ? { accented } : {}),
            categoryIds: categoriesWithAnyOf(dictionary, [folded]),
          })),
          ...literal.slice(start + length),
        ];
        const words = [
          ...folded.slice(0, start),
          ...alternative.map((word) => word.folded),
          ...folded.slice(start + length),
        ];
        variants.push({ slots, folded: words.join(' ') });
      }
      break;
    }
  }
  return variants;
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
    const joined = folded[i]! + folded[i + 1]!;
    if (dictionary.known.has(joined)) variants.push(variant(i, i + 2, [joined]));
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
  const slots = words.map((word, i) => slotFor(dictionary, word, i === words.length - 1));
  const literal = { slots, folded: words.map((word) => word.folded).join(' ') };
  const rewrites = [...spacingVariants(dictionary, words, slots), ...synonymVariants(dictionary, words, slots)];
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
