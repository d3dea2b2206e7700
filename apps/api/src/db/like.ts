/** `%`, `_` and `\` typed by a user are literal characters in a LIKE pattern, not wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching the user's text anywhere, taken literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
