import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('react-toastify');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('toast', () => {
  it('tries to load react-toastify again on the next toast when a download failed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.doMock('react-toastify', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { toast, loadedToastify } = await import('./toast');

    toast.info('Social login is not available yet');
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Could not load the notifications to show: Social login is not available yet'));
    expect(loadedToastify()).toBeUndefined();

    const success = vi.fn();
    vi.doUnmock('react-toastify');
    vi.doMock('react-toastify', () => ({ toast: { success } }));
    toast.success('Logged out successfully');
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Logged out successfully'));
    expect(loadedToastify()).toBeDefined();
  });
});
