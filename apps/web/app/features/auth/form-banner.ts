import type { FieldErrors, FieldValues, Path } from 'react-hook-form';

/**
 * The login and register forms name no empty field on its own: their banner says "Please fill in all
 * required fields." (spec §5), the message the contract's form schema gives each of them. Null when none
 * of `fields` is invalid (register's terms box has its own message under it).
 */
export function bannerMessage<T extends FieldValues>(invalid: FieldErrors<T>, fields: readonly Path<T>[]) {
  const messages = fields.map((field) => invalid[field]?.message);
  return messages.find((message) => typeof message === 'string') ?? null;
}
