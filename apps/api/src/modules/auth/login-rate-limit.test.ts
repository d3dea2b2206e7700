import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerUser } from '../../../test/fixtures';

const login = (t: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('failed logins per email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, {
      rateLimits: { failedLoginsPerEmail: { max: 3, windowMs: 60_000 }, loginPerIp: { max: 1000, windowMs: 60_000 } },
    });
  });
  afterAll(() => t.close());

  it('are counted only when they fail', async () => {
    const user = await registerUser(t.app, { email: 'fine@example.com', password: 'right-one' });
    for (let i = 0; i < 5; i++) expect((await login(t, user.email, 'right-one')).statusCode).toBe(200);
  });

  it('answer 429 with Retry-After once the limit is reached, even with the right password, from any address', async () => {
    const user = await registerUser(t.app, { email: 'target@example.com', password: 'right-one' });
    for (let i = 0; i < 3; i++) {
      expect((await login(t, user.email, 'guess', `10.0.0.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await login(t, ' TARGET@example.com', 'right-one', '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, message: 'Too many requests, please try again later' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);

    const vi = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'right-one' },
      headers: { 'accept-language': 'vi' },
    });
    expect(vi.json().message).toBe('Quá nhiều yêu cầu, vui lòng thử lại sau');
  });

  it('do not block other emails', async () => {
    expect((await login(t, 'fine@example.com', 'right-one')).statusCode).toBe(200);
  });
});

describe('logins per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { rateLimits: { loginPerIp: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('answer 429 with Retry-After past the limit, for that address only', async () => {
    const user = await registerUser(t.app, { email: 'ip@example.com', password: 'right-one' });
    for (let i = 0; i < 3; i++) expect((await login(t, user.email, 'right-one', '192.0.2.1')).statusCode).toBe(200);
    const blocked = await login(t, user.email, 'right-one', '192.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, message: 'Too many requests, please try again later' });
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await login(t, user.email, 'right-one', '192.0.2.2')).statusCode).toBe(200);
  });
});

describe('forgot-password per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 429 past the production limit', async () => {
    const forgot = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'someone@example.com' }, remoteAddress: '198.51.100.7' });
    for (let i = 0; i < RATE_LIMITS.passwordResetPerIp.max; i++) expect((await forgot()).statusCode).toBe(200);
    const blocked = await forgot();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
