/**
 * A UTF-16 surrogate without its other half: JSON may carry one as an escape ("\ud800"), JavaScript keeps
 * it in a string, but it is no character, and PostgreSQL refuses it in jsonb.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with each lone surrogate replaced by U+FFFD, as a UTF-8 encoder writes it (String#toWellFormed). */
export const wellFormedText = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');

/**
 * A parsed JSON value with every string and key well-formed, for storing input that must be kept
 * whatever it holds (a bank notification). Depth is bounded by the text-input plugin.
 */
export function wellFormedJson(value: unknown): unknown {
  if (typeof value === 'string') return wellFormedText(value);
  if (Array.isArray(value)) return value.map(wellFormedJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormedText(key), wellFormedJson(item)]));
  }
  return value;
}
