import { errorEnvelopeSchema } from '@veggie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, createUser, imageForm, pngImage } from '../../test/fixtures';
import { categories } from '../modules/categories/categories.table';
import { users } from '../modules/users/users.table';
import { JSON_BODY_LIMIT } from '../app';
import { containsNul, inputProblem, MAX_INPUT_DEPTH } from './text-input';

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
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/categories/admin/categories?search=%00', headers: bearer(token) }),
    );
    const vi = await t.app.inject({ method: 'GET', url: '/api/products?q=%00', headers: { 'accept-language': 'vi' } });
    expect(vi.json()).toMatchObject({ success: false, message: 'Văn bản không được chứa ký tự NUL' });
  });

  it('is refused in a JSON body and changes nothing', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'lan\u0000@example.vn', password: 'secret12' },
      }),
    );
    const before = await t.database.db.select().from(users);
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Lan\u0000', email: 'lan@example.vn', password: 'secret12' },
      }),
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

describe('deeply nested input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

  it('walks any depth without recursion, allowing 32 levels and refusing the 33rd', () => {
    expect(inputProblem(JSON.parse(nestedArrays(MAX_INPUT_DEPTH)))).toBeUndefined();
    expect(inputProblem(JSON.parse(nestedArrays(MAX_INPUT_DEPTH + 1)))).toBe('tooDeep');
    expect(inputProblem(JSON.parse(nestedObjects(MAX_INPUT_DEPTH)))).toBeUndefined();
    expect(inputProblem(JSON.parse(nestedObjects(MAX_INPUT_DEPTH + 1)))).toBe('tooDeep');
    // Deep enough to overflow the call stack of a recursive walk.
    expect(inputProblem(JSON.parse(nestedArrays(200_000)))).toBe('tooDeep');
    expect(inputProblem({ a: [{ b: 'x\u0000' }] })).toBe('nul');
  });

  it("answers a body nested past 32 levels with 400 in the caller's language, before any work is done", async () => {
    const before = await t.database.db.select().from(users);
    for (const body of [
      nestedArrays(20_000),
      nestedObjects(10_000),
      `{"name":"Lan","email":"lan@example.vn","password":"secret12","x":${nestedArrays(33)}}`,
    ]) {
      expect(body.length).toBeLessThan(JSON_BODY_LIMIT);
      const res = await postJson('/api/auth/register', body);
      expect(res.statusCode, body.slice(0, 40)).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).message).toBe(
        'The request body is nested too deeply (at most 32 levels)',
      );
    }
    expect(await t.database.db.select().from(users)).toHaveLength(before.length);
    const vi = await postJson('/api/auth/login', nestedObjects(5000), { 'accept-language': 'vi' });
    expect(vi.json()).toMatchObject({ success: false, message: 'Nội dung yêu cầu lồng nhau quá sâu (tối đa 32 cấp)' });
  });

  it('refuses 100,000 levels with 413 before parsing them', async () => {
    for (const body of [nestedArrays(100_000), nestedObjects(100_000)]) {
      const res = await postJson('/api/auth/login', body);
      expect(res.statusCode).toBe(413);
      expect(errorEnvelopeSchema.parse(res.json()).message).toBe('The request body is too large');
    }
  });

  it('still takes the largest real body: a 200-line cart merge, pretty-printed, with the longest ids', async () => {
    const { token } = await createUser(t.database.db);
    const items = Array.from({ length: 200 }, (_, i) => ({ productId: `${i}`.padStart(64, 'x'), quantity: 999 }));
    const body = JSON.stringify({ items }, null, 2);
    expect(body.length).toBeGreaterThan(20_000);
    const res = await postJson('/api/cart/merge', body, bearer(token));
    expect(res.statusCode).toBe(200);
  });

  it('still takes a product description of 5,000 characters sent as \\u escapes', async () => {
    const { token } = await createUser(t.database.db, { role: 'admin' });
    const description = 'ữ'.repeat(5000);
    const body = JSON.stringify({ description }).replace(/ữ/g, '\\u1eef');
    expect(body.length).toBeGreaterThan(30_000);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/products/admin/products/00000000-0000-4000-8000-000000000000',
      payload: body,
      headers: { 'content-type': 'application/json', ...bearer(token) },
    });
    // Parsed and checked: the product does not exist.
    expect(res.statusCode).toBe(404);
  });
});
