import { errorEnvelopeSchema } from '@veggie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, createUser, imageForm, pngImage } from '../../test/fixtures';
import { categories } from '../modules/categories/categories.table';
import { users } from '../modules/users/users.table';
import { containsNul } from './text-input';

describe('text carrying a NUL character', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const expectRefused = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).message).toBe('Text must not contain the NUL character');
  };

  it('finds U+0000 at any depth, and nothing in clean input', () => {
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ a: ['x', { b: 'y' }], n: 1, none: null })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });

  it('is refused in a query string, on public and admin searches alike, instead of failing in the database', async () => {
    const { token } = await createUser(t.database.db, { role: 'admin' });
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/products?q=a%00b' }));
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/categories/admin/categories?search=%00', headers: bearer(token) }));
    const vi = await t.app.inject({ method: 'GET', url: '/api/products?q=%00', headers: { 'accept-language': 'vi' } });
    expect(vi.json()).toMatchObject({ success: false, message: 'Văn bản không được chứa ký tự NUL' });
  });

  it('is refused in a JSON body and changes nothing', async () => {
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'lan\u0000@example.vn', password: 'secret12' } }));
    const before = await t.database.db.select().from(users);
    expectRefused(
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Lan\u0000', email: 'lan@example.vn', password: 'secret12' } }),
    );
    expect(await t.database.db.select().from(users)).toHaveLength(before.length);
  });

  it('is refused in a multipart text field and changes nothing', async () => {
    const { token } = await createUser(t.database.db, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categories/admin/categories',
      payload: imageForm({ name: 'Rau\u0000 sạch' }, await pngImage()),
      headers: bearer(token),
    });
    expectRefused(res);
    expect(await t.database.db.select().from(categories)).toEqual([]);
  });
});
