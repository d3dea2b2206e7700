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
  let beforePrevious = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
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
