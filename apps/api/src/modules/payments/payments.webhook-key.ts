import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request carries `Authorization: Apikey <key>` with the configured key, compared in constant
 * time (of the digests, so neither the key's length nor its first differing character shows in the
 * timing). No key configured: nothing is accepted.
 */
export function hasWebhookKey(request: FastifyRequest, key: string | undefined): boolean {
  if (!key) return false;
  const match = /^apikey\s+(.+?)\s*$/i.exec(request.headers.authorization ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(key)) && match !== null;
}

/**
 * preParsing guard of a bank-notification webhook: 401 `invalid_webhook_key` before the body is read or
 * validated. Not onRequest: the rate limit (an onRequest hook added after the route's own) must count a
 * caller without the key before it is refused.
 */
export const requireWebhookKey =
  (key: string | undefined) =>
  async <P>(request: FastifyRequest, _reply: unknown, payload: P): Promise<P> => {
    if (!hasWebhookKey(request, key)) throw unauthorized('invalidWebhookKey');
    return payload;
  };
