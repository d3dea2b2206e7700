import type { Language } from './messages';

// No schema here: the storefront's first load uses these words, and zod would come along with one.

/** Measures and other English words that keep one form whatever the count ("3 kg", "2 dozen"). */
const INVARIABLE = new Set(['g', 'kg', 'mg', 'ml', 'l', 'cl', 'dl', 'lb', 'lbs', 'oz', 'dozen']);
/** The English nouns of produce and its packaging whose plural no rule below makes. */
const IRREGULAR: Readonly<Record<string, string>> = {
  half: 'halves',
  leaf: 'leaves',
  loaf: 'loaves',
  mango: 'mangoes',
  potato: 'potatoes',
  tomato: 'tomatoes',
};

/**
 * An English sale unit as it reads after `count`: "bunch" → "3 bunches", "box of 500 g" → "2 boxes of 500 g",
 * "glass jar" → "2 glass jars" (the noun counted is the last word before "of", a bracket or a comma);
 * "kg", "250 g" and a noun already ending in a single "s" ("greens") stay as they are.
 */
export function englishUnitFor(label: string, count: number): string {
  if (count === 1) return label;
  const end = label.search(/\s+of\s|\s*[(,]/);
  const head = end === -1 ? label : label.slice(0, end);
  const match = /^(.*?)([A-Za-z]+)$/s.exec(head);
  if (!match) return label;
  const [, before, noun] = match as unknown as [string, string, string];
  const lower = noun.toLowerCase();
  // "500g": a measure glued to its number; "kg": a measure.
  if ((before !== '' && !/\s$/.test(before)) || INVARIABLE.has(lower) || noun.length < 2) return label;
  let plural: string;
  if (IRREGULAR[lower]) plural = IRREGULAR[lower];
  else if (/(ss|x|z|ch|sh)$/.test(lower)) plural = `${lower}es`;
  else if (lower.endsWith('s')) plural = lower;
  else if (/[^aeiou]y$/.test(lower)) plural = `${lower.slice(0, -1)}ies`;
  else plural = `${lower}s`;
  // Keeps the label's own capitals: "Box" → "Boxes", "BOX" → "BOXES".
  const cased = noun === noun.toUpperCase() ? plural.toUpperCase() : noun[0] + plural.slice(1);
  return before + cased + label.slice(head.length);
}

/**
 * A sale unit's name in a language, as it reads after a count of `count` (1 by default): English from
 * `labelEn`, pluralised ("3 bunches"); the Vietnamese `label` otherwise, and in English when there is no
 * English one. Vietnamese nouns have no plural, and neither does a Vietnamese label shown in English.
 */
export function unitLabelFor(unit: { label: string; labelEn?: string | null }, language: Language, count = 1): string {
  return language === 'en' && unit.labelEn ? englishUnitFor(unit.labelEn, count) : unit.label;
}
