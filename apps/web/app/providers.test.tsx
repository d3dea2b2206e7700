import { afterEach, expect, it, vi } from 'vitest';
import { api } from './lib/api-client';
import { fullPage } from './lib/full-page-navigation';
import { storage } from './lib/storage';
import './providers';
import { mockFullPageNavigation } from './test/module-spies';

mockFullPageNavigation();

afterEach(() => vi.unstubAllGlobals());

it('ends the session when any call is answered 401', async () => {
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
