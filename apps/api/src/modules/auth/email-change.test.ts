import { errorEnvelopeSchema, userEnvelopeSchema } from '@veggie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, registerUser, type Registered } from '../../../test/fixtures';

describe("changing the email of one's own profile", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { rateLimits: { passwordResetPerIp: { max: 1000, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  const put = (user: Registered, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/profile', payload, headers: { ...bearer(user.token), ...headers } });
  const storedEmail = async (user: Registered) =>
    userEnvelopeSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(user.token) })).json(),
    ).data.email;

  it('refuses a new email without the current password with 400 and a field error, changing nothing', async () => {
    const user = await registerUser(t.app, { name: 'Mai', email: 'mai@example.com' });
    const mailsBefore = t.mail.length;

    const missing = await put(user, { name: 'Mai Renamed', email: 'thief@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(missing.json())).toMatchObject({
      message: 'Enter your current password to change your email',
      errors: [{ field: 'currentPassword', message: 'Enter your current password to change your email' }],
    });
    const empty = await put(user, { name: 'Mai', email: 'thief@example.com', currentPassword: '' });
    expect(empty.statusCode).toBe(400);

    const wrong = await put(
      user,
      { name: 'Mai', email: 'thief@example.com', currentPassword: 'guess-1234' },
      { 'accept-language': 'vi' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(wrong.json())).toMatchObject({
      message: 'Mật khẩu hiện tại không đúng',
      errors: [{ field: 'currentPassword', message: 'Mật khẩu hiện tại không đúng' }],
    });

    expect(await storedEmail(user)).toBe('mai@example.com');
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(user.token) });
    expect(profile.json().data.name).toBe('Mai');
    expect(t.mail.length).toBe(mailsBefore);
  });

  it("changes the email with the right password and tells the old address, in the caller's language", async () => {
    const user = await registerUser(t.app, { name: 'Bình', email: 'binh@example.com' });
    const res = await put(
      user,
      { name: 'Bình', email: ' Binh.New@Example.com ', currentPassword: user.password },
      { 'accept-language': 'vi' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('binh.new@example.com');
    expect(t.mail.at(-1)).toEqual({
      to: 'binh@example.com',
      subject: 'Email tài khoản Veggie Market của bạn đã được thay đổi',
      text: expect.stringContaining('binh.new@example.com') as unknown,
    });
    expect(t.mail.at(-1)?.text).toContain('Xin chào Bình');
    expect(t.mail.at(-1)?.text).not.toContain(user.password);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'binh.new@example.com', password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('sends the notice in English by default', async () => {
    const user = await registerUser(t.app, { name: 'Lan', email: 'lan@example.com' });
    expect(
      (await put(user, { name: 'Lan', email: 'lan2@example.com', currentPassword: user.password })).statusCode,
    ).toBe(200);
    expect(t.mail.at(-1)).toMatchObject({ to: 'lan@example.com', subject: 'Your Veggie Market email was changed' });
  });

  it("needs no password when the email stays the same, in any case or spacing (the spec's client sends it back)", async () => {
    const user = await registerUser(t.app, { name: 'Hùng', email: 'hung@example.com' });
    const mailsBefore = t.mail.length;
    for (const email of ['hung@example.com', '  HUNG@Example.COM ']) {
      const res = await put(user, { name: 'Hùng Trần', email, phone: '0901 234 567' });
      expect(res.statusCode, email).toBe(200);
    }
    expect(await storedEmail(user)).toBe('hung@example.com');
    expect(t.mail.length).toBe(mailsBefore);
  });

  it('checks the password before the email is taken, so a 409 never tells a stranger with a stolen token which emails exist', async () => {
    const user = await registerUser(t.app, { email: 'owner@example.com' });
    await registerUser(t.app, { email: 'someone@example.com' });
    expect((await put(user, { name: 'X', email: 'someone@example.com' })).statusCode).toBe(400);
    expect(
      (await put(user, { name: 'X', email: 'someone@example.com', currentPassword: user.password })).statusCode,
    ).toBe(409);
  });

  it('stops reset links sent to the old address', async () => {
    const user = await registerUser(t.app, { email: 'moving@example.com' });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'moving@example.com' } });
    const token = t.mail.at(-1)?.text.match(/token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    expect(
      (await put(user, { name: 'X', email: 'moved@example.com', currentPassword: user.password })).statusCode,
    ).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'taken-over1' },
    });
    expect(reset.statusCode).toBe(400);
  });

  it('documents currentPassword in the OpenAPI request body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const body = doc.paths['/api/auth/profile'].put.requestBody.content['application/json'].schema;
    expect(body.properties.currentPassword).toMatchObject({
      type: 'string',
      description: expect.stringContaining('email') as unknown,
    });
    expect(body.required).not.toContain('currentPassword');
  });
});
