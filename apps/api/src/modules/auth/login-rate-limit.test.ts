import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../config';
import { FAILURES_PER_ADDRESS_UNDER_ATTACK } from '../../plugins/rate-limit';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, registerUser } from '../../../test/fixtures';

const login = (t: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('failed logins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        rateLimits: {
          failedLoginsPerAddress: { max: 5, windowMs: 60_000 },
          failedLoginsPerEmail: { max: 8, windowMs: 60_000 },
          loginPerIp: { max: 1000, windowMs: 60_000 },
        },
      },
    );
  });
  afterAll(() => t.close());

  const failTimes = async (email: string, remoteAddress: string, times: number) => {
    for (let i = 0; i < times; i++)
      expect((await login(t, email, 'guess-123', remoteAddress)).statusCode, `${remoteAddress} #${i + 1}`).toBe(401);
  };

  it('are counted only when they fail', async () => {
    const user = await registerUser(t.app, { email: 'fine@example.com', password: 'right-one' });
    for (let i = 0; i < 8; i++) expect((await login(t, user.email, 'right-one')).statusCode).toBe(200);
  });

  it('are bounded per email and address: 429 with Retry-After from that address, even with the right password', async () => {
    const user = await registerUser(t.app, { email: 'target@example.com', password: 'right-one' });
    await failTimes(user.email, '203.0.113.1', 5);
    const blocked = await login(t, ' TARGET@example.com', 'right-one', '203.0.113.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, message: 'Too many requests, please try again later' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    const vi = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.1',
      payload: { email: user.email, password: 'right-one' },
      headers: { 'accept-language': 'vi' },
    });
    expect(vi.json().message).toBe('Quá nhiều yêu cầu, vui lòng thử lại sau');
    // The same address may still try other accounts.
    expect((await login(t, 'fine@example.com', 'right-one', '203.0.113.1')).statusCode).toBe(200);
  });

  it('never lock the owner out: an attacker failing on and on blocks only his own address', async () => {
    const owner = await registerUser(t.app, { email: 'owner@example.com', password: 'right-one' });
    await failTimes(owner.email, '198.51.100.66', 5);
    for (let i = 0; i < 20; i++)
      expect((await login(t, owner.email, 'guess-123', '198.51.100.66')).statusCode).toBe(429);
    expect((await login(t, owner.email, 'right-one', '192.0.2.80')).statusCode).toBe(200);
  });

  it('once an email has failed from many addresses, give each address only a few failures, and still let the owner in', async () => {
    const owner = await registerUser(t.app, { email: 'besieged@example.com', password: 'right-one' });
    // Not yet under attack: one address gets its full five.
    await failTimes(owner.email, '203.0.113.10', 5);
    await failTimes(owner.email, '203.0.113.11', 3);
    // Eight failures for the email: from now on FAILURES_PER_ADDRESS_UNDER_ATTACK per address.
    expect((await login(t, owner.email, 'guess-123', '203.0.113.11')).statusCode).toBe(429);
    await failTimes(owner.email, '203.0.113.12', FAILURES_PER_ADDRESS_UNDER_ATTACK);
    expect((await login(t, owner.email, 'right-one', '203.0.113.12')).statusCode).toBe(429);
    // The owner, from an address that has not been guessing, or after a typo of his own, gets in.
    expect((await login(t, owner.email, 'right-one', '192.0.2.90')).statusCode).toBe(200);
    await failTimes(owner.email, '192.0.2.91', 1);
    expect((await login(t, owner.email, 'right-one', '192.0.2.91')).statusCode).toBe(200);
  });

  it('count an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 address', async () => {
    const user = await registerUser(t.app, { email: 'six@example.com', password: 'right-one' });
    for (let i = 1; i <= 5; i++)
      expect((await login(t, user.email, 'guess-123', `2001:db8:66:1::${i}`)).statusCode).toBe(401);
    expect((await login(t, user.email, 'right-one', '2001:db8:66:1:abcd::9')).statusCode).toBe(429);
    expect((await login(t, user.email, 'right-one', '2001:db8:66:2::1')).statusCode).toBe(200);
    const mapped = await registerUser(t.app, { email: 'mapped@example.com', password: 'right-one' });
    await failTimes(mapped.email, '::ffff:203.0.113.70', 3);
    await failTimes(mapped.email, '203.0.113.70', 2);
    expect((await login(t, mapped.email, 'right-one', '::ffff:203.0.113.70')).statusCode).toBe(429);
  });

  it('let right-password logins sent together from one address all in: each sees the ones before it given back', async () => {
    const user = await registerUser(t.app, { email: 'together@example.com', password: 'right-one' });
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => login(t, user.email, 'right-one', '192.0.2.95').then((res) => res.statusCode)),
    );
    expect(statuses).toEqual(Array(8).fill(200));
  });

  it("bound guesses at the current password of a stolen session like logins, and never the owner's right one elsewhere", async () => {
    const owner = await registerUser(t.app, { email: 'stolen@example.com', password: 'right-one' });
    const changePassword = (currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        remoteAddress: '203.0.113.50',
        headers: bearer(owner.token),
        payload: { currentPassword, newPassword: 'taken-over1' },
      });
    const changeEmail = (currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        remoteAddress: '203.0.113.50',
        headers: bearer(owner.token),
        payload: { name: 'Thief', email: 'thief@example.com', currentPassword },
      });
    for (let i = 0; i < 5; i++)
      expect((await (i % 2 ? changeEmail : changePassword)(`guess-${i}`)).statusCode, `guess ${i + 1}`).toBe(400);
    expect((await changePassword('guess-6')).statusCode).toBe(429);
    expect((await changeEmail('right-one')).statusCode).toBe(429);
    expect((await login(t, owner.email, 'right-one', '203.0.113.50')).statusCode).toBe(429);
    // The owner, from an address that has not been guessing, still signs in and changes his password.
    expect((await login(t, owner.email, 'right-one', '192.0.2.70')).statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      remoteAddress: '192.0.2.70',
      headers: bearer(owner.token),
      payload: { currentPassword: 'right-one', newPassword: 'right-two' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('do not block other emails', async () => {
    expect((await login(t, 'fine@example.com', 'right-one', '198.51.100.66')).statusCode).toBe(200);
  });
});

describe('failed logins sent in parallel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('are bounded like sequential ones: at most the production bound get to try the password', async () => {
    const { max } = RATE_LIMITS.failedLoginsPerAddress;
    const guesses = Array.from({ length: 30 }, () => login(t, 'parallel@example.com', 'guess-123', '203.0.113.99'));
    const statuses = (await Promise.all(guesses)).map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - max);
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
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'someone@example.com' },
        remoteAddress: '198.51.100.7',
      });
    for (let i = 0; i < RATE_LIMITS.passwordResetPerIp.max; i++) expect((await forgot()).statusCode).toBe(200);
    const blocked = await forgot();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
