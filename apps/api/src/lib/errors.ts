import type { MessageKey, MessageParams } from '@veggie/contract';

const STATUS = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof STATUS;

export interface FieldProblem {
  field: string;
  key: MessageKey;
  params?: MessageParams;
}

/**
 * A domain error: a kind that decides the HTTP status and a message key that the error handler
 * renders in the caller's language. Services throw these; nothing else reaches the client.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly kind: ErrorKind,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly fields?: FieldProblem[],
  ) {
    super(key);
    this.name = 'AppError';
    this.statusCode = STATUS[kind];
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams, fields?: FieldProblem[]) =>
  new AppError('badRequest', key, params, fields);
export const unauthorized = (key: MessageKey = 'unauthorized') => new AppError('unauthorized', key);
export const forbidden = (key: MessageKey = 'forbidden') => new AppError('forbidden', key);
export const notFound = (key: MessageKey = 'notFound', params?: MessageParams) => new AppError('notFound', key, params);
/** A 400 whose message is the first problem and whose `errors` list holds them all. */
export function invalidFields(problems: FieldProblem[]) {
  const [first] = problems;
  return badRequest(first?.key ?? 'validationFailed', first?.params, problems);
}

export const conflict = (key: MessageKey, params?: MessageParams, fields?: FieldProblem[]) =>
  new AppError('conflict', key, params, fields);
