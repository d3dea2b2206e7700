import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../users/users.table';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, registerUser } from '../../../test/fixtures';

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    // More calls than the production per-address limit allows; that limit has its own test.
    t = await buildTestApp({}, { rateLimits: { passwordResetPerIp: { max: 1000, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  const forgot = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers });
  const reset = (token: string, newPassword: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  /** The token from the link in the newest mail to this address. */
  const tokenMailedTo = (email: string) => {
    const mail = t.mail.filter((m) => m.to === email).at(-1);
    const token = mail?.text.match(/\/reset-password\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return token;
  };

  it('answers an unknown and a known email with the same 200 message, and mails only the known one', async () => {
    await registerUser(t.app, { email: 'known@example.com' });
    const unknown = await forgot('nobody@example.com');
    const known = await forgot('Known@Example.com');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({
      success: true,
      message: 'If an account exists for this email, a password reset link has been sent',
    });
    expect(t.mail.map((m) => m.to)).toEqual(['known@example.com']);
    expect(t.mail[0]?.text).toMatch(/\nhttp:\/\/localhost:3000\/reset-password\?token=[\w-]{40,}\n/);
    expect(t.mail[0]?.text).toContain('30 minutes');
  });

  it('stores only a hash of the token', async () => {
    const token = tokenMailedTo('known@example.com');
    const rows = await t.database.db.select().from(passwordResets);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.tokenHash).not.toContain(token);
  });

  it('mails in Vietnamese when asked in Vietnamese', async () => {
    await registerUser(t.app, { email: 'vi-reset@example.com' });
    await forgot('vi-reset@example.com', { 'accept-language': 'vi' });
    expect(t.mail.at(-1)).toMatchObject({ to: 'vi-reset@example.com', subject: 'Đặt lại mật khẩu Veggie Market' });
  });

  it('resets the password once with the mailed token and ends every session', async () => {
    const user = await registerUser(t.app, { email: 'reset@example.com', password: 'forgotten1' });
    const otherDevice = (await login(user.email, 'forgotten1')).json().token as string;
    await forgot(user.email);
    const token = tokenMailedTo(user.email);

    const res = await reset(token, 'remembered1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your password has been reset. Please log in.' });

    for (const old of [user.token, otherDevice]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(old) })).statusCode).toBe(
        401,
      );
    }
    expect((await login(user.email, 'forgotten1')).statusCode).toBe(401);
    expect((await login(user.email, 'remembered1')).statusCode).toBe(200);

    const again = await reset(token, 'another-one1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      message: 'This password reset link is invalid or has expired',
    });
    expect((await login(user.email, 'remembered1')).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await registerUser(t.app, { email: 'late@example.com', password: 'forgotten1' });
    await forgot(user.email);
    const token = tokenMailedTo(user.email);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));

    const res = await reset(token, 'remembered1');
    expect(res.statusCode).toBe(400);
    expect((await login(user.email, 'forgotten1')).statusCode).toBe(200);
  });

  it('keeps only the newest link working', async () => {
    const user = await registerUser(t.app, { email: 'twice@example.com' });
    await forgot(user.email);
    const first = tokenMailedTo(user.email);
    await forgot(user.email);
    const second = tokenMailedTo(user.email);
    expect(second).not.toBe(first);
    expect((await reset(first, 'remembered1')).statusCode).toBe(400);
    expect((await reset(second, 'remembered1')).statusCode).toBe(200);
  });

  it('refuses an unknown token and a short new password with 400', async () => {
    expect((await reset('made-up-token', 'remembered1')).statusCode).toBe(400);
    const short = await reset('made-up-token', '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ field: 'newPassword', message: 'Password must be at least 6 characters' }]);
  });
});

describe('reset link with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'https://shop.example' });
  });
  afterAll(() => t.close());

  it('is absolute', async () => {
    await registerUser(t.app, { email: 'abs@example.com' });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'abs@example.com' } });
    expect(t.mail[0]?.text).toMatch(/https:\/\/shop\.example\/reset-password\?token=[\w-]+/);
  });
});
