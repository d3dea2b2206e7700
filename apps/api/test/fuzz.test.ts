import { PAGE_MAX, PAGE_SIZES } from '@veggie/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/users/sessions';
import type { UserRow } from '../src/modules/users/users.table';
import { buildTestApp, type TestApp } from './build-test-app';
import { createProduct, createUser } from './fixtures';

/**
 * Property-based robustness: every route in the OpenAPI document gets random and hostile input
 * (JSON of any shape, huge and exotic strings, prototype-pollution keys, wrong types, random path
 * params and query strings) with no token, a shopper's and an admin's. Whatever arrives, the server
 * never answers 5xx and every 4xx is the error envelope.
 */

interface Operation {
  method: string;
  path: string;
  queryKeys: string[];
  bodyKeys: string[];
}

const HTTP_METHODS = ['get', 'post', 'put', 'delete'];
const RUNS_PER_ROUTE = 20;

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '../../etc/passwd',
    "' OR 1=1 --",
    '%00',
    '\u0000',
    '𝕍𝕖𝕘𝕘𝕚𝕖',
    'Cà chua',
    '__proto__',
    'constructor',
  ),
  fc.nat({ max: 3 }).map((n) => 'x'.repeat(10 ** (n + 2))),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A JSON body: random JSON, or an object over the route's own field names with values of any type. */
function bodyFor(op: Operation): fc.Arbitrary<string | undefined> {
  const known = op.bodyKeys.length ? fc.constantFrom(...op.bodyKeys) : fc.string();
  const object = fc.dictionary(
    fc.oneof(known, fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype')),
    hostileValue,
    { maxKeys: 6 },
  );
  return fc.oneof(
    fc.constant(undefined),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    object.map((v) => JSON.stringify(v)),
    // Pollution attempts spelled out, since JSON.stringify drops a literal __proto__ key.
    object.map((v) =>
      JSON.stringify(v).replace(/^\{/, '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}},'),
    ),
    fc.constantFrom('{', 'not json', '[1,', '"\\ud800"', '{"a":1}{"b":2}'),
  );
}

function queryFor(op: Operation): fc.Arbitrary<string> {
  const key = fc.oneof(op.queryKeys.length ? fc.constantFrom(...op.queryKeys) : fc.string(), fc.string());
  return fc
    .array(fc.tuple(key, hostileString), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
}

const pathParam = fc.oneof(
  fc.uuid(),
  hostileString.filter((s) => s.length > 0 && s.length < 2_000),
  fc.integer().map(String),
);

function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const spec = item[method] as
        | {
            parameters?: Array<{ in: string; name: string }>;
            requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
          }
        | undefined;
      if (!spec) continue;
      const queryKeys = (spec.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const bodySchema = Object.values(spec.requestBody?.content ?? {})[0]?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        queryKeys,
        bodyKeys: Object.keys(bodySchema?.properties ?? {}),
      });
    }
  }
  return operations;
}

describe('every route under random and hostile input', () => {
  let t: TestApp;
  let shopper: UserRow;
  let admin: UserRow;
  let operations: Operation[];

  beforeAll(async () => {
    t = await buildTestApp();
    shopper = (await createUser(t.database.db)).user;
    admin = (await createUser(t.database.db, { role: 'admin' })).user;
    await createProduct(t.database.db);
    operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
  });
  afterAll(() => t.close());

  it('finds the routes to try in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it('refuses on every list a page number past PAGE_MAX, and serves the last one it accepts', async () => {
    const lists = operations.filter((op) => op.method === 'GET' && op.queryKeys.includes('page'));
    expect(lists.length).toBeGreaterThan(5);
    const headers = { authorization: `Bearer ${await createSession(t.database.db, admin.id, new Date())}` };
    for (const op of lists) {
      const list = (page: string, limit: number) =>
        t.app.inject({ method: 'GET', url: `${op.path}?page=${page}&limit=${limit}`, headers });
      for (const page of [String(PAGE_MAX + 1), '99999999999999999999', '9'.repeat(400)]) {
        const res = await list(page, PAGE_SIZES.max);
        expect(res.statusCode, `${op.path}?page=${page}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'page' }] });
      }
      for (const limit of [1, PAGE_SIZES.max]) {
        const res = await list(String(PAGE_MAX), limit);
        expect(res.statusCode, `${op.path}?page=${PAGE_MAX}&limit=${limit}: ${res.body}`).toBe(200);
      }
    }
  });

  it('never answers 5xx, and every 4xx is the error envelope', async () => {
    for (const op of operations) {
      const paramCount = (op.path.match(/\{[^}]+\}/g) ?? []).length;
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathParam, { minLength: paramCount, maxLength: paramCount }),
          queryFor(op),
          bodyFor(op),
          fc.constantFrom('none', 'shopper', 'admin'),
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          async (params, query, body, who, contentType) => {
            let i = 0;
            const path = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[i++] ?? ''));
            // A fresh session each time: logout and password changes revoke the one they are sent with.
            const user = who === 'shopper' ? shopper : who === 'admin' ? admin : undefined;
            const headers: Record<string, string> = {};
            if (user) headers.authorization = `Bearer ${await createSession(t.database.db, user.id, new Date())}`;
            if (body !== undefined && op.method !== 'GET') headers['content-type'] = contentType;
            const res = await t.app.inject({
              method: op.method as 'GET',
              url: query ? `${path}?${query}` : path,
              headers,
              ...(body !== undefined && op.method !== 'GET' && { payload: body }),
            });
            const what = `${op.method} ${path}?${query.slice(0, 200)} as ${who}: ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, what).toBeLessThan(500);
            if (res.statusCode >= 400) {
              const envelope = res.json();
              expect(envelope.success, what).toBe(false);
              expect(typeof envelope.message, what).toBe('string');
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  }, 120_000);
});
