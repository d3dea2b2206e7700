import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, registerUser, type Registered } from '../../../test/fixtures';

describe('profile', () => {
  let t: TestApp;
  let user: Registered;
  beforeAll(async () => {
    t = await buildTestApp();
    user = await registerUser(t.app, { name: 'Hoa', email: 'hoa@example.com' });
    await registerUser(t.app, { email: 'taken@example.com' });
  });
  afterAll(() => t.close());

  const put = (payload: object, token = user.token) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/profile', payload, headers: bearer(token) });

  it('reads the signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        _id: user.id,
        name: 'Hoa',
        email: 'hoa@example.com',
        phone: '',
        address: '',
        role: 'user',
        avatar: { url: '/uploads/default-avatar.svg' },
        createdAt: expect.any(String),
      },
    });
  });

  it('refuses without a token or with an unknown one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer('made-up') })).statusCode,
    ).toBe(401);
  });

  it('updates name, email, phone and address but never the role', async () => {
    const res = await put({
      name: ' Hoa Tran ',
      email: 'Hoa.Tran@Example.com',
      phone: '0901 234 567',
      address: '12 Lê Lợi, Quận 1, TP.HCM',
      role: 'admin',
      currentPassword: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      data: {
        _id: user.id,
        name: 'Hoa Tran',
        email: 'hoa.tran@example.com',
        phone: '0901 234 567',
        address: '12 Lê Lợi, Quận 1, TP.HCM',
        role: 'user',
      },
    });
    const again = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(user.token) });
    expect(again.json().data).toMatchObject({ email: 'hoa.tran@example.com', role: 'user', phone: '0901 234 567' });
  });

  it("keeps the own email without complaint and refuses someone else's with 409", async () => {
    const same = await put({ name: 'Hoa Tran', email: 'hoa.tran@example.com' });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.phone).toBe('0901 234 567');

    const taken = await put({ name: 'Hoa Tran', email: 'TAKEN@example.com', currentPassword: user.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ success: false, message: 'This email is already registered' });
  });

  it('refuses a name over 50, an address over 200 and a phone over 30 characters with 400', async () => {
    const res = await put({
      name: 'x'.repeat(51),
      email: 'hoa.tran@example.com',
      phone: '1'.repeat(31),
      address: 'a'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'name', message: 'Must be at most 50 characters' },
      { field: 'phone', message: 'Must be at most 30 characters' },
      { field: 'address', message: 'Must be at most 200 characters' },
    ]);
    const unchanged = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(user.token) });
    expect(unchanged.json().data.name).toBe('Hoa Tran');
  });

  it('accepts the limits exactly', async () => {
    const res = await put({ name: 'x'.repeat(50), email: 'hoa.tran@example.com', phone: '', address: 'a'.repeat(200) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'x'.repeat(50), phone: '', address: 'a'.repeat(200) });
  });
});
