import { errorEnvelopeSchema, type FieldError } from '@veggie/contract';
import { isHttpError } from './is-http-error';

/** The error envelope of a failed http call, when the server answered with one. */
function errorEnvelope(error: unknown) {
  if (!isHttpError(error) || !error.response) return null;
  const parsed = errorEnvelopeSchema.safeParse(error.response.data);
  return parsed.success ? parsed.data : null;
}

/** The server's own message for a failed http call, or null when no envelope came back (network, time-out). */
export function serverMessage(error: unknown): string | null {
  return errorEnvelope(error)?.message ?? null;
}

/** The per-field messages of a refused request (validation, duplicate email…); empty when there are none. */
export function serverFieldErrors(error: unknown): FieldError[] {
  return errorEnvelope(error)?.errors ?? [];
}
