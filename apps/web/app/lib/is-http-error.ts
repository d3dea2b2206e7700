import type { AxiosError } from 'axios';

/**
 * axios's own `isAxiosError` test, for errors thrown by `http` (./http). Importing it from axios would
 * bring the whole library into the first page's bundle (axios exports it from its default instance).
 */
export function isHttpError<T = unknown>(error: unknown): error is AxiosError<T> {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
