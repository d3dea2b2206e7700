import { afterEach, expect, it, vi } from 'vitest';

// providers.tsx wires the session's 401 handler when it is first imported, and the files of a worker share their
// modules (lib/api-client.test.ts clears that handler): this file starts from modules no other file has used.
vi.resetModules();
const { api } = await import('./lib/api-client');
const { fullPage } = await import('./lib/full-page-navigation');
const { storage } = await import('./lib/storage');
await import('./providers');

afterEach(() => vi.unstubAllGlobals());

it('ends the session when any call is answered 401', async () => {
  vi.spyOn(fullPage, 'navigate').mockReturnValue(undefined);
  storage.set('token', 'expired');
  vi.stubGlobal('fetch', async () =>
    Response.json(
      { success: false, code: 'authentication_required', message: 'Please log in to continue' },
      { status: 401 },
    ),
  );
  await expect(api.get('/orders')).rejects.toMatchObject({ status: 401 });
  expect(storage.get('token')).toBeNull();
  expect(fullPage.navigate).toHaveBeenCalledWith('/login');
});
