import type { FastifyRequest } from 'fastify';

/**
 * The email of a validated JSON body (trimmed and lowercased by the contract's schema), or null when the
 * body holds none or was never read (a request refused before parsing).
 */
export function bodyEmail(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : null;
}
