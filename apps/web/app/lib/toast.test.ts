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
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Could not load the notifications to show: Social login is not available yet'),
    );
    expect(loadedToastify()).toBeUndefined();

    const success = vi.fn();
    vi.doUnmock('react-toastify');
    vi.doMock('react-toastify', () => ({ toast: { success } }));
    toast.success('Logged out successfully');
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Logged out successfully', { toastId: 'Logged out successfully' }),
    );
    expect(loadedToastify()).toBeDefined();
  });

  it('keeps a warning up longer than the 3 s of the other toasts, as one toast however often it is raised', async () => {
    const warning = vi.fn();
    vi.doMock('react-toastify', () => ({ toast: { warning } }));
    const { toast, WARNING_AUTO_CLOSE_MS } = await import('./toast');

    const message = 'Your cart holds 7 of "Cà chua", not 10: that is all we can sell you';
    toast.warning(message);
    await vi.waitFor(() =>
      expect(warning).toHaveBeenCalledWith(message, { toastId: message, autoClose: WARNING_AUTO_CLOSE_MS }),
    );
    expect(WARNING_AUTO_CLOSE_MS).toBeGreaterThanOrEqual(8000);
  });
});
