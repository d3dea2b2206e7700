import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, registerUser } from '../../../test/fixtures';

describe('password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
  const change = (token: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/password', payload, headers: { ...bearer(token), ...headers } });

  it('refuses a wrong current password with 400 (not 401) and keeps the session and password', async () => {
    const user = await registerUser(t.app, { email: 'wrong@example.com', password: 'original1' });
    const res = await change(user.token, { currentPassword: 'not-it', newPassword: 'brand-new1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Current password is incorrect',
      errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    });
    expect((await profile(user.token)).statusCode).toBe(200);
    expect((await login(user.email, 'original1')).statusCode).toBe(200);
  });

  it('says so in Vietnamese too', async () => {
    const user = await registerUser(t.app, { email: 'vi-pw@example.com' });
    const res = await change(
      user.token,
      { currentPassword: 'nope', newPassword: 'brand-new1' },
      { 'accept-language': 'vi' },
    );
    expect(res.json().message).toBe('Mật khẩu hiện tại không đúng');
  });

  it('refuses a new password under 6 characters', async () => {
    const user = await registerUser(t.app, { email: 'short@example.com' });
    const res = await change(user.token, { currentPassword: user.password, newPassword: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'newPassword', message: 'Password must be at least 6 characters' }]);
  });

  it('changes the password, ends the other sessions and keeps the current one', async () => {
    const user = await registerUser(t.app, { email: 'change@example.com', password: 'original1' });
    const otherDevice = (await login(user.email, 'original1')).json().token as string;
    expect((await profile(otherDevice)).statusCode).toBe(200);

    const res = await change(user.token, { currentPassword: 'original1', newPassword: 'brand-new1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password updated successfully' });

    expect((await profile(otherDevice)).statusCode).toBe(401);
    expect((await profile(user.token)).statusCode).toBe(200);
    expect((await login(user.email, 'original1')).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new1')).statusCode).toBe(200);
  });
});
