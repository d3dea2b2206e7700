import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { bodyEmail } from '../../lib/body-email';
import { addressBlock } from '../../lib/client-address';
import type { Clock } from '../../lib/clock';
import { recordRefusedAttempt, type RequestOrigin } from './security-events.service';

/** Enough to tell browsers and scripts apart; the header is the caller's free text. */
const USER_AGENT_MAX = 200;

export function requestOrigin(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX) };
}

/**
 * An onResponse hook for the login route: records its 429 answers as `login_locked_out`, once per
 * address and email a minute. Refused requests must stay cheap, so a client hammering a lockout
 * does not write a row per request.
 */
export function loginLockoutRecorder(db: Db, clock: Clock) {
  const recent = new LRUCache<string, true>({
    max: 5_000,
    ttl: 60_000,
    ttlResolution: 0,
    perf: { now: () => clock.now() },
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode !== 429) return;
    const email = bodyEmail(request);
    const key = `${addressBlock(request.ip)}\n${email ?? ''}`;
    if (recent.has(key)) return;
    recent.set(key, true);
    await recordRefusedAttempt(db, requestOrigin(request), request.log, { kind: 'login_locked_out', email });
  };
}
