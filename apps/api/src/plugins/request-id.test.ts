import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { createTestDatabase } from '../../test/build-test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The real app writing its JSON log lines into an array. */
async function appWithCapturedLog(overrides: Partial<Config> = {}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const { database, drop } = await createTestDatabase();
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'info' }, overrides),
    database,
    ownsDatabase: false,
    logger: { level: 'info', stream },
    mailer: { send: async () => {} },
  });
  await app.ready();
  return { app, lines, close: async () => (await app.close(), await drop()) };
}

describe('request ids and logs', () => {
  let app: App;
  let lines: string[];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, lines, close } = await appWithCapturedLog());
  });
  afterAll(() => close());

  it('gives every response a UUID in x-request-id, the same id as the error envelope', async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.headers['x-request-id']).toMatch(UUID);
    const missing = await app.inject({ method: 'GET', url: '/api/products/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().requestId).toBe(missing.headers['x-request-id']);
    expect(missing.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
  });

  it('ignores an incoming X-Request-Id when no proxy is trusted', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('never writes a token or a password to the log, and tags each request line with its id', async () => {
    const password = 'Very-Secret-Pass-42';
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Log Reader', email: 'log-reader@example.com', password },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'log-reader@example.com', password },
    });
    const token = login.json().token as string;
    expect(token).toBeTruthy();
    const profile = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/reset-password?token=reset-secret-123&x=1' });

    const log = lines.join('\n');
    for (const secret of [password, token, register.json().token as string, 'reset-secret-123'])
      expect(log).not.toContain(secret);
    expect(log).not.toMatch(/authorization/i);
    const requestLines = lines
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string })
      .filter((l) => l.msg === 'request completed');
    expect(requestLines.length).toBeGreaterThanOrEqual(4);
    for (const line of requestLines) expect(line.reqId).toMatch(UUID);
    expect(log).toContain('/reset-password?token=[redacted]&x=1');
  });

  it('writes one line per request, with method, URL, client address, status, time and request id', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/api/products?search=carrot&token=t-secret',
      headers: { authorization: 'Bearer not-a-real-token', cookie: 'session=c-secret' },
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);

    const forRequest = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((l) => l.reqId === res.headers['x-request-id']);
    expect(forRequest).toHaveLength(1);
    expect(forRequest[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/products?search=carrot&token=[redacted]', remoteAddress: '203.0.113.7' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(Object.keys(forRequest[0]!.req as object).sort()).toEqual(['method', 'remoteAddress', 'url']);
    expect(lines.join('\n')).not.toMatch(/authorization|not-a-real-token|cookie|c-secret|t-secret/i);
  });
});

describe('request ids behind a trusted proxy', () => {
  it("keeps the proxy's X-Request-Id, and only a well-formed one", async () => {
    const { app, close } = await appWithCapturedLog({ trustProxy: true });
    try {
      const kept = await app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'lb-7f3a.42' } });
      expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
      expect(kept.json().requestId).toBe('lb-7f3a.42');
      const odd = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'bad id\nwith newline' },
      });
      expect(odd.headers['x-request-id']).toMatch(UUID);
    } finally {
      await close();
    }
  });
});
