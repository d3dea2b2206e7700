import type { AppLoadContext } from 'react-router';
import { http } from './http';
import { isHttpError } from './is-http-error';

/** An API answer as the server-side load context hands it over: status and parsed JSON body. */
export interface ApiResult {
  status: number;
  body: unknown;
}

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * Calls our own API in the same process (the Fastify web plugin uses `app.inject`), so server
     * rendering never goes over the network. `path` is below /api, e.g. "/products?page=1".
     */
    api?: (path: string) => Promise<ApiResult>;
  }
}

/** A failed API call: the HTTP status (0 when no answer came back) and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
}

function unwrap<T>({ status, body }: ApiResult): T {
  const envelope = body as Partial<Envelope<T>> | null;
  if (status >= 200 && status < 300 && envelope?.success === true) return envelope.data as T;
  throw new ApiError(status, typeof envelope?.message === 'string' ? envelope.message : `Request failed with status ${status}`);
}

async function getOverHttp(path: string, baseURL?: string): Promise<ApiResult> {
  try {
    const res = await http.get<unknown>(path, baseURL ? { baseURL } : undefined);
    return { status: res.status, body: res.data };
  } catch (error) {
    if (isHttpError(error) && error.response) return { status: error.response.status, body: error.response.data };
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
}

/**
 * GET an API path and return the envelope's `data`, or throw an ApiError. Pass the loader's
 * arguments: on the server the load context answers in-process; in the browser the http client does.
 */
export async function apiGet<T>(args: { context?: AppLoadContext; request?: Request }, path: string): Promise<T> {
  if (args.context?.api) return unwrap<T>(await args.context.api(path));
  if (typeof window !== 'undefined') return unwrap<T>(await getOverHttp(path));
  if (import.meta.env.DEV && args.request) {
    // `react-router dev` renders without our Fastify plugin; its proxy forwards /api to the API.
    return unwrap<T>(await getOverHttp(path, new URL('/api', args.request.url).href));
  }
  throw new Error('Server rendering needs the API load context: serve the build through the Fastify web plugin');
}

/** What to show for a failed call: the server's own words for a refused request, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404) return error.message;
  return fallback;
}
