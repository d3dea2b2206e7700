import { isMessageKey, toFieldErrors, type IssueLike } from '@veggie/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The part of a zod schema the resolver uses. */
interface ParsingSchema<T> {
  safeParseAsync(
    data: unknown,
  ): Promise<{ success: true; data: T } | { success: false; error: { issues: readonly IssueLike[] } }>;
}

/**
 * A react-hook-form resolver for the contract's zod schemas. Their messages are message keys
 * ("tooLong"), translated here with their limits ("Must be at most 50 characters"); any other
 * message is kept as written.
 */
export function contractResolver<T extends FieldValues>(schema: ParsingSchema<T>): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      if (errors[field]) continue;
      const message = isMessageKey(issue.message)
        ? (toFieldErrors([issue], 'en')[0]?.message ?? issue.message)
        : issue.message;
      errors[field] = { type: issue.code, message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
