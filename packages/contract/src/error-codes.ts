import type { MessageKey } from './messages';

/** `insufficientStock` → `insufficient_stock`, as a type (written tail-recursively: keys may be long). */
type SnakeCase<S extends string, Done extends string = ''> = S extends `${infer Head}${infer Tail}`
  ? SnakeCase<Tail, `${Done}${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}`>
  : Done;

/** The few codes the contract names differently from their message key. */
const CODE_OVERRIDES = {
  tooManyRequests: 'rate_limited',
} as const satisfies Partial<Record<MessageKey, string>>;
type Overridden = keyof typeof CODE_OVERRIDES;

/**
 * The `code` of an error envelope: a stable snake_case key a client decides on (the message is for
 * people and changes with the language). Every message key has one, so keys added later get theirs.
 */
export type ErrorCode = {
  [K in MessageKey]: K extends Overridden ? (typeof CODE_OVERRIDES)[K] : SnakeCase<K>;
}[MessageKey];

/** The error code of a message key: its snake case, unless the contract names it otherwise. */
export function errorCodeOf(key: MessageKey): ErrorCode {
  if (Object.hasOwn(CODE_OVERRIDES, key)) return CODE_OVERRIDES[key as Overridden];
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as ErrorCode;
}
