import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitSettings {
  /** Every login attempt from one address. */
  loginPerIp: RateLimitRule;
  /** Failed logins for one email from anywhere: stops password guessing spread over many addresses. */
  failedLoginsPerEmail: RateLimitRule;
  /** Forgot- and reset-password calls from one address: each forgot call may send a mail. */
  passwordResetPerIp: RateLimitRule;
}

export const RATE_LIMITS: RateLimitSettings = {
  // Generous on purpose: a whole office or café behind one NAT address logs in from the same IP;
  // the per-email limit below is what protects an account.
  loginPerIp: { max: 30, windowMs: 60_000 },
  failedLoginsPerEmail: { max: 10, windowMs: 15 * 60_000 },
  passwordResetPerIp: { max: 10, windowMs: 15 * 60_000 },
};

export interface FailedLoginGuard {
  /** preHandler: 429 with Retry-After while the request's email has too many recent failed logins. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one failed login against the request's email. */
  record(request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimitSettings;
    failedLogins: FailedLoginGuard;
  }
}

const tooManyRequests = () => new AppError('tooManyRequests', 'tooManyRequests');

/** Route option for `config.rateLimit`: counted per client address. */
export function perIpLimit(rule: RateLimitRule): RateLimitOptions {
  return { max: rule.max, timeWindow: rule.windowMs };
}

/** The validated (trimmed, lowercased) email of a login body; the guard runs after validation. */
function loginEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : '';
}

/**
 * @fastify/rate-limit with `global: false`: only routes that opt in through `config.rateLimit` are
 * limited. Counters live in memory, so each instance counts on its own (a shared store comes with Redis).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { overrides?: Partial<RateLimitSettings> }) => {
  const settings: RateLimitSettings = { ...RATE_LIMITS, ...opts.overrides };
  await app.register(rateLimit, { global: false, errorResponseBuilder: tooManyRequests });
  app.decorate('rateLimits', settings);

  const failedLogins = app.createRateLimit({
    max: settings.failedLoginsPerEmail.max,
    timeWindow: settings.failedLoginsPerEmail.windowMs,
    keyGenerator: (request) => `failed-login:${loginEmail(request)}`,
  });
  app.decorate('failedLogins', {
    async check(request, reply) {
      const state = await failedLogins(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) {
        reply.header('retry-after', state.ttlInSeconds);
        throw tooManyRequests();
      }
    },
    async record(request) {
      await failedLogins(request);
    },
  } satisfies FailedLoginGuard);
});
