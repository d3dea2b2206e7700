import { act, renderHook } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refused } from '../../../../test/fixtures';
import { useConfirmDelete, type DeleteCallbacks } from './use-confirm-delete';
import { useRefusal } from './use-refusal';
import { mockToastify } from '../../../../test/module-spies';

mockToastify();

type Outcome = { ok: { message?: string } | void } | { error: unknown };

function setup(outcome: Outcome) {
  const mutate = vi.fn((_id: string, callbacks: DeleteCallbacks) => {
    if ('ok' in outcome) callbacks.onSuccess(outcome.ok);
    else callbacks.onError(outcome.error);
    callbacks.onSettled();
  });
  const { result } = renderHook(() => {
    const refusal = useRefusal();
    const deletion = useConfirmDelete<{ _id: string }>(
      { mutate, isPending: false },
      { succeeded: 'Deleted', failed: 'Failed to delete', refusal },
    );
    return { refusal, deletion };
  });
  return { result, mutate };
}

describe('useConfirmDelete', () => {
  afterEach(() => vi.clearAllMocks());

  it('deletes only the row the admin confirmed, then closes the question', async () => {
    const { result, mutate } = setup({ ok: undefined });
    act(() => result.current.deletion.confirmDelete());
    expect(mutate).not.toHaveBeenCalled();
    act(() => result.current.deletion.askToDelete({ _id: 'p1' }));
    act(() => result.current.deletion.confirmDelete());
    expect(mutate).toHaveBeenCalledWith('p1', expect.anything());
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Deleted', { toastId: 'Deleted' }));
    expect(result.current.deletion.toDelete).toBeNull();
  });

  it("prefers the server's own success message", async () => {
    const { result } = setup({ ok: { message: 'User deleted successfully' } });
    act(() => result.current.deletion.askToDelete({ _id: 'u1' }));
    act(() => result.current.deletion.confirmDelete());
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('User deleted successfully', { toastId: 'User deleted successfully' }),
    );
  });

  it('reports a refusal with its reason, toasted and kept for the banner', async () => {
    const { result } = setup({ error: refused(409, { success: false, message: 'Still in use' }) });
    act(() => result.current.deletion.askToDelete({ _id: 'c1' }));
    act(() => result.current.deletion.confirmDelete());
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to delete: Still in use', {
        toastId: 'Failed to delete: Still in use',
      }),
    );
    expect(result.current.refusal.refusal).toBe('Failed to delete: Still in use');
    expect(result.current.deletion.toDelete).toBeNull();
  });
});
