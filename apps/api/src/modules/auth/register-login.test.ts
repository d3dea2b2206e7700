import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, registerUser } from '../../../test/fixtures';

describe('register, login and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('registers a customer with 201, a token and exactly the contract User, whatever role the body asks for', async () => {
    const res = await post('/api/auth/register', {
      name: '  Lan Nguyen ',
      email: '  Lan@Example.COM ',
      password: 'secret123',
      role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'message', 'success', 'token']);
    expect(body).toMatchObject({ success: true, message: 'Registration successful' });
    expect(body.token).toEqual(expect.any(String));
    expect(body.token.length).toBeGreaterThan(20);
    expect(body.data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Lan Nguyen',
      email: 'lan@example.com',
      phone: '',
      address: '',
      role: 'user',
      avatar: { url: '/uploads/default-avatar.svg' },
      createdAt: expect.any(String),
    });
    expect(new Date(body.data.createdAt).toISOString()).toBe(body.data.createdAt);
    expect(res.body).not.toMatch(/password|hash|argon/i);

    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(body.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.role).toBe('user');
  });

  it('refuses an email registered in another case with 409', async () => {
    await registerUser(t.app, { email: 'dup@example.com' });
    const res = await post('/api/auth/register', { name: 'Other', email: 'DUP@Example.com', password: 'secret123' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: 'This email is already registered' });
  });

  it('lists every invalid field with 400', async () => {
    const res = await post('/api/auth/register', { name: '', email: 'not-an-email', password: '123' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual([
      { field: 'name', message: 'This field is required' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });

  it('answers in Vietnamese with Accept-Language: vi', async () => {
    const res = await post(
      '/api/auth/register',
      { name: 'An', email: 'an@example.com', password: '123' },
      { 'accept-language': 'vi' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'password', message: 'Mật khẩu phải có ít nhất 6 ký tự' }]);

    await registerUser(t.app, { email: 'vi@example.com' });
    const dup = await post(
      '/api/auth/register',
      { name: 'An', email: 'vi@example.com', password: 'secret123' },
      { 'accept-language': 'vi' },
    );
    expect(dup.json().message).toBe('Email này đã được đăng ký');
  });

  it('logs in with the email in any case and returns token and User', async () => {
    const user = await registerUser(t.app, { name: 'Minh', email: 'minh@example.com', password: 'pass-word-1' });
    const res = await post('/api/auth/login', { email: ' MINH@example.com ', password: 'pass-word-1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful',
      data: {
        _id: user.id,
        name: 'Minh',
        email: 'minh@example.com',
        role: 'user',
        avatar: { url: '/uploads/default-avatar.svg' },
      },
    });
    expect(body.token).not.toBe(user.token);
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(body.token) });
    expect(profile.json().data._id).toBe(user.id);
  });

  it('answers an unknown email and a wrong password with the same 401', async () => {
    await registerUser(t.app, { email: 'known@example.com', password: 'right-password' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'right-password' });
    const wrong = await post('/api/auth/login', { email: 'known@example.com', password: 'wrong-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(unknown.json())).toEqual(strip(wrong.json()));
    expect(wrong.json()).toMatchObject({ success: false, message: 'Invalid email or password' });
  });

  it('logout revokes the token used, and only that one', async () => {
    const user = await registerUser(t.app, { email: 'bye@example.com' });
    const other = await post('/api/auth/login', { email: 'bye@example.com', password: user.password });
    const res = await post('/api/auth/logout', undefined, bearer(user.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out successfully' });

    const after = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(user.token) });
    expect(after.statusCode).toBe(401);
    const stillIn = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(other.json().token),
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it('refuses logout without a token with 401', async () => {
    const res = await post('/api/auth/logout', undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'Please log in to continue' });
  });
});
