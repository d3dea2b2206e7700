import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

interface Operation {
  tags?: string[];
  security?: unknown[];
}

describe('OpenAPI document for auth and admin users', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await buildTestApp();
    paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
  });
  afterAll(() => t.close());

  const bearer = [{ bearerAuth: [] }];

  it('lists the public auth routes, tagged, without security', () => {
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
    ]) {
      expect(paths[path]?.post?.tags, path).toEqual(['auth']);
      expect(paths[path]?.post?.security, path).toBeUndefined();
    }
  });

  it('marks every route that needs a token with bearerAuth', () => {
    const guarded: [string, string][] = [
      ['/api/auth/logout', 'post'],
      ['/api/auth/profile', 'get'],
      ['/api/auth/profile', 'put'],
      ['/api/auth/password', 'put'],
      ['/api/auth/avatar', 'put'],
      ['/api/auth/admin/users', 'get'],
      ['/api/auth/admin/users/{id}', 'get'],
      ['/api/auth/admin/users/{id}', 'put'],
      ['/api/auth/admin/users/{id}', 'delete'],
      ['/api/auth/admin/users/{id}/role', 'put'],
    ];
    for (const [path, method] of guarded) {
      const operation = paths[path]?.[method];
      expect(operation?.security, `${method} ${path}`).toEqual(bearer);
      expect(operation?.tags?.length, `${method} ${path}`).toBe(1);
    }
  });
});
