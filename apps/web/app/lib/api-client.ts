import type { FieldError } from '@veggie/contract';
import type { AppLoadContext } from 'react-router';

/** An API answer as the server-side load context hands it over: status and parsed JSON body. */
export interface ApiResult {
  status: number;
  body: unknown;
}

/** What a route action sends through the load context besides a GET: its method, JSON body and session. */
export interface ApiWrite {
  method: string;
  body?: unknown;
  /** The `Authorization` header the browser's session would have sent (`Bearer …`). */
  authorization?: string;
}

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * Calls our own API in the same process (the Fastify web plugin uses `app.inject`), so server
     * rendering and route actions never go over the network. `path` is below /api, e.g. "/products?page=1";
     * `acceptLanguage` is the language to answer in (the page's), else the visitor's own header goes;
     * `write` makes it an action's POST or PUT instead of a GET.
     */
    api?: (path: string, acceptLanguage?: string, write?: ApiWrite) => Promise<ApiResult>;
  }
}

/**
 * A zod schema of the contract, seen as a type only: `z.infer` without importing zod, so no call site
 * brings zod into a page's JavaScript (decision 018). The API validates its answers against the same
 * schemas, so the client trusts them instead of parsing them again.
 */
export interface Schema {
  readonly _zod: { readonly output: unknown };
}
export type Infer<S extends Schema> = S['_zod']['output'];

/**
 * A failed API call: the HTTP status (0 when no answer came back), the envelope's stable `code` (null
 * without one), its message (for people, empty when the server sent none; decide on `code`) and its
 * per-field messages.
 */
export class ApiError extends Error {
  // Declared, not defined as class fields: the constructor sets them, and this class ships in every first page.
  declare readonly status: number;
  declare readonly code: string | null;
  declare readonly fields: readonly FieldError[];

  constructor(status: number, code: string | null, message: string, fields: readonly FieldError[]) {
    super(message);
    Object.assign(this, { status, code, fields });
  }
}

export interface RequestOptions {
  headers?: Readonly<Record<string, string>>;
  /** A loader's or route action's own arguments: on the server its load context answers in-process. */
  context?: AppLoadContext;
  request?: Request;
  /** Ends the call early: a superseded query (TanStack Query's `signal`) stops waiting for its answer. */
  signal?: AbortSignal;
}

/**
 * The fetch and envelope-reading half of the client, loaded on the first call. Pages are server-rendered
 * and most first visits call nothing from the browser, so it stays out of every page's initial
 * JavaScript (as axios did before it).
 */
const loadTransport = () => import('./api-transport');

/** Who hears of a 401 in the browser: the session, wired in by the app (one place for the logout). */
export const unauthorized: { handler: (() => void) | null } = { handler: null };

/**
 * The one client of our API, for loaders (server and browser) and for the browser's own calls. Each
 * call names the contract's schema of its answer and returns that type: `api.get<typeof cartEnvelopeSchema>('/cart')`.
 * Paths are below /api; a non-2xx answer throws an ApiError.
 */
const call = async <S extends Schema>(method: string, path: string, body?: unknown, options?: RequestOptions) =>
  (await loadTransport()).call(method, path, body, options) as Promise<Infer<S>>;

export const api = {
  get: <S extends Schema>(path: string, options?: RequestOptions) => call<S>('GET', path, undefined, options),
  delete: <S extends Schema>(path: string, options?: RequestOptions, body?: unknown) =>
    call<S>('DELETE', path, body, options),
  post: <S extends Schema>(path: string, body?: unknown, options?: RequestOptions) =>
    call<S>('POST', path, body, options),
  put: <S extends Schema>(path: string, body?: unknown, options?: RequestOptions) =>
    call<S>('PUT', path, body, options),
  patch: <S extends Schema>(path: string, body?: unknown, options?: RequestOptions) =>
    call<S>('PATCH', path, body, options),
};

/**
 * What to show for a failed call: the server's own words for a refused request (a 4xx with a message;
 * a missing route's 404 is no refusal), else undefined (network, time-out, server fault): the caller's fallback.
 * A validation refusal is undefined too: its message names the field by its wire name ("password: …"),
 * for developers; forms show its `fields` under their inputs (lib/form-resolver.ts).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return undefined;
  if (error.code === 'route_not_found' || error.code === 'validation_failed') return undefined;
  return error.message.trim() ? error.message : undefined;
}
