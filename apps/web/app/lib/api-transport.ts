import type { FieldError } from '@veggie/contract';
import { ApiError, unauthorized, type ApiResult, type ApiWrite, type RequestOptions } from './api-client';
import { isLocale } from './i18n';
import { requestLocale } from './locale';
import { storage } from './storage';

const TIMEOUT_MS = 30_000;

function baseUrl(request: Request | undefined): string {
  if (typeof window !== 'undefined') return '/api';
  // `react-router dev` renders without our Fastify plugin; its proxy forwards /api to the API.
  if (import.meta.env.DEV && request) return new URL('/api', request.url).href;
  throw new Error('Server rendering needs the API load context: serve the build through the Fastify web plugin');
}

/**
 * The language the API should answer in: the page's own (the root sets it on <html lang> in the browser,
 * the admin's language on admin pages, and decides it from the request on the server), unless the caller
 * asks for one itself. Undefined leaves the browser's or the visitor's own header.
 */
function answerLanguage(options: RequestOptions): string | undefined {
  const own = new Headers(options.headers).get('Accept-Language');
  if (own) return own;
  if (typeof document !== 'undefined') {
    const page = document.documentElement.lang;
    return isLocale(page) ? page : undefined;
  }
  return options.request && requestLocale(options.request);
}

/**
 * One request to our API over HTTP: JSON, the stored token, a time-out. No answer (network, time-out)
 * is status 0 with the reason as its message.
 */
export async function overHttp(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<ApiResult> {
  const url = `${baseUrl(options.request)}${path}`;
  const headers = new Headers(options.headers);
  const language = answerLanguage(options);
  if (language) headers.set('Accept-Language', language);
  const token = storage.get('token');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A FormData upload goes as it is: the browser sets the multipart type and its boundary itself.
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  // AbortSignal.any is missing before Safari 17.4: there the caller's signal alone ends the call.
  const signal = !options.signal
    ? timeout
    : AbortSignal.any
      ? AbortSignal.any([options.signal, timeout])
      : options.signal;
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, signal });
  } catch (error) {
    return { status: 0, body: { message: error instanceof Error ? error.message : 'Network error' } };
  }
  // A proxy's HTML error page or an empty answer reads as "no envelope".
  const parsed: unknown = await response.json().catch(() => null);
  return { status: response.status, body: parsed };
}

/** The ApiError of a non-2xx answer, read from its error envelope when there is one. */
export function toApiError({ status, body }: ApiResult): ApiError {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  const code = typeof envelope.code === 'string' ? envelope.code : null;
  const fields = Array.isArray(envelope.errors) ? (envelope.errors as FieldError[]) : [];
  return new ApiError(status, code, message, fields);
}

/**
 * A route action's write through the load context (undefined for a GET): its method and body, and the
 * session it passes on. An action runs on the web server, which cannot read the browser's stored token: the
 * page hands it over (`sessionToken`, features/contact) and the action names it in `Authorization`.
 */
function inProcessWrite(method: string, body: unknown, options: RequestOptions): ApiWrite | undefined {
  if (method === 'GET') return undefined;
  const authorization = new Headers(options.headers).get('Authorization') ?? undefined;
  return { method, ...(body !== undefined && { body }), ...(authorization && { authorization }) };
}

/** One call of the client (./api-client): the answer's body on a 2xx, else its ApiError. */
export async function call(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<unknown> {
  const result = options.context?.api
    ? await options.context.api(path, answerLanguage(options), inProcessWrite(method, body, options))
    : await overHttp(method, path, body, options);
  if (result.status >= 200 && result.status < 300) return result.body;
  // A failed login is a 401 too: the handler decides whether it ends a session.
  if (result.status === 401 && typeof window !== 'undefined') unauthorized.handler?.();
  throw toApiError(result);
}
