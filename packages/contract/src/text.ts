import type { z } from 'zod';

/**
 * Characters that change how text is shown without being seen: controls, format characters (bidi
 * embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, zero-width spaces and marks
 * U+200B–U+200F, the word joiner U+2060, the byte-order mark U+FEFF, soft hyphen, tags, …), line
 * and paragraph separators, the combining grapheme joiner and the Hangul fillers that render blank.
 * They let a name look like another one ("admin" vs "ad\u200Bmin") or reverse the text around it.
 * Vietnamese combining marks (U+0300–U+0323, category Mn) are not among them.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u034F\u115F\u1160\u3164\uFFA0]/u;

/**
 * The only invisible characters an emoji needs: a zero-width joiner between two pictographs
 * (woman technologist, rainbow flag), and the tag letters of a subdivision flag (Scotland,
 * Wales). Anywhere else a joiner only hides.
 */
const EMOJI_SEQUENCE_PARTS =
  /(?<=\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})|(?<=\u{1F3F4})[\u{E0061}-\u{E007A}]+\u{E007F}/gu;

/** Line breaks and tabs: the layout of a text typed in a box of several lines, not hidden characters. */
const LAYOUT = /[\n\r\t]/g;

/**
 * Whether the text holds no invisible character outside an emoji sequence; with `multiline`, line breaks
 * and tabs are allowed too.
 */
export function isVisibleText(text: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  const shown = multiline ? text.replace(LAYOUT, '') : text;
  return !INVISIBLE.test(shown.replace(EMOJI_SEQUENCE_PARTS, ''));
}

/**
 * The one rule of free text a person typed and others read (names, addresses, notes, references): it
 * refuses invisible and direction-changing characters (see INVISIBLE), 400 `invisibleCharacters` on the field.
 */
export const visibleText = <T extends z.ZodString>(schema: T): T =>
  schema.refine((text) => isVisibleText(text), 'invisibleCharacters') as T;

/** visibleText for a text of several lines (an order note, a message, a description): line breaks pass. */
export const visibleMultilineText = <T extends z.ZodString>(schema: T): T =>
  schema.refine((text) => isVisibleText(text, { multiline: true }), 'invisibleCharacters') as T;

/**
 * Lower case without accents, for matching what a shopper types on a keyboard without Vietnamese input:
 * "Phường Ba Đình" → "phuong ba dinh". đ is a letter of its own, not a d with a mark, so it is mapped by hand.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
}
