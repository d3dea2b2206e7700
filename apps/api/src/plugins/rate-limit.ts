import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { RATE_LIMITS, type RateLimitRule, type RateLimitSettings } from '../config';
import { bodyEmail } from '../lib/body-email';
import { addressBlock } from '../lib/client-address';
import { systemClock, type Clock } from '../lib/clock';
import { AppError } from '../lib/errors';

/**
 * How many failed logins each address still gets for an email once that email has reached
 * `failedLoginsPerEmail`: a few typos for the owner, while an attacker needs ever more addresses.
 */
export const FAILURES_PER_ADDRESS_UNDER_ATTACK = 3;

/**
 * Routes never counted: the health check (load balancers poll it) and files, which are cheap and many
 * per page (uploaded images; the web build's files, one route per file, outside /api with an extension).
 * Tested against the pattern of the route the router matched, never the request's own URL: the router
 * decodes and trims that URL (`/%61pi/auth/login`, a `;` or `#` tail), so a URL can look like a file
 * and still reach the login route. The storefront's catch-all (`/*`) is counted: a missing file there
 * costs a page render. (Answers of the not-found handler are not: the library limits routes, and those
 * cost no more than the refusal would.)
 */
const UNLIMITED_ROUTE = /^\/(api\/health$|uploads\/|(?!api\/)([^:*]*\/)?[^/:*]+\.[a-z0-9]+$)/i;

export interface FailedLoginGuard {
  /**
   * preHandler of every route that checks a password: the login, and a signed-in user's password or email
   * change, which must give the current one (so a stolen session cannot guess it freely). 429 with
   * Retry-After while the request's address block has failed too often for the account's email; otherwise
   * the attempt counts as failed from here on, given back if it succeeds.
   */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimitSettings;
    failedLogins: FailedLoginGuard;
    /** Counts one image file received from the signed-in user; 429 past `uploadsPerUser`. */
    countImageUpload(request: FastifyRequest): Promise<void>;
    /** Adds the `uploadMissesPerIp` limit to a scope that holds only `/uploads` routes. */
    limitUploadMisses(scope: FastifyInstance): void;
  }
}

const tooManyRequests = () => new AppError('tooManyRequests', 'tooManyRequests');

/** Route option for `config.rateLimit`: counted per client address. */
export function perIpLimit(rule: RateLimitRule): RateLimitOptions {
  return { max: rule.max, timeWindow: rule.windowMs };
}

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * Live windows one store keeps at most. A window with a key of about 60 characters costs about 270 bytes
 * of heap (measured on Node 20: 100 000 failed-login keys, 26 MiB), one with a 254-character email about
 * 500: a full store holds 26 to 50 MiB. Expired windows go first; only when every window is live is the
 * oldest dropped, which hands its key a fresh count. Filling the failed-login store takes 100 000
 * (email, address block) pairs within its 15 minutes; at RATE_LIMIT_LOGIN_MAX (30 a minute per block) that
 * is 450 per block, so about 220 blocks (IPv4 addresses or IPv6 /64s) working together. Each flush costs
 * them 100 000 requests and buys each block one more round of failures, what 220 more blocks would give.
 */
export const MEMORY_STORE_KEYS = 100_000;

/**
 * Fixed-window counters in memory, for a single process. Replaces @fastify/rate-limit 11's LocalStore,
 * which answers with its live counter object: when two requests arrive together the first one reads
 * the count after the second's increment, so with one slot left both are refused.
 */
export class MemoryStore implements FastifyRateLimitStore {
  // Insertion order is window start order: a window is re-inserted whenever it restarts.
  private readonly windows = new Map<string, { count: number; startMs: number }>();

  constructor(private readonly clock: Clock = systemClock) {}

  incr(key: string, callback: StoreCallback, timeWindow: number): void {
    const now = this.clock.now();
    let window = this.windows.get(key);
    if (!window || window.startMs + timeWindow <= now) {
      this.windows.delete(key);
      this.dropExpired(now, timeWindow);
      if (this.windows.size >= MEMORY_STORE_KEYS) this.windows.delete(this.windows.keys().next().value as string);
      window = { count: 0, startMs: now };
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startMs + timeWindow - now });
  }

  /** The count without counting this call (`{ increment: false }`). */
  read(key: string, callback: StoreCallback, timeWindow: number): void {
    const now = this.clock.now();
    const window = this.windows.get(key);
    const live = window && window.startMs + timeWindow > now;
    callback(null, live ? { current: window.count, ttl: window.startMs + timeWindow - now } : { current: 0, ttl: 0 });
  }

  /**
   * Drops the expired windows at the front. A store counts for one limit, so its windows share one length
   * and the ones started first end first: the sweep stops at the first live window, and each window is
   * swept once, so new windows pay for it in constant time on average.
   */
  private dropExpired(now: number, timeWindow: number): void {
    for (const [key, window] of this.windows) {
      if (window.startMs + timeWindow > now) return;
      this.windows.delete(key);
    }
  }

  /** Each route with a limit of its own counts in a store of its own. */
  child(): MemoryStore {
    return new MemoryStore(this.clock);
  }
}

/** The store class the library constructs (with its own options, which the store does not need), on `clock`. */
const memoryStoreOn = (clock: Clock) =>
  class extends MemoryStore {
    constructor() {
      super(clock);
    }
  };

/**
 * A store class counting in Redis, so every instance counts together, and in memory whenever Redis cannot
 * answer: limits that switched off with Redis would let password guessing run free exactly then. While the
 * connection is down Redis is not even asked, so requests do not wait on it.
 */
function redisOrMemoryStore(redis: Redis, nameSpace: string, clock: Clock) {
  return class RedisOrMemoryStore implements FastifyRateLimitStore {
    private readonly shared: RedisStore;
    private readonly local: MemoryStore;

    // The library constructs the root store with its own options, which neither part needs.
    constructor(_options?: unknown, parts?: { shared: RedisStore; local: MemoryStore }) {
      this.shared = parts?.shared ?? new RedisStore(false, false, redis, nameSpace);
      this.local = parts?.local ?? new MemoryStore(clock);
    }

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      this.count('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      this.count('read', key, callback, timeWindow, max);
    }

    private count(
      method: 'incr' | 'read',
      key: string,
      callback: StoreCallback,
      timeWindow: number,
      max: number,
    ): void {
      if (redis.status !== 'ready') return this.local[method](key, callback, timeWindow);
      this.shared[method](
        key,
        (err, res) => (err ? this.local[method](key, callback, timeWindow) : callback(null, res)),
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): RedisOrMemoryStore {
      return new RedisOrMemoryStore(undefined, { shared: this.shared.child(routeOptions), local: this.local.child() });
    }
  };
}

/** Opens the Redis connection; resolves once it is up or has failed once, so a dead Redis never delays start-up. */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // ioredis is loaded only when it is used: it adds about 25 MiB to a process that counts in memory.
  const redis = new (await import('ioredis')).Redis(url, {
    // A slow or absent Redis must not hold requests: commands fail fast and are counted in memory.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  // ioredis reconnects on its own and fails every retry again: say so once per outage, not per retry.
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) app.log.warn({ err }, 'rate-limit store: Redis unavailable, counting in this process until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('rate-limit store: Redis is back, counting there again');
    down = false;
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 3_000);
    redis.once('ready', done).once('error', done);
  });
  return redis;
}

export interface RateLimitPluginOptions {
  overrides?: Partial<RateLimitSettings>;
  /** Prefix of the Redis keys, so several shops (or test runs) can share one Redis. */
  keyPrefix?: string;
  /** The windows of the in-memory counters run on it (Redis keeps its own time). */
  clock?: Clock;
}

/** The key of every per-address counter, the library's own included. */
const clientKey = (request: FastifyRequest) => addressBlock(request.ip);

/**
 * @fastify/rate-limit: a global ceiling per address on every route, and stricter limits on the
 * routes that opt in through `config.rateLimit` (those replace the ceiling there). Counters live in
 * Redis when REDIS_URL is set, so every instance counts together, and in memory otherwise or while
 * Redis is unreachable.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: RateLimitPluginOptions) => {
  const max = app.config.rateLimitMax;
  const clock = opts.clock ?? systemClock;
  const settings: RateLimitSettings = {
    loginPerIp: { ...RATE_LIMITS.loginPerIp, max: max.loginPerIp },
    failedLoginsPerAddress: { ...RATE_LIMITS.failedLoginsPerAddress, max: max.failedLoginsPerAddress },
    failedLoginsPerEmail: { ...RATE_LIMITS.failedLoginsPerEmail, max: max.failedLoginsPerEmail },
    passwordResetPerIp: { ...RATE_LIMITS.passwordResetPerIp, max: max.passwordResetPerIp },
    registerPerIp: { ...RATE_LIMITS.registerPerIp, max: max.registerPerIp },
    contactPerIp: { ...RATE_LIMITS.contactPerIp, max: max.contactPerIp },
    newsletterPerIp: { ...RATE_LIMITS.newsletterPerIp, max: max.newsletterPerIp },
    uploadsPerUser: { ...RATE_LIMITS.uploadsPerUser, max: max.uploadsPerUser },
    uploadMissesPerIp: RATE_LIMITS.uploadMissesPerIp,
    globalPerIp: { ...RATE_LIMITS.globalPerIp, max: max.globalPerIp },
    ...opts.overrides,
  };
  const redis = app.config.redisUrl ? await connectRedis(app, app.config.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: true,
    max: settings.globalPerIp.max,
    timeWindow: settings.globalPerIp.windowMs,
    allowList: (request) => UNLIMITED_ROUTE.test(request.routeOptions.url ?? ''),
    keyGenerator: clientKey,
    errorResponseBuilder: tooManyRequests,
    store: redis ? redisOrMemoryStore(redis, `${opts.keyPrefix ?? 'veggie'}:rate-limit:`, clock) : memoryStoreOn(clock),
  });
  app.decorate('rateLimits', settings);

  const uploads = app.createRateLimit({
    max: settings.uploadsPerUser.max,
    timeWindow: settings.uploadsPerUser.windowMs,
    // Called where the file is read, in the handler: after the route's guards, so the user is known.
    keyGenerator: (request) => `upload:${request.principal?.user.id ?? clientKey(request)}`,
  });
  // Counted where the file is read, which has the request but not the reply: the refusal's Retry-After
  // waits here until the answer is sent.
  const uploadRetryAfter = new WeakMap<FastifyRequest, number>();
  app.decorate('countImageUpload', async (request: FastifyRequest) => {
    const state = await uploads(request);
    if (state.isAllowed || !state.isExceeded) return;
    uploadRetryAfter.set(request, state.ttlInSeconds);
    throw tooManyRequests();
  });
  app.addHook('onSend', async (request, reply) => {
    const retryAfter = uploadRetryAfter.get(request);
    if (retryAfter !== undefined && reply.statusCode === 429) reply.header('retry-after', retryAfter);
  });

  app.decorate('limitUploadMisses', uploadMissLimit(app, settings.uploadMissesPerIp));
  app.decorate('failedLogins', failedLoginGuard(app, settings));
});

/**
 * Probing `/uploads/<name>` for names that do not exist costs a file-system or database look-up each.
 * Images found are never counted (a page shows many); misses are counted per address block, and a block
 * past its misses gets 429 on `/uploads/*` until its window ends. Checked on arrival without counting,
 * counted once the answer is known to be a 404. The hooks go on the scope of the `/uploads` routes only
 * (see uploads.ts), so no other route pays the look-up.
 */
function uploadMissLimit(app: FastifyInstance, rule: RateLimitRule) {
  const misses = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request) => `upload-miss:${clientKey(request)}`,
    // The global allow list exempts /uploads from the ceiling; this limit is for exactly those routes.
    allowList: () => false,
  });
  return (scope: FastifyInstance) => {
    scope.addHook('onRequest', async function refuseUploadProbers(request, reply) {
      const state = await misses(request, { increment: false });
      if (state.isAllowed || state.remaining > 0) return;
      reply.header('retry-after', state.ttlInSeconds);
      throw tooManyRequests();
    });
    // onSend, not onResponse: a miss answered through the not-found handler runs that handler's hooks, except
    // onSend, which Fastify keeps from the route that called it.
    scope.addHook('onSend', async function countUploadMisses(request, reply) {
      if (reply.statusCode === 404) await misses(request);
    });
  };
}

/**
 * The longest a login attempt holds its (email, address block) in this process. A login stuck on a stalled
 * database must not hold the next ones for ever; they stay bounded without the wait, by the count taken
 * before the password check.
 */
const LOGIN_HOLD_MAX_MS = 10_000;

/** Holders of a key take turns: each one starts once every earlier holder of that key has released it. */
class KeyedTurns {
  private readonly tails = new Map<string, Promise<void>>();

  async take(key: string): Promise<() => void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let resolveReleased!: () => void;
    const released = new Promise<void>((resolve) => (resolveReleased = resolve));
    const tail = previous.then(() => released);
    this.tails.set(key, tail);
    const release = () => {
      clearTimeout(timer);
      resolveReleased();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };
    const timer = setTimeout(release, LOGIN_HOLD_MAX_MS).unref();
    await previous;
    return release;
  }
}

/**
 * The login rule. An attempt that reaches the password check counts as a failure at once, for the email
 * from the request's address block and for the email from anywhere, and is given back when the answer is
 * a success: only the password's owner can earn that back. Counting before the check, in the shared store,
 * is what keeps guesses sent in parallel, to one instance or several, within the bound; attempts in one
 * process at the same (email, block) also take turns from the check until they are answered, so each one
 * sees what those before it counted and gave back.
 *
 * A block is refused (429, before the password is checked) once it has failed `failedLoginsPerAddress.max`
 * times for that email in the window; once the email has failed `failedLoginsPerEmail.max` times from all
 * blocks together, that bound drops to FAILURES_PER_ADDRESS_UNDER_ATTACK per block until the email's window
 * ends. Nothing ever refuses a block that has not failed for the email: an attacker cannot lock the owner
 * out, only himself, and every further guess costs him a new block.
 *
 * The given-back counters have windows of their own, which may outlast the ones they are taken from; what
 * carries over is at most the owner's own successful logins, as extra attempts for his own block.
 */
function failedLoginGuard(app: FastifyInstance, settings: RateLimitSettings): FailedLoginGuard {
  // A signed-in user's own account (the body of an email change holds the new address), else the email typed.
  const emailOf = (request: FastifyRequest) => request.principal?.user.email ?? bodyEmail(request) ?? '';
  // The address last: the key names the email's counter and one block of it.
  const fromBlock = (request: FastifyRequest) => `${emailOf(request)}|${clientKey(request)}`;
  const counter = (name: string, rule: RateLimitRule, keyOf: (request: FastifyRequest) => string) => {
    const limiter = app.createRateLimit({
      // The bounds are compared here, on differences of counts: the library caps what it reports at max.
      max: Number.MAX_SAFE_INTEGER,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${name}:${keyOf(request)}`,
      allowList: () => false,
    });
    return async (request: FastifyRequest, increment: boolean) => {
      const state = await limiter(request, { increment });
      return {
        count: state.isAllowed ? 0 : state.max - state.remaining,
        retryAfter: state.isAllowed ? 0 : state.ttlInSeconds,
      };
    };
  };
  const triedFromBlock = counter('failed-login-from', settings.failedLoginsPerAddress, fromBlock);
  const givenBackFromBlock = counter('login-given-back-from', settings.failedLoginsPerAddress, fromBlock);
  const triedForEmail = counter('failed-login', settings.failedLoginsPerEmail, emailOf);
  const givenBackForEmail = counter('login-given-back', settings.failedLoginsPerEmail, emailOf);
  const underAttackBound = Math.min(FAILURES_PER_ADDRESS_UNDER_ATTACK, settings.failedLoginsPerAddress.max);

  const turns = new KeyedTurns();
  const holding = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onResponse', async (request, reply) => {
    const release = holding.get(request);
    if (!release) return;
    holding.delete(request);
    try {
      if (reply.statusCode < 400)
        await Promise.all([givenBackFromBlock(request, true), givenBackForEmail(request, true)]);
    } finally {
      release();
    }
  });
  // A client that hangs up may never get an onResponse; its attempt stays counted as failed.
  app.addHook('onRequestAbort', async (request) => holding.get(request)?.());

  return {
    async check(request, reply) {
      const release = await turns.take(fromBlock(request));
      try {
        // This attempt is counted here, refused or not: a refused one only extends a refusal.
        const [tried, givenBack, triedAll, givenBackAll] = await Promise.all([
          triedFromBlock(request, true),
          givenBackFromBlock(request, false),
          triedForEmail(request, false),
          givenBackForEmail(request, false),
        ]);
        const underAttack = triedAll.count - givenBackAll.count >= settings.failedLoginsPerEmail.max;
        const bound = underAttack ? underAttackBound : settings.failedLoginsPerAddress.max;
        if (tried.count - 1 - givenBack.count >= bound) {
          reply.header('retry-after', tried.retryAfter);
          throw tooManyRequests();
        }
        await triedForEmail(request, true);
        holding.set(request, release);
      } catch (error) {
        release();
        throw error;
      }
    },
  };
}
