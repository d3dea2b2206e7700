import { z } from 'zod';
import { LIMITS, PAGE_SIZES } from './limits';
import { isMessageKey, translate, type Language, type MessageKey, type MessageParams } from './messages';

/** Ids are opaque strings on the wire (UUIDs in our database). */
export const idSchema = z.string().min(1).max(64);
export const isoDateSchema = z.string();

/** A calendar day that exists, `YYYY-MM-DD` (2026-02-30 does not): 400 `invalidDate` otherwise. */
export const calendarDaySchema = z
  .string()
  // Aborts: a text that is no YYYY-MM-DD at all is one problem, not also an unreal day.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalidDate', abort: true })
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, 'invalidDate');

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  itemsPerPage: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  // A string on the wire, not an enum of today's codes, so a client keeps reading envelopes that carry newer ones.
  code: z
    .string()
    .describe(
      'Stable snake_case key of the error (an ErrorCode, e.g. insufficient_stock); decide on it, not on the message',
    ),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const messageEnvelopeSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageEnvelope = z.infer<typeof messageEnvelopeSchema>;

/** `{ success: true, message?, data }`, the success envelope of the contract. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

/** Admin lists: the page of items plus `count` (all that match) and the pagination block. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    count: z.number().int(),
    pagination: paginationSchema,
  });
}

/** A whole number from a query string, the fallback when absent or unreadable, raised to `min`. */
function queryInt(raw: unknown, fallback: number, min: number): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number.parseInt(raw, 10) : Number.NaN;
  if (Number.isNaN(n)) return fallback;
  // Beyond a safe integer (up to Infinity, as parseInt reads a long run of digits) is beyond every maximum
  // below; kept a whole number, it meets that maximum rather than a type error.
  return Math.max(min, Math.min(Number.MAX_SAFE_INTEGER, Math.trunc(n)));
}

/**
 * The highest page a list answers. A page is an SQL offset of (page − 1) × limit, and past what a
 * bigint holds PostgreSQL fails the query: up to here the offset of the longest page (a sitemap
 * file's) stays a safe integer, far beyond any catalog, and a higher number is refused, not clamped,
 * since no list has such a page to show.
 */
export const PAGE_MAX = Math.floor(Number.MAX_SAFE_INTEGER / PAGE_SIZES.sitemap);

/** `page` 1..PAGE_MAX (below 1 reads as 1) and `limit` clamped to 1..100, as the contract says for every list. */
export function pageQuery(defaultLimit: number) {
  return z.object({
    page: z.preprocess((raw) => queryInt(raw, 1, 1), z.number().int().max(PAGE_MAX, 'tooBig')),
    limit: z.preprocess((raw) => Math.min(PAGE_SIZES.max, queryInt(raw, defaultLimit, 1)), z.number().int()),
  });
}

/** Optional trimmed text from a query string; blank means "no filter". */
export const optionalSearchText = z
  .string()
  .max(LIMITS.searchTextMax, 'tooLong')
  .optional()
  .transform((s) => {
    const trimmed = s?.trim();
    return trimmed ? trimmed : undefined;
  });

/** Optional id filter from a query string; blank means "no filter". */
export const optionalIdFilter = z
  .string()
  .max(64)
  .optional()
  .transform((s) => (s?.trim() ? s.trim() : undefined));

export const sortOrderSchema = z.enum(['asc', 'desc']);

export function paginate(page: number, limit: number, totalItems: number): Pagination {
  return {
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(totalItems / limit)),
    totalItems,
    itemsPerPage: limit,
  };
}

/** The parts of a zod issue we read; kept structural so both zod's core and classic issues fit. */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
  params?: Record<string, unknown>;
}

function issueMessage(issue: IssueLike): [MessageKey, MessageParams] {
  if (isMessageKey(issue.message)) {
    return [
      issue.message,
      { min: Number(issue.minimum ?? 0), max: Number(issue.maximum ?? 0), ...(issue.params as MessageParams) },
    ];
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return ['required', {}];
      return issue.expected === 'int' ? ['mustBeInteger', {}] : ['invalidType', {}];
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? ['required', {}] : ['tooShort', { min }];
      if (issue.origin === 'number' && min === 0 && issue.inclusive === false) return ['mustBePositive', {}];
      return ['tooSmall', { min }];
    }
    case 'too_big':
      return issue.origin === 'string'
        ? ['tooLong', { max: Number(issue.maximum) }]
        : ['tooBig', { max: Number(issue.maximum) }];
    case 'invalid_format':
      return issue.format === 'email' ? ['invalidEmail', {}] : ['invalidType', {}];
    case 'invalid_value':
      return ['invalidOption', {}];
    default:
      return ['invalidType', {}];
  }
}

/** A zod issue as a field and a message key, for code that translates later (the API's domain errors). */
export function describeIssues(
  issues: readonly IssueLike[],
): { field: string; key: MessageKey; params: MessageParams }[] {
  return issues.map((issue) => {
    const [key, params] = issueMessage(issue);
    return { field: issue.path.map(String).join('.'), key, params };
  });
}

/** Turns zod issues into the contract's `errors` list, in the reader's language. */
export function toFieldErrors(issues: readonly IssueLike[], lang: Language): FieldError[] {
  return describeIssues(issues).map(({ field, key, params }) => ({ field, message: translate(key, lang, params) }));
}
