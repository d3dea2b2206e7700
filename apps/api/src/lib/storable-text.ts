/**
 * What PostgreSQL cannot store in text or jsonb: U+0000, and a UTF-16 surrogate without its other half, which
 * JSON may carry as an escape ("\ud800") and JavaScript keeps in a string, though it is no character.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is looked for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with each such character replaced by U+FFFD, as a UTF-8 encoder writes a lone surrogate. */
export const storableText = (text: string): string => text.replace(UNSTORABLE, '\uFFFD');

/**
 * A parsed JSON value with every string and key storable, for input that must be kept whatever it holds
 * (a bank notification). Depth is bounded by the text-input plugin.
 */
export function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableText(key), storableJson(item)]));
  }
  return value;
}
