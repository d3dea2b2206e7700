import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateFullPage } from './full-page-navigation';
import { http } from './http';
import { storage } from './storage';

vi.mock('./full-page-navigation', () => ({ navigateFullPage: vi.fn() }));

/** Answers every call with `status`, recording the request as axios would send it. */
function answer(status: number, seen: InternalAxiosRequestConfig[] = []): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { status, statusText: '', headers: {}, config, data: { success: status < 400, message: 'm' } };
    if (status >= 400)
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
}

describe('http client', () => {
  afterEach(() => vi.mocked(navigateFullPage).mockClear());

  it('calls /api with JSON, a 30 s time-out and the stored token', async () => {
    storage.set('token', 'abc.def');
    const seen: InternalAxiosRequestConfig[] = [];
    await http.get('/products', { adapter: answer(200, seen) });
    const [config] = seen;
    expect(config?.baseURL).toBe('/api');
    expect(config?.timeout).toBe(30_000);
    expect(config?.headers.get('Authorization')).toBe('Bearer abc.def');
    expect(config?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    await http.get('/products', { adapter: answer(200, seen) });
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('leaves a FormData upload as multipart for the browser to label', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const form = new FormData();
    form.append('name', 'Cà chua');
    await http.put('/auth/avatar', form, { adapter: answer(200, seen) });
    expect(seen[0]?.data).toBeInstanceOf(FormData);
    // No JSON type left; the browser adapter drops axios's placeholder and sets the multipart boundary.
    expect(String(seen[0]?.headers.getContentType() ?? '')).not.toMatch(/json/);
  });

  it('on a 401 forgets the session, goes to /login and still rejects', async () => {
    storage.set('token', 'expired');
    storage.set('user', { _id: 'u1', name: 'An' } as never);
    const call = http.get('/orders', { adapter: answer(401) });
    await expect(call).rejects.toMatchObject({ response: { status: 401 } });
    expect(storage.get('token')).toBeNull();
    expect(storage.get('user')).toBeNull();
    expect(navigateFullPage).toHaveBeenCalledWith('/login');
  });

  it('stays on the login page when a login attempt answers 401', async () => {
    window.history.pushState({}, '', '/login');
    await expect(http.post('/auth/login', {}, { adapter: answer(401) })).rejects.toBeInstanceOf(AxiosError);
    expect(navigateFullPage).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/');
  });

  it('keeps the session on other errors', async () => {
    storage.set('token', 'still-good');
    await expect(http.get('/orders/x', { adapter: answer(404) })).rejects.toBeInstanceOf(AxiosError);
    expect(storage.get('token')).toBe('still-good');
    expect(navigateFullPage).not.toHaveBeenCalled();
  });
});
