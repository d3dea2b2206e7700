import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, promoteToAdmin, registerUser, type Registered } from '../../../test/fixtures';
import { users } from '../users/users.table';

const vi = { 'accept-language': 'vi' };

describe('the language the shop writes to a user in', () => {
  let t: TestApp;
  let admin: Registered;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await registerUser(t.app, { name: 'Boss', email: 'boss@example.com' });
    await promoteToAdmin(t.database, admin.id);
  });
  afterAll(() => t.close());

  const storedLanguage = async (id: string) =>
    (await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;
  const register = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Thảo', email, password: 'secret123' },
      headers,
    });
  const changeEmailAsAdmin = (id: string, email: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/auth/admin/users/${id}`,
      payload: { name: 'Thảo', email },
      headers: bearer(admin.token),
    });

  it('is the language of the sign-up, then of the latest login or page the user opened', async () => {
    const res = await register('thao@example.com', vi);
    const { data, token } = res.json();
    expect(await storedLanguage(data._id)).toBe('vi');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'thao@example.com', password: 'secret123' },
    });
    expect(login.statusCode).toBe(200);
    expect(await storedLanguage(data._id)).toBe('en');

    await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { ...bearer(token), ...vi } });
    expect(await storedLanguage(data._id)).toBe('vi');
  });

  it("lets a refused login change nothing, not even the account's language", async () => {
    const { data } = (await register('nam@example.com', vi)).json();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nam@example.com', password: 'wrong-password' },
    });
    expect(refused.statusCode).toBe(401);
    expect(await storedLanguage(data._id)).toBe('vi');
  });

  it("tells the owner of an email an admin changed in the owner's language, not the admin's", async () => {
    const { data } = (await register('chi@example.com', vi)).json();
    expect((await changeEmailAsAdmin(data._id, 'chi.moi@example.com')).statusCode).toBe(200);
    expect(t.mail.at(-1)).toMatchObject({
      to: 'chi@example.com',
      subject: 'Email tài khoản Veggie Market của bạn đã được thay đổi',
    });

    const english = (await register('ann@example.com')).json().data;
    expect((await changeEmailAsAdmin(english._id, 'ann.new@example.com')).statusCode).toBe(200);
    expect(t.mail.at(-1)).toMatchObject({ to: 'ann@example.com', subject: 'Your Veggie Market email was changed' });
  });
});
