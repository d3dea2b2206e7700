import { toast as toastify } from 'react-toastify';
import { beforeEach, vi } from 'vitest';
import { api } from '../lib/api-client';
import { fullPage } from '../lib/full-page-navigation';

/**
 * Stands in for the named calls of the API client in each test of the calling file: each answers undefined until
 * the test sets its answer (`vi.mocked(api.get).mockResolvedValue(…)`), so no call reaches the transport. Spies on
 * the client's one object instead of replacing its module, which lets the file share its worker's module cache
 * (vitest.config.ts); vitest.setup.ts restores the spies after each test.
 */
export function mockApiCalls(...methods: (keyof typeof api)[]): void {
  beforeEach(() => {
    for (const method of methods) vi.spyOn(api, method).mockReturnValue(undefined as never);
  });
}

/**
 * Records react-toastify's success and error toasts in each test of the calling file without showing them, for
 * the files that check what was toasted rather than how it looks.
 */
export function mockToastify(): void {
  beforeEach(() => {
    vi.spyOn(toastify, 'success').mockReturnValue('');
    vi.spyOn(toastify, 'error').mockReturnValue('');
  });
}

/** Records the full page loads of each test of the calling file instead of starting them (jsdom cannot load one). */
export function mockFullPageNavigation(): void {
  beforeEach(() => {
    vi.spyOn(fullPage, 'navigate').mockReturnValue(undefined);
  });
}
