import { synonymGroupInputSchema, toFieldErrors, type FieldError, type SynonymGroupInput } from '@veggie/contract';
import type { Resolver, ResolverResult } from 'react-hook-form';
import type { Locale } from '../../../lib/i18n';

/** The form holds the terms as the admin types them: one text, a term per line or between commas. */
export interface SynonymFormValues {
  terms: string;
}

/** "thơm, dứa\nkhóm" → ["thơm", "dứa", "khóm"]: blanks between separators are dropped. */
export function parseTerms(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((term) => term.trim())
    .filter((term) => term !== '');
}

export const termsText = (terms: readonly string[]) => terms.join(', ');

/** Says which term a message is about: "“…”: Must be at most 50 characters". */
export type TermMessage = (term: string, message: string) => string;

/**
 * The one sentence shown under the terms field for a list of field errors (the form's own check or the
 * server's 400): the group's ("Enter at least 2 words…") or a term's, naming that term (`terms.3`).
 * Undefined when none is about the terms.
 */
export function termsError(
  fields: readonly FieldError[],
  terms: readonly string[],
  termMessage: TermMessage,
): string | undefined {
  for (const { field, message } of fields) {
    const match = /^terms(?:\.(\d+))?$/.exec(field);
    if (!match) continue;
    const term = match[1] === undefined ? undefined : terms[Number(match[1])];
    return term === undefined ? message : termMessage(term, message);
  }
  return undefined;
}

/** Checks the terms against the contract's rules before the request, in the screen's language. */
export const synonymFormResolver =
  (locale: Locale, termMessage: TermMessage): Resolver<SynonymFormValues, unknown, SynonymGroupInput> =>
  async ({ terms: text }): Promise<ResolverResult<SynonymFormValues, SynonymGroupInput>> => {
    const terms = parseTerms(text);
    const result = await synonymGroupInputSchema.safeParseAsync({ terms });
    if (result.success) return { values: result.data, errors: {} };
    const message = termsError(toFieldErrors(result.error.issues, locale), terms, termMessage);
    return { values: {}, errors: { terms: { type: 'validate', message: message ?? '' } } };
  };
