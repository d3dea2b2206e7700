import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const commaList = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : v;

/** An address or CIDR range such as `10.0.0.0/8` or `fd00::/8`. */
const isAddressOrRange = (value: string) => {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

/** `false` (default), `true`, a hop count, or the addresses/CIDRs of the proxies in front of us. */
const trustProxySchema = z.preprocess(
  (v) => {
    if (v === undefined || v === '' || v === 'false') return false;
    if (v === 'true') return true;
    if (typeof v === 'string' && /^\d+$/.test(v.trim())) return Number(v);
    return commaList(v);
  },
  z.union(
    [
      z.boolean(),
      z.number().int().min(1).max(32),
      z
        .array(
          z
            .string()
            .refine(isAddressOrRange, 'must be true, false, a hop count or addresses/CIDRs separated by commas'),
        )
        .min(1),
    ],
    { error: 'must be true, false, a hop count or addresses/CIDRs separated by commas' },
  ),
);

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitSettings {
  /** Every login attempt from one address. */
  loginPerIp: RateLimitRule;
  /** Failed logins for one email from one address: bounds what any one address may guess at an account. */
  failedLoginsPerAddress: RateLimitRule;
  /**
   * Failed logins for one email from all addresses together. Reaching it blocks nobody: from then on each
   * address gets only FAILURES_PER_ADDRESS_UNDER_ATTACK failures for that email (see the guard below).
   */
  failedLoginsPerEmail: RateLimitRule;
  /** Forgot- and reset-password calls from one address: each forgot call may send a mail. */
  passwordResetPerIp: RateLimitRule;
  /** Sign-ups from one address: stops scripted account creation. */
  registerPerIp: RateLimitRule;
  /** Contact-form messages from one address: each one is stored and may send a confirmation mail. */
  contactPerIp: RateLimitRule;
  /** Newsletter sign-ups from one address: each new address gets a welcome mail. */
  newsletterPerIp: RateLimitRule;
  /** Image files received per signed-in user: each one costs an image decode and re-encode. */
  uploadsPerUser: RateLimitRule;
  /**
   * `/uploads/*` answers of 404 per address: an unknown name costs a file-system or database look-up,
   * while images found are free (a page shows many).
   */
  uploadMissesPerIp: RateLimitRule;
  /** Every other request from one address (health checks and static files aside): a ceiling against floods. */
  globalPerIp: RateLimitRule;
}

/**
 * The windows of plugins/rate-limit, and the default maxima that the RATE_LIMIT_*_MAX variables replace:
 * here, so that the environment's defaults are read in one place and config imports no plugin.
 */
export const RATE_LIMITS: RateLimitSettings = {
  // Generous on purpose: a whole office or café behind one NAT address logs in from the same IP;
  // the failed-login limits below are what protect an account.
  loginPerIp: { max: 30, windowMs: 60_000 },
  failedLoginsPerAddress: { max: 10, windowMs: 15 * 60_000 },
  failedLoginsPerEmail: { max: 30, windowMs: 15 * 60_000 },
  passwordResetPerIp: { max: 10, windowMs: 15 * 60_000 },
  registerPerIp: { max: 20, windowMs: 60 * 60_000 },
  // A shopper writes a few messages at most; a NAT hides several of them.
  contactPerIp: { max: 10, windowMs: 60 * 60_000 },
  newsletterPerIp: { max: 10, windowMs: 60 * 60_000 },
  // An admin entering a catalogue uploads one image per product form.
  uploadsPerUser: { max: 30, windowMs: 10 * 60_000 },
  // A page asks for its images once; a few stale links (an image replaced while the page was open) stay far below.
  uploadMissesPerIp: { max: 60, windowMs: 60_000 },
  // A page view costs a few requests, a NAT hides many shoppers.
  globalPerIp: { max: 600, windowMs: 60_000 },
};

/** A rate limit's maximum per window: RATE_LIMIT_*_MAX replaces the default of RATE_LIMITS. */
const limit = (rule: keyof typeof RATE_LIMITS) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(RATE_LIMITS[rule].max));

const envSchema = z
  .object({
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('0.0.0.0')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })),
    ADMIN_EMAIL: optional(z.email({ error: 'must be an email address' })),
    ADMIN_PASSWORD: optional(z.string().min(6, 'must be at least 6 characters').max(128)),
    PUBLIC_URL: optional(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).transform((u) => u.replace(/\/+$/, '')),
    ),
    /** Read only to warn about what production needs (PUBLIC_URL); every behaviour has a variable of its own. */
    NODE_ENV: optional(z.string()),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    IMAGE_STORE: z.preprocess(
      emptyToUndefined,
      z.enum(['disk', 'database'], { error: 'must be disk or database' }).default('disk'),
    ),
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
    /** Where mail says it comes from when SMTP_URL is set. */
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Veggie Market <no-reply@veggie.market>')),
    MAIL_SWEEP_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10_000)),
    TRUST_PROXY: trustProxySchema,
    CORS_ORIGINS: z.preprocess(
      commaList,
      z
        .array(
          z
            .url({ protocol: /^https?$/, error: 'must be http(s) origins separated by commas' })
            .transform((u) => new URL(u).origin),
        )
        .default([]),
    ),
    RATE_LIMIT_GLOBAL_MAX: limit('globalPerIp'),
    RATE_LIMIT_LOGIN_MAX: limit('loginPerIp'),
    RATE_LIMIT_FAILED_LOGIN_MAX: limit('failedLoginsPerAddress'),
    RATE_LIMIT_FAILED_LOGIN_EMAIL_MAX: limit('failedLoginsPerEmail'),
    RATE_LIMIT_PASSWORD_RESET_MAX: limit('passwordResetPerIp'),
    RATE_LIMIT_REGISTER_MAX: limit('registerPerIp'),
    RATE_LIMIT_UPLOAD_MAX: limit('uploadsPerUser'),
    RATE_LIMIT_CONTACT_MAX: limit('contactPerIp'),
    RATE_LIMIT_NEWSLETTER_MAX: limit('newsletterPerIp'),
    CATALOG_CACHE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(1000)),
    STATEMENT_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(600_000).default(5000)),
    METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters').max(200)),
    PAYMENT_WEBHOOK_KEY: optional(z.string().min(16, 'must be at least 16 characters').max(200)),
    PAYMENT_EXPIRY_MINUTES: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int()
        .min(1)
        .max(7 * 24 * 60)
        .default(30),
    ),
    PAYMENT_SWEEP_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(30_000)),
    BANK_BIN: optional(z.string().regex(/^\d{6}$/, "must be the bank's 6-digit BIN")),
    BANK_ACCOUNT_NUMBER: optional(z.string().regex(/^[0-9A-Za-z]{4,19}$/, 'must be 4 to 19 letters or digits')),
    BANK_ACCOUNT_NAME: optional(z.string().min(2).max(50)),
    EINVOICE_PROVIDER: z.preprocess(
      emptyToUndefined,
      z.enum(['none', 'sepay'], { error: 'must be none or sepay' }).default('none'),
    ),
    EINVOICE_SEPAY_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .transform((u) => u.replace(/\/+$/, ''))
        .default('https://einvoice-api.sepay.vn'),
    ),
    EINVOICE_SEPAY_CLIENT_ID: optional(z.string().min(1).max(200)),
    EINVOICE_SEPAY_CLIENT_SECRET: optional(z.string().min(1).max(500)),
    EINVOICE_SWEEP_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(15_000)),
  })
  .refine((e) => [e.BANK_BIN, e.BANK_ACCOUNT_NUMBER, e.BANK_ACCOUNT_NAME].filter(Boolean).length % 3 === 0, {
    message: 'BANK_BIN, BANK_ACCOUNT_NUMBER and BANK_ACCOUNT_NAME go together: set all three or none',
    path: ['BANK_BIN'],
  })
  .refine((e) => e.EINVOICE_PROVIDER !== 'sepay' || (e.EINVOICE_SEPAY_CLIENT_ID && e.EINVOICE_SEPAY_CLIENT_SECRET), {
    message: 'EINVOICE_PROVIDER=sepay needs EINVOICE_SEPAY_CLIENT_ID and EINVOICE_SEPAY_CLIENT_SECRET',
    path: ['EINVOICE_PROVIDER'],
  });

/** The address a browser on this machine reaches a server listening on `host`:`port` at. */
export function localUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::') return `http://localhost:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/** The environment, validated and shaped as the app reads it; `Config` is what this schema outputs. */
const configSchema = envSchema.transform((e) => {
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    /** Where uploaded and seeded images live: files in uploadsDir, or rows of the database (several instances). */
    imageStore: e.IMAGE_STORE,
    databaseUrl: e.DATABASE_URL,
    /**
     * PostgreSQL's statement_timeout (ms) for every statement of a request; 0 means none. Past it the answer
     * is 503. A safety net: the shop's own statements take milliseconds, and PGlite cannot interrupt a query
     * and ignores it.
     */
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    /**
     * The shop's address as the world reaches it, the only source of absolute URLs (mails, sitemaps, robots,
     * canonical links, structured data, image URLs); without it they are rooted paths or left out. Never the
     * request's Host header, which the sender chooses.
     */
    publicUrl: e.PUBLIC_URL,
    /** NODE_ENV=production: the server warns at start about what a shop on the Internet should have set. */
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mail: {
      /**
       * How often each instance delivers the queued mail that is due (a first try that failed, a retry);
       * 0: never on this instance. A new mail is tried at once by the process that queued it.
       */
      sweepIntervalMs: e.MAIL_SWEEP_INTERVAL_MS,
    },
    /** Fastify's trustProxy: whose X-Forwarded-For / X-Request-Id headers we believe. */
    trustProxy: e.TRUST_PROXY,
    /** Origins allowed to call the API from a browser; empty means no cross-origin access. */
    corsOrigins: e.CORS_ORIGINS,
    /** How many requests each rate limit lets through per window (the windows are fixed in plugins/rate-limit). */
    rateLimitMax: {
      /** Per address per minute, any route (health and static files aside). */
      globalPerIp: e.RATE_LIMIT_GLOBAL_MAX,
      /** Login attempts per address per minute. */
      loginPerIp: e.RATE_LIMIT_LOGIN_MAX,
      /** Failed logins for one email from one address per 15 minutes. */
      failedLoginsPerAddress: e.RATE_LIMIT_FAILED_LOGIN_MAX,
      /** Failed logins for one email from all addresses per 15 minutes, past which each address gets only a few. */
      failedLoginsPerEmail: e.RATE_LIMIT_FAILED_LOGIN_EMAIL_MAX,
      /** Forgot/reset-password calls per address per 15 minutes. */
      passwordResetPerIp: e.RATE_LIMIT_PASSWORD_RESET_MAX,
      /** Sign-ups per address per hour. */
      registerPerIp: e.RATE_LIMIT_REGISTER_MAX,
      /** Image uploads per signed-in user per 10 minutes. */
      uploadsPerUser: e.RATE_LIMIT_UPLOAD_MAX,
      /** Contact-form messages per address per hour. */
      contactPerIp: e.RATE_LIMIT_CONTACT_MAX,
      /** Newsletter sign-ups per address per hour. */
      newsletterPerIp: e.RATE_LIMIT_NEWSLETTER_MAX,
    },
    /**
     * How long (ms) this process reuses a public catalog answer (product list and search, product, categories)
     * before recomputing it in the background; 0 turns the cache off. See lib/read-cache.ts.
     */
    catalogCacheMs: e.CATALOG_CACHE_MS,
    /** The secret a Prometheus scraper sends (`Authorization: Bearer …`); while unset GET /api/metrics is 404. */
    metricsToken: e.METRICS_TOKEN,
    payments: {
      /**
       * The secret a bank-notification service sends (`Authorization: Apikey …`); while unset every webhook
       * is refused with 401.
       */
      webhookKey: e.PAYMENT_WEBHOOK_KEY,
      /** How long an unpaid bank-transfer order keeps its stock and slot before it is cancelled. */
      expiryMinutes: e.PAYMENT_EXPIRY_MINUTES,
      /** How often each instance runs the expiry sweep (which a database lock makes run once at a time); 0: never. */
      sweepIntervalMs: e.PAYMENT_SWEEP_INTERVAL_MS,
      /**
       * The first values of Admin → Settings → Payment (the account under the QR code), when all three are set;
       * the admin's saved values win.
       */
      bank:
        e.BANK_BIN && e.BANK_ACCOUNT_NUMBER && e.BANK_ACCOUNT_NAME
          ? { bin: e.BANK_BIN, accountNumber: e.BANK_ACCOUNT_NUMBER, accountName: e.BANK_ACCOUNT_NAME }
          : null,
    },
    einvoice: {
      /** Who issues the e-invoices of delivered orders: `none` (the shop issues none) or an adapter. */
      provider: e.EINVOICE_PROVIDER,
      /** SePay's eInvoice API (its sandbox, or a fake one in tests) and the credentials of its /v1/token. */
      sepay: {
        url: e.EINVOICE_SEPAY_URL,
        clientId: e.EINVOICE_SEPAY_CLIENT_ID ?? '',
        clientSecret: e.EINVOICE_SEPAY_CLIENT_SECRET ?? '',
      },
      /** How often each instance issues the invoices that are due (rows leased in the database); 0: never. */
      sweepIntervalMs: e.EINVOICE_SWEEP_INTERVAL_MS,
    },
    /** Folder of the built web app (client assets and server bundle); absent in API-only tests. */
    webBuildDir: undefined as string | undefined,
  };
});

export type Config = z.output<typeof configSchema>;

/**
 * The origin of the links in mails, which must be absolute to work in a mail reader: PUBLIC_URL, else the local
 * address of this server (a shop tried on one machine), never a request's Host header.
 */
export const linkOrigin = (config: Pick<Config, 'publicUrl' | 'host' | 'port'>) =>
  config.publicUrl ?? localUrl(config.host, config.port);

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    // Named by variable only: an item of a list (CORS_ORIGINS.1) is still that variable's problem.
    const lines = [...new Set(parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`))];
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, ...overrides };
}
