import net from 'node:net';
import { errorEnvelopeSchema } from '@veggie/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, createProduct, createUser, imageForm, pngImage } from '../../test/fixtures';

type Probe = (t: TestApp, token: string) => Promise<InjectOptions>;

const json = (
  method: 'POST' | 'PUT',
  url: string,
  payload: string,
  headers: Record<string, string> = {},
): InjectOptions => ({
  method,
  url,
  payload,
  headers: { 'content-type': 'application/json', ...headers },
});

/** One request for each way a call can fail, and the code its envelope must carry. */
const FAILURES: [name: string, status: number, code: string, probe: Probe][] = [
  [
    'a domain error (not found)',
    404,
    'product_not_found',
    async () => ({ method: 'GET', url: '/api/products/00000000-0000-4000-8000-000000000000' }),
  ],
  [
    'a domain error with parameters',
    409,
    'insufficient_stock',
    async (t, token) => {
      const product = await createProduct(t.app.db, { stock: 1 });
      return json('POST', '/api/cart', JSON.stringify({ productId: product.id, quantity: 2 }), bearer(token));
    },
  ],
  [
    'checkout of an empty cart',
    400,
    'cart_empty',
    async (_t, token) => ({ method: 'POST', url: '/api/orders', headers: bearer(token) }),
  ],
  ['no token', 401, 'unauthorized', async () => ({ method: 'GET', url: '/api/auth/profile' })],
  [
    'a customer on an admin route',
    403,
    'forbidden',
    async (_t, token) => ({ method: 'GET', url: '/api/auth/admin/users', headers: bearer(token) }),
  ],
  [
    'a wrong password',
    401,
    'invalid_credentials',
    async () =>
      json('POST', '/api/auth/login', JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' })),
  ],
  [
    'schema validation',
    400,
    'validation_failed',
    async () => json('POST', '/api/auth/register', JSON.stringify({ email: 'nope' })),
  ],
  ['malformed JSON', 400, 'malformed_json', async () => json('POST', '/api/auth/login', '{"email": ')],
  [
    'a body over the limit',
    413,
    'body_too_large',
    async () =>
      json('POST', '/api/auth/login', JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) })),
  ],
  [
    'an unsupported content type',
    415,
    'unsupported_media_type',
    async () => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: '<email/>',
      headers: { 'content-type': 'application/xml' },
    }),
  ],
  [
    'an upload over the size limit',
    413,
    'file_too_large',
    async (_t, token) => {
      const form = imageForm({}, Buffer.alloc(2 * 1024 * 1024 + 1, 1), { field: 'avatar', fileName: 'big.png' });
      return { method: 'PUT', url: '/api/auth/avatar', payload: form, headers: bearer(token) };
    },
  ],
  ['a path the router refuses', 404, 'not_found', async () => ({ method: 'GET', url: '/api/products/%E0%A4%A' })],
  ['an unknown route', 404, 'route_not_found', async () => ({ method: 'GET', url: '/api/nope' })],
  ['an unknown upload', 404, 'route_not_found', async () => ({ method: 'GET', url: '/uploads/missing.webp' })],
  [
    'a byte range past the end of an image',
    416,
    'range_not_satisfiable',
    async (t, token) => {
      const upload = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/avatar',
        headers: bearer(token),
        payload: imageForm({}, await pngImage(32), { field: 'avatar' }),
      });
      return { method: 'GET', url: upload.json().data.avatar.url, headers: { range: 'bytes=999999-' } };
    },
  ],
  [
    'a rate limit',
    429,
    'rate_limited',
    async (t) => {
      const forgot = json('POST', '/api/auth/forgot-password', JSON.stringify({ email: 'someone@example.com' }));
      await t.app.inject(forgot);
      return forgot;
    },
  ],
];

/** Failure answers that are not error envelopes: the health probe's 503 is its own status document. */
const NOT_ENVELOPES = new Set(['GET /api/health 503']);

describe('error codes', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { rateLimits: { passwordResetPerIp: { max: 1, windowMs: 60_000 } } });
    token = (await createUser(t.app.db)).token;
  });
  afterAll(() => t.close());

  it.each(FAILURES)('%s: %i with code %s, the same in every language', async (_name, status, code, probe) => {
    const request = await probe(t, token);
    const res = await t.app.inject(request);
    expect(res.statusCode, res.body).toBe(status);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.code).toBe(code);
    if (status === 429) return;
    const vietnamese = await t.app.inject({ ...request, headers: { ...request.headers, 'accept-language': 'vi' } });
    expect(errorEnvelopeSchema.parse(vietnamese.json())).toMatchObject({
      code,
      message: expect.not.stringMatching(new RegExp(`^${body.message}$`)),
    });
  });

  it('documents `code` as a required field of every error answer in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { responses?: Record<string, { content?: Record<string, { schema: unknown }> }> }>
      >;
    };
    const documented: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          const where = `${method.toUpperCase()} ${path} ${status}`;
          if (Number(status) < 400 || NOT_ENVELOPES.has(where)) continue;
          const schema = response.content?.['application/json']?.schema as {
            properties?: Record<string, unknown>;
            required?: string[];
          };
          expect(schema?.properties, where).toHaveProperty('code', expect.objectContaining({ type: 'string' }));
          expect(schema.required, where).toContain('code');
          documented.push(where);
        }
      }
    }
    expect(documented.length).toBeGreaterThan(10);
  });
});

/** Bytes written to a socket as they are, and everything the server answers before it closes. */
function sendBytes(port: number, bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

describe('error codes of requests Node refuses before Fastify sees them', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it.each([
    ['a malformed request line', 400, 'malformed_request', 'NOT HTTP AT ALL\r\n\r\n'],
    [
      'two Content-Lengths',
      400,
      'malformed_request',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
    ],
    [
      'headers over the limit',
      431,
      'headers_too_large',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    ],
  ])('%s: %i with code %s, and the connection closed', async (_name, status, code, bytes) => {
    const answer = await sendBytes(port, bytes);
    expect(answer.status).toBe(status);
    expect(answer.headers).toContain('content-type: application/json; charset=utf-8');
    expect(answer.headers).toContain('connection: close');
    expect(errorEnvelopeSchema.parse(JSON.parse(answer.body)).code).toBe(code);
  });
});
