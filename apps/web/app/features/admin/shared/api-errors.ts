import { ApiError, serverMessage } from '../../../lib/api-client';

/** "Failed to delete user: You cannot delete your own account", or the fallback alone. */
export function withServerMessage(fallback: string, error: unknown): string {
  const message = serverMessage(error);
  return message ? `${fallback}: ${message}` : fallback;
}

/**
 * What a failed save shows (spec §8): the server's message, or the joined `errors` list, or the
 * fallback. When both come back the field messages are added, since "Dữ liệu không hợp lệ" alone does
 * not say what to fix.
 */
export function saveErrorMessage(error: unknown, fallback: string): string {
  const message = serverMessage(error);
  const fields = (error instanceof ApiError ? error.fields : [])
    .map((e) => e.message)
    .filter((m) => m.trim() !== '')
    .join(', ');
  if (message && fields) return `${message}: ${fields}`;
  return message ?? (fields || fallback);
}
