/**
 * A text as search sees it: folded words. Folding must give exactly what the database's search_words()
 * gives for product and category text (migration 0010), or a query word could never meet a product word;
 * search-words.test.ts checks the two against each other on the seed catalogue.
 */
import { foldText } from '@veggie/contract';

/** The folded words of a text, as search_words() splits them: runs of a-z and 0-9. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

export interface QueryWord {
  /** Folded, as matched against the catalogue's terms. */
  folded: string;
  /** The word as typed, in lower case, when it carries accents ("cà"): such a query prefers accented matches. */
  accented?: string;
}

/** The words of a shopper's query, each folded and, when typed with accents, as typed. */
export function queryWords(text: string): QueryWord[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .flatMap((typed): QueryWord[] => {
      const folded = searchWords(typed);
      // A typed word folds to one word, unless it holds letters that fold to nothing we match.
      if (folded.length !== 1) return folded.map((word) => ({ folded: word }));
      return [folded[0] === typed ? { folded: typed } : { folded: folded[0]!, accented: typed }];
    });
}

/**
 * The letters of a word as bits (a-z, and the digits sharing the rest): a letter one word has and the other
 * lacks costs at least one edit, so two words whose letters differ by more than the edits allowed are told
 * apart without comparing them (search-dictionary wordsNear).
 */
export function letterBits(word: string): number {
  let bits = 0;
  for (let i = 0; i < word.length; i += 1) bits |= 1 << (word.charCodeAt(i) % 32);
  return bits;
}

/** The number of bits set: how many letters one word has that the other lacks (see letterBits). */
export function bitCount(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Rows of withinEdits' table, reused: the dictionary is compared word by word on every search. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Whether two words are within `max` edits of each other, counting an insertion, a deletion, a changed
 * letter or two neighbouring letters swapped ("xaoi" → "xoai") as one edit (optimal string alignment).
 * Stops as soon as a row of the table is past `max`, so comparing a query word with a whole dictionary
 * costs little more than reading it. The edit-distance packages on npm either miss transpositions or
 * build a full matrix per call without a bound (docs/decisions/026).
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a === b) return true;
  const width = b.length + 1;
  if (rows[0]!.length < width) rows = rows.map(() => new Int32Array(width * 2));
  let [beforePrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j < width; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, beforePrevious[j - 2]! + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return false;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length]! <= max;
}
