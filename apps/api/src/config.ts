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
  z.union([
    z.boolean(),
    z.number().int().min(1).max(32),
    z.array(z.string().refine(isAddressOrRange, 'must be true, false, a hop count or addresses/CIDRs separated by commas')).min(1),
  ], { error: 'must be true, false, a hop count or addresses/CIDRs separated by commas' }),
);

const limit = (fallback: number) => z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(fallback));

const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })),
  ADMIN_EMAIL: optional(z.email({ error: 'must be an email address' })),
  ADMIN_PASSWORD: optional(z.string().min(6, 'must be at least 6 characters').max(128)),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).transform((u) => u.replace(/\/+$/, ''))),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  IMAGE_STORE: z.preprocess(emptyToUndefined, z.enum(['disk', 'database'], { error: 'must be disk or database' }).default('disk')),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  /** Where mail says it comes from when SMTP_URL is set. */
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Veggie Market <no-reply@veggie.market>')),
  TRUST_PROXY: trustProxySchema,
  CORS_ORIGINS: z.preprocess(
    commaList,
    z
      .array(z.url({ protocol: /^https?$/, error: 'must be http(s) origins separated by commas' }).transform((u) => new URL(u).origin))
      .default([]),
  ),
  RATE_LIMIT_GLOBAL_MAX: limit(600),
  RATE_LIMIT_LOGIN_MAX: limit(30),
  RATE_LIMIT_FAILED_LOGIN_MAX: limit(10),
  RATE_LIMIT_PASSWORD_RESET_MAX: limit(10),
  RATE_LIMIT_REGISTER_MAX: limit(20),
  CATALOG_CACHE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(1000)),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** Where uploaded and seeded images live: files in uploadsDir, or rows of the database (several instances). */
  imageStore: Env['IMAGE_STORE'];
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Fastify's trustProxy: whose X-Forwarded-For / X-Request-Id headers we believe. */
  trustProxy: boolean | number | string[];
  /** Origins allowed to call the API from a browser; empty means no cross-origin access. */
  corsOrigins: string[];
  /** How many requests each rate limit lets through per window (the windows are fixed in plugins/rate-limit). */
  rateLimitMax: {
    /** Per address per minute, any route (health and static files aside). */
    globalPerIp: number;
    /** Login attempts per address per minute. */
    loginPerIp: number;
    /** Failed logins per email per 15 minutes. */
    failedLoginsPerEmail: number;
    /** Forgot/reset-password calls per address per 15 minutes. */
    passwordResetPerIp: number;
    /** Sign-ups per address per hour. */
    registerPerIp: number;
  };
  /**
   * How long (ms) this process reuses a public catalog answer (product list and search, product, categories)
   * before recomputing it in the background; 0 turns the cache off. See lib/read-cache.ts.
   */
  catalogCacheMs: number;
  /** Folder of the built web app (client assets and server bundle); absent in API-only tests. */
  webBuildDir: string | undefined;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    // Named by variable only: an item of a list (CORS_ORIGINS.1) is still that variable's problem.
    const lines = [...new Set(parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`))];
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    imageStore: e.IMAGE_STORE,
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    rateLimitMax: {
      globalPerIp: e.RATE_LIMIT_GLOBAL_MAX,
      loginPerIp: e.RATE_LIMIT_LOGIN_MAX,
      failedLoginsPerEmail: e.RATE_LIMIT_FAILED_LOGIN_MAX,
      passwordResetPerIp: e.RATE_LIMIT_PASSWORD_RESET_MAX,
      registerPerIp: e.RATE_LIMIT_REGISTER_MAX,
    },
    catalogCacheMs: e.CATALOG_CACHE_MS,
    webBuildDir: undefined,
    ...overrides,
  };
}
