import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, linkOrigin, loadConfig, RATE_LIMITS } from './config';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('starts with sensible defaults from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      uploadsDir: path.join(path.resolve('./data'), 'uploads'),
      imageStore: 'disk',
      databaseUrl: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      publicUrl: undefined,
      logLevel: 'info',
      redisUrl: undefined,
      smtpUrl: undefined,
      trustProxy: false,
      corsOrigins: [],
      rateLimitMax: {
        globalPerIp: 600,
        loginPerIp: 30,
        failedLoginsPerAddress: 10,
        failedLoginsPerEmail: 30,
        passwordResetPerIp: 10,
        registerPerIp: 20,
        uploadsPerUser: 30,
        contactPerIp: 10,
        newsletterPerIp: 10,
      },
      catalogCacheMs: 1000,
      statementTimeoutMs: 5000,
      mail: { sweepIntervalMs: 10_000 },
      metricsToken: undefined,
      einvoice: {
        provider: 'none',
        sepay: { url: 'https://einvoice-api.sepay.vn', clientId: '', clientSecret: '' },
        sweepIntervalMs: 15_000,
      },
      webBuildDir: undefined,
    });
    expect(config.mailFrom).toContain('@');
  });

  it('takes the default maximum of every rate limit from plugins/rate-limit, beside its window', () => {
    for (const [rule, max] of Object.entries(loadConfig({}).rateLimitMax)) {
      expect(max, rule).toBe(RATE_LIMITS[rule as keyof typeof RATE_LIMITS].max);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', ADMIN_EMAIL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      adminEmail: undefined,
    });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/veggie-data',
      DATABASE_URL: 'postgresql://shop:secret@db:5432/shop',
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'correct horse',
      PUBLIC_URL: 'https://shop.example.com',
      LOG_LEVEL: 'debug',
      IMAGE_STORE: 'database',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Shop <shop@example.com>',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      CORS_ORIGINS: 'https://admin.example.com/, http://localhost:5173',
      RATE_LIMIT_GLOBAL_MAX: '1200',
      RATE_LIMIT_LOGIN_MAX: '40',
      RATE_LIMIT_FAILED_LOGIN_MAX: '5',
      RATE_LIMIT_FAILED_LOGIN_EMAIL_MAX: '25',
      RATE_LIMIT_PASSWORD_RESET_MAX: '3',
      RATE_LIMIT_REGISTER_MAX: '100',
      RATE_LIMIT_UPLOAD_MAX: '12',
      RATE_LIMIT_CONTACT_MAX: '4',
      RATE_LIMIT_NEWSLETTER_MAX: '6',
      CATALOG_CACHE_MS: '2500',
      STATEMENT_TIMEOUT_MS: '8000',
      MAIL_SWEEP_INTERVAL_MS: '0',
      METRICS_TOKEN: 'scraper-secret-0123456789',
      EINVOICE_PROVIDER: 'sepay',
      EINVOICE_SEPAY_URL: 'https://einvoice-api-sandbox.sepay.vn/',
      EINVOICE_SEPAY_CLIENT_ID: 'client',
      EINVOICE_SEPAY_CLIENT_SECRET: 'secret',
      EINVOICE_SWEEP_INTERVAL_MS: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/veggie-data',
      uploadsDir: '/tmp/veggie-data/uploads',
      databaseUrl: 'postgresql://shop:secret@db:5432/shop',
      adminEmail: 'owner@example.com',
      adminPassword: 'correct horse',
      publicUrl: 'https://shop.example.com',
      logLevel: 'debug',
      imageStore: 'database',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Shop <shop@example.com>',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      corsOrigins: ['https://admin.example.com', 'http://localhost:5173'],
      rateLimitMax: {
        globalPerIp: 1200,
        loginPerIp: 40,
        failedLoginsPerAddress: 5,
        failedLoginsPerEmail: 25,
        passwordResetPerIp: 3,
        registerPerIp: 100,
        uploadsPerUser: 12,
        contactPerIp: 4,
        newsletterPerIp: 6,
      },
      catalogCacheMs: 2500,
      statementTimeoutMs: 8000,
      mail: { sweepIntervalMs: 0 },
      metricsToken: 'scraper-secret-0123456789',
      einvoice: {
        provider: 'sepay',
        sepay: { url: 'https://einvoice-api-sandbox.sepay.vn', clientId: 'client', clientSecret: 'secret' },
        sweepIntervalMs: 0,
      },
    });
  });

  it('reads TRUST_PROXY as a switch, a hop count or a list of proxies', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
  });

  it('trims trailing slashes from PUBLIC_URL so image URLs join cleanly', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe('https://shop.example.com');
    expect(loadConfig({ PUBLIC_URL: 'https://cdn.example.com/shop//' }).publicUrl).toBe('https://cdn.example.com/shop');
  });

  it('knows production by NODE_ENV=production alone', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    for (const NODE_ENV of [undefined, '', 'development', 'test', 'Production'])
      expect(loadConfig({ NODE_ENV }).production, NODE_ENV).toBe(false);
  });

  it('reads CATALOG_CACHE_MS=0 as "no catalog cache"', () => {
    expect(loadConfig({ CATALOG_CACHE_MS: '0' }).catalogCacheMs).toBe(0);
  });

  it('lets the server override derived settings', () => {
    expect(loadConfig({}, { webBuildDir: '/srv/web/build' }).webBuildDir).toBe('/srv/web/build');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['ADMIN_EMAIL', 'nope'],
    ['ADMIN_PASSWORD', '12345'],
    ['PUBLIC_URL', 'ftp://shop.example.com'],
    ['LOG_LEVEL', 'loud'],
    ['IMAGE_STORE', 's3'],
    ['REDIS_URL', 'http://cache'],
    ['SMTP_URL', 'mail.example.com'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.0/40'],
    ['CORS_ORIGINS', 'example.com'],
    ['RATE_LIMIT_GLOBAL_MAX', '0'],
    ['RATE_LIMIT_LOGIN_MAX', 'many'],
    ['RATE_LIMIT_REGISTER_MAX', '-1'],
    ['CATALOG_CACHE_MS', '-1'],
    ['CATALOG_CACHE_MS', '1.5'],
    ['CATALOG_CACHE_MS', 'soon'],
    ['MAIL_SWEEP_INTERVAL_MS', '-5'],
    ['METRICS_TOKEN', 'short'],
    ['EINVOICE_PROVIDER', 'misa'],
    ['EINVOICE_PROVIDER', 'sepay'],
    ['EINVOICE_SEPAY_URL', 'ftp://sepay.vn'],
    ['EINVOICE_SWEEP_INTERVAL_MS', 'often'],
  ])('stops on %s=%s with a message naming the variable', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toContain('Invalid environment configuration');
    expect(error.message).toMatch(new RegExp(`^\\s+${name}: \\S`, 'm'));
  });

  it('names every bad variable at once', () => {
    const error = configError({ PORT: 'abc', LOG_LEVEL: 'loud', ADMIN_EMAIL: 'nope' });
    for (const name of ['PORT', 'LOG_LEVEL', 'ADMIN_EMAIL']) expect(error.message).toContain(`${name}:`);
  });

  it('gives mail links the public address, else the local one the server listens on', () => {
    expect(linkOrigin(loadConfig({ PUBLIC_URL: 'https://shop.example/', PORT: '8080' }))).toBe('https://shop.example');
    expect(linkOrigin(loadConfig({ PORT: '8080' }))).toBe('http://localhost:8080');
    expect(linkOrigin(loadConfig({ HOST: '127.0.0.1', PORT: '8080' }))).toBe('http://127.0.0.1:8080');
    expect(linkOrigin(loadConfig({ HOST: '::1', PORT: '8080' }))).toBe('http://[::1]:8080');
  });

  it('never echoes a refused password back', () => {
    expect(configError({ ADMIN_PASSWORD: 'abc12' }).message).not.toContain('abc12');
  });
});
