import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
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
  /** Sign-ups from one address: stops scripted account creation. */
  registerPerIp: RateLimitRule;
  /** Every other request from one address (health checks and static files aside): a ceiling against floods. */
  globalPerIp: RateLimitRule;
}

/** The windows, and the default maxima that the RATE_LIMIT_*_MAX variables replace. */
export const RATE_LIMITS: RateLimitSettings = {
  // Generous on purpose: a whole office or café behind one NAT address logs in from the same IP;
  // the per-email limit below is what protects an account.
  loginPerIp: { max: 30, windowMs: 60_000 },
  failedLoginsPerEmail: { max: 10, windowMs: 15 * 60_000 },
  passwordResetPerIp: { max: 10, windowMs: 15 * 60_000 },
  registerPerIp: { max: 20, windowMs: 60 * 60_000 },
  // A page view costs a few requests, a NAT hides many shoppers.
  globalPerIp: { max: 600, windowMs: 60_000 },
};

/**
 * Never counted: the health check (load balancers poll it) and files, which are cheap and many per
 * page (hashed assets, favicon, uploaded images): any path outside /api whose last segment has an extension.
 */
const UNLIMITED_PATH = /^\/(api\/health(\?|$)|uploads\/|(?!api\/)([^?]*\/)?[^/?]+\.[a-z0-9]+(\?|$))/i;

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

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Windows one store keeps at most (the library's store keeps as many); beyond it the oldest is dropped. */
const MEMORY_STORE_KEYS = 5_000;

/**
 * Fixed-window counters in memory, for a single process. Replaces @fastify/rate-limit 11's LocalStore,
 * which answers with its live counter object: when two requests arrive together the first one reads
 * the count after the second's increment, so with one slot left both are refused.
 */
export class MemoryStore implements FastifyRateLimitStore {
  // Insertion order is window start order: a window is re-inserted whenever it restarts.
  private readonly windows = new Map<string, { count: number; startMs: number }>();

  incr(key: string, callback: StoreCallback, timeWindow: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startMs + timeWindow <= now) {
      this.windows.delete(key);
      if (this.windows.size >= MEMORY_STORE_KEYS) this.windows.delete(this.windows.keys().next().value as string);
      window = { count: 0, startMs: now };
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startMs + timeWindow - now });
  }

  /** The count without counting this call (`{ increment: false }`). */
  read(key: string, callback: StoreCallback, timeWindow: number): void {
    const now = Date.now();
    const window = this.windows.get(key);
    const live = window && window.startMs + timeWindow > now;
    callback(null, live ? { current: window.count, ttl: window.startMs + timeWindow - now } : { current: 0, ttl: 0 });
  }

  /** Each route with a limit of its own counts in a store of its own. */
  child(): MemoryStore {
    return new MemoryStore();
  }
}

export interface RateLimitPluginOptions {
  overrides?: Partial<RateLimitSettings>;
  /** Prefix of the Redis keys, so several shops (or test runs) can share one Redis. */
  keyPrefix?: string;
}

/**
 * @fastify/rate-limit: a global ceiling per address on every route, and stricter limits on the
 * routes that opt in through `config.rateLimit` (those replace the ceiling there). Counters live in
 * Redis when REDIS_URL is set, so every instance counts together; in memory otherwise.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: RateLimitPluginOptions) => {
  const max = app.config.rateLimitMax;
  const settings: RateLimitSettings = {
    loginPerIp: { ...RATE_LIMITS.loginPerIp, max: max.loginPerIp },
    failedLoginsPerEmail: { ...RATE_LIMITS.failedLoginsPerEmail, max: max.failedLoginsPerEmail },
    passwordResetPerIp: { ...RATE_LIMITS.passwordResetPerIp, max: max.passwordResetPerIp },
    registerPerIp: { ...RATE_LIMITS.registerPerIp, max: max.registerPerIp },
    globalPerIp: { ...RATE_LIMITS.globalPerIp, max: max.globalPerIp },
    ...opts.overrides,
  };
  // ioredis is loaded only when it is used: it adds about 25 MiB to a process that counts in memory.
  const redis = app.config.redisUrl
    ? new (await import('ioredis')).Redis(app.config.redisUrl, {
        // A slow or absent Redis must not hold requests: commands fail fast and the limit is skipped.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
        commandTimeout: 1_000,
      })
    : undefined;
  if (redis) {
    redis.on('error', (err: Error) => app.log.warn({ err }, 'rate-limit store: Redis unavailable, requests are not counted'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    // Without an offline queue, requests served before the connection is up would go uncounted.
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, 3_000);
      redis.once('ready', done);
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: settings.globalPerIp.max,
    timeWindow: settings.globalPerIp.windowMs,
    allowList: (request) => UNLIMITED_PATH.test(request.url),
    errorResponseBuilder: tooManyRequests,
    // Redis down: serve without limits rather than refuse every shopper.
    skipOnError: true,
    ...(redis ? { redis, nameSpace: `${opts.keyPrefix ?? 'veggie'}:rate-limit:` } : { store: MemoryStore }),
  });
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
