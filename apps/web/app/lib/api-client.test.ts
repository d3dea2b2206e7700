import type { productPageEnvelopeSchema } from '@veggie/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, serverMessage, unauthorized, type ApiResult } from './api-client';
import { storage } from './storage';

const contextAnswering = (result: ApiResult, seen: string[] = []) => ({
  api: async (path: string) => {
    seen.push(path);
    return result;
  },
});

/** Stands in for `fetch`: answers every call with `status` and `body`, recording what was sent. */
function answer(status: number, body: unknown = { success: status < 400, message: 'm' }) {
  const sent: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return Response.json(body, { status });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  unauthorized.handler = null;
});

describe('api with the server load context', () => {
  it('asks the in-process API and returns the envelope, typed by the contract schema', async () => {
    const seen: string[] = [];
    const envelope = { success: true, data: { products: [], pagination: {} } };
    const context = contextAnswering({ status: 200, body: envelope }, seen);
    const answerOf = await api.get<typeof productPageEnvelopeSchema>('/products?page=1&limit=8', { context });
    expect(answerOf.data.products).toEqual([]);
    expect(seen).toEqual(['/products?page=1&limit=8']);
  });

  it('throws the status, code and message of an error envelope', async () => {
    const context = contextAnswering({
      status: 404,
      body: { success: false, code: 'product_not_found', message: 'Product not found' },
    });
    const failure = api.get('/products/x', { context });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 404,
      code: 'product_not_found',
      message: 'Product not found',
    });
  });
});

describe('api in the browser', () => {
  it('calls /api with the stored token, a time-out and a JSON body', async () => {
    storage.set('token', 'abc.def');
    const sent = answer(200);
    await api.put('/cart/p1', { quantity: 2 });
    const [{ url, init } = { url: '', init: {} }] = sent;
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/cart/p1');
    expect(init.method).toBe('PUT');
    expect(headers.get('Authorization')).toBe('Bearer abc.def');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"quantity":2}');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    storage.remove('token');
  });

  it("ends the call when the caller's signal aborts, and still when the time-out does", async () => {
    const sent = answer(200);
    const caller = new AbortController();
    await api.get('/products/suggest?q=c%C3%A0', { signal: caller.signal });
    const signal = sent[0]?.init.signal;
    expect(signal?.aborted).toBe(false);
    caller.abort();
    expect(signal?.aborted).toBe(true);
  });

  it('sends no Authorization header when no token is stored', async () => {
    const sent = answer(200);
    await api.get('/products');
    expect(new Headers(sent[0]?.init.headers).has('Authorization')).toBe(false);
  });

  it('leaves a FormData upload as multipart for the browser to label', async () => {
    const sent = answer(200);
    const form = new FormData();
    form.append('name', 'Cà chua');
    await api.put('/auth/avatar', form);
    expect(sent[0]?.init.body).toBe(form);
    expect(new Headers(sent[0]?.init.headers).has('Content-Type')).toBe(false);
  });

  it('reads the fields of a refused request', async () => {
    answer(400, {
      success: false,
      code: 'validation_failed',
      message: 'Invalid input',
      errors: [{ field: 'email', message: 'Invalid email' }],
    });
    await expect(api.post('/auth/register', {})).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: [{ field: 'email', message: 'Invalid email' }],
    });
  });

  it('tells the session of a 401 and still rejects', async () => {
    const onUnauthorized = vi.fn();
    unauthorized.handler = onUnauthorized;
    answer(401, { success: false, code: 'authentication_required', message: 'Please log in to continue' });
    await expect(api.get('/orders')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps quiet about other errors', async () => {
    const onUnauthorized = vi.fn();
    unauthorized.handler = onUnauthorized;
    answer(404, { success: false, code: 'order_not_found', message: 'Order not found' });
    await expect(api.get('/orders/x')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a lost answer into an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/products')).rejects.toMatchObject({ status: 0, code: null, message: 'Failed to fetch' });
  });
});

/** A server loader's call: its load context answers in-process, and records the language asked for. */
function contextRecording() {
  const asked: { path: string; acceptLanguage: string | undefined }[] = [];
  const context = {
    api: async (path: string, acceptLanguage?: string) => {
      asked.push({ path, acceptLanguage });
      return { status: 200, body: { success: true } };
    },
  };
  return { asked, context };
}

const pageRequest = (headers: Record<string, string>) => new Request('http://shop.test/shop', { headers });

describe('api on the server: the language of the answer', () => {
  // No document on the server: the page's language comes from its request.
  beforeEach(() => vi.stubGlobal('document', undefined));

  it("asks the in-process API in the page's language: the shopper's cookie over the browser's", async () => {
    const { asked, context } = contextRecording();
    await api.get('/products', { context, request: pageRequest({ Cookie: 'lang=vi', 'Accept-Language': 'en' }) });
    await api.get('/categories', { context, request: pageRequest({ 'Accept-Language': 'fr,en;q=0.5,vi;q=0.9' }) });
    await api.get('/products/x', { context, request: pageRequest({}) });
    expect(asked).toEqual([
      { path: '/products', acceptLanguage: 'vi' },
      { path: '/categories', acceptLanguage: 'vi' },
      { path: '/products/x', acceptLanguage: 'en' },
    ]);
  });

  it("keeps a caller's own Accept-Language", async () => {
    const { asked, context } = contextRecording();
    await api.get('/products', {
      context,
      request: pageRequest({ Cookie: 'lang=en' }),
      headers: { 'accept-language': 'vi' },
    });
    expect(asked[0]?.acceptLanguage).toBe('vi');
  });
});

describe('api in the browser: the language of the answer', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it("asks for the page's language", async () => {
    document.documentElement.lang = 'vi';
    const sent = answer(200);
    await api.post('/contact', { name: 'Lan' });
    expect(new Headers(sent[0]?.init.headers).get('Accept-Language')).toBe('vi');
  });

  it("keeps a caller's own Accept-Language (the admin's Vietnamese screens)", async () => {
    document.documentElement.lang = 'en';
    const sent = answer(200);
    await api.get('/admin/products', { headers: { 'Accept-Language': 'vi' } });
    expect(new Headers(sent[0]?.init.headers).get('Accept-Language')).toBe('vi');
  });

  it("leaves the browser's own header when the page names no language of ours", async () => {
    const sent = answer(200);
    await api.get('/products');
    expect(new Headers(sent[0]?.init.headers).has('Accept-Language')).toBe(false);
  });
});

describe('serverMessage', () => {
  it("gives the server's words for a refused request", () => {
    expect(serverMessage(new ApiError(429, 'rate_limited', 'Too many requests', []))).toBe('Too many requests');
    expect(serverMessage(new ApiError(404, 'order_not_found', 'Order not found', []))).toBe('Order not found');
  });

  it('gives nothing for missing routes, validation refusals, server faults, blank messages and lost answers', () => {
    expect(
      serverMessage(new ApiError(404, 'route_not_found', 'Route GET /api/products not found', [])),
    ).toBeUndefined();
    expect(serverMessage(new ApiError(500, 'internal_error', 'Something went wrong', []))).toBeUndefined();
    expect(serverMessage(new ApiError(502, null, '', []))).toBeUndefined();
    expect(serverMessage(new ApiError(0, null, 'Failed to fetch', []))).toBeUndefined();
    // Its message names fields by their wire names ("password: …"); forms show its fields instead.
    expect(
      serverMessage(
        new ApiError(400, 'validation_failed', 'password: Must be at least 6 characters', [
          { field: 'password', message: 'Must be at least 6 characters' },
        ]),
      ),
    ).toBeUndefined();
    expect(serverMessage(new TypeError('fetch failed'))).toBeUndefined();
  });
});
