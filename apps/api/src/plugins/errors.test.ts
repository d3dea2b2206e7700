import { registerSchema } from '@veggie/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflict } from '../lib/errors';
import { errorsPlugin, isDatabaseUnavailable, routerErrorHandler } from './errors';

/** The error handler on its own, with routes that fail in each way the real modules can fail. */
async function buildErrorApp() {
  const app = Fastify({
    bodyLimit: 1024,
    onProtoPoisoning: 'error',
    frameworkErrors: routerErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.post('/register', { schema: { body: registerSchema } }, (request) => ({ ok: request.body.email }));
  app.get('/conflict', () => {
    throw conflict('insufficientStock', { available: 2, product: 'Cà chua' });
  });
  app.get('/bug', () => {
    throw new Error('connect ECONNREFUSED /var/run/secret.sock at Object.<anonymous> (/srv/app.js:1:1)');
  });
  app.get('/items/:id', (request) => request.params);
  app.get('/db-down', () => {
    throw new Error('Failed query: select 1', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    });
  });
  await app.ready();
  return app;
}

describe('error envelope', () => {
  let app: Awaited<ReturnType<typeof buildErrorApp>>;
  beforeAll(async () => {
    app = await buildErrorApp();
  });
  afterAll(() => app.close());

  const post = (payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/register',
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('lists each invalid field with a readable message', async () => {
    const res = await post(JSON.stringify({ name: '', email: 'nope', password: '123' }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toEqual([
      { field: 'name', message: 'This field is required' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
    expect(body.message).toBe('name: This field is required');
  });

  it('answers in Vietnamese when the caller prefers it', async () => {
    const res = await post(JSON.stringify({ name: 'An', email: 'an@example.com' }), {
      'accept-language': 'vi-VN,vi;q=0.9',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'password', message: 'Trường này là bắt buộc' }]);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await post('{"name": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'malformed_json',
      message: 'The request body is not valid JSON',
    });
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(2048), email: 'a@b.co', password: 'secret1' }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'body_too_large',
      message: 'The request body is too large',
    });
  });

  it('refuses __proto__ keys instead of merging them', async () => {
    const res = await post('{"name":"A","email":"a@b.co","password":"secret1","__proto__":{"role":"admin"}}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'malformed_json' });
  });

  it('renders a domain error with its status and parameters', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'insufficient_stock',
      message: 'Only 2 of "Cà chua" left in stock',
    });
  });

  it('hides the details of an unexpected failure', async () => {
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({
      success: false,
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toMatch(/ECONNREFUSED|secret|app\.js|stack/);
    expect(typeof body.requestId).toBe('string');
  });
});

describe('database outages and router refusals', () => {
  let app: Awaited<ReturnType<typeof buildErrorApp>>;
  beforeAll(async () => {
    app = await buildErrorApp();
  });
  afterAll(() => app.close());

  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    [
      'an administrator shutdown',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['a server starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection failure class code', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a wrapped driver error', new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '08001' }) })],
  ])('recognises %s as the database being unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a constraint violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a plain bug mentioning a connection', new Error('connect ECONNREFUSED /var/run/secret.sock')],
  ])('does not mistake %s for an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('answers 503 with the envelope when the database cannot be reached', async () => {
    const res = await app.inject({ method: 'GET', url: '/db-down' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'service_unavailable',
      message: 'The service is temporarily unavailable. Please try again shortly.',
    });
    expect(res.body).not.toMatch(/ECONNREFUSED|select|5432/);
  });

  it('answers an over-long or malformed path parameter with the 404 envelope', async () => {
    for (const url of [`/items/${'x'.repeat(500)}`, '/items/%E0%A4%A']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'vi' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
      expect(typeof res.json().message).toBe('string');
    }
  });
});
