import { isMessageKey, toFieldErrors, type IssueLike } from '@veggie/contract';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import type { Locale } from './i18n';

/** The part of a zod schema the resolver uses. */
export interface ParsingSchema<T> {
  safeParseAsync(
    data: unknown,
  ): Promise<{ success: true; data: T } | { success: false; error: { issues: readonly IssueLike[] } }>;
}

/**
 * A react-hook-form resolver for the contract's zod schemas. Their messages are message keys
 * ("tooLong"), translated here into the screen's language with their limits ("Must be at most 50
 * characters"); any other message is kept as written. Forms pass `useLocale()`.
 */
export function contractResolver<T extends FieldValues>(schema: ParsingSchema<T>, locale: Locale = 'en'): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      if (errors[field]) continue;
      const message = isMessageKey(issue.message)
        ? (toFieldErrors([issue], locale)[0]?.message ?? issue.message)
        : issue.message;
      errors[field] = { type: issue.code, message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/**
 * A resolver for a form whose inputs are not the wire's shape (amounts typed as text, a weekday chosen as a
 * string): `toInput` turns the values into the wire's shape, the contract's schema checks that in the screen's
 * language, and the submit handler receives what the schema gave.
 */
export function convertingResolver<TForm extends FieldValues, TInput extends FieldValues>(
  schema: ParsingSchema<TInput>,
  locale: Locale,
  toInput: (values: TForm) => unknown,
): Resolver<TForm, unknown, TInput> {
  const check = contractResolver(schema, locale);
  return (async (values, context, options) => check(toInput(values) as TInput, context, options as never)) as Resolver<
    TForm,
    unknown,
    TInput
  >;
}

/**
 * A refused submission, shown once (docs/decisions/024-one-place-per-error.md): the server's field
 * messages (a 400 or 409 `errors` list) go under the form's own fields with the type `server`, the first
 * one focused. True when every message found its field: the form then shows no banner; otherwise (no
 * field named, a field the form does not have, no answer at all) the banner speaks for the failure.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const messages = error instanceof ApiError ? error.fields : [];
  let placed = 0;
  for (const { field, message } of messages) {
    const known = fields.find((name) => name === field);
    if (!known) continue;
    setError(known, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed > 0 && placed === messages.length;
}
