import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAdminList, type AdminListParams } from './use-admin-list';

type Filters = { search: string; role: '' | 'admin' | 'user' };

function renderList() {
  const read = vi.fn(async (params: AdminListParams<Filters>) => params);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useAdminList({ search: '', role: '' } as Filters, (params) =>
        queryOptions({ queryKey: ['list', params], queryFn: () => read(params) }),
      ),
    { wrapper },
  );
  return { read, hook };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useAdminList', () => {
  it('asks for page 1 with every blank filter left out', async () => {
    const { read, hook } = renderList();
    await waitFor(() => expect(hook.result.current.query.data).toBeDefined());
    expect(read).toHaveBeenCalledWith({ page: 1, search: undefined, role: undefined });
  });

  it('goes back to page 1 when a filter changes', async () => {
    const { read, hook } = renderList();
    act(() => hook.result.current.setPage(3));
    await waitFor(() => expect(read).toHaveBeenLastCalledWith({ page: 3, search: undefined, role: undefined }));

    act(() => hook.result.current.setFilter('role', 'admin'));
    expect(hook.result.current.filters.role).toBe('admin');
    await waitFor(() => expect(read).toHaveBeenLastCalledWith({ page: 1, search: undefined, role: 'admin' }));
  });

  it('sends the search trimmed, once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { read, hook } = renderList();
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => hook.result.current.setFilter('search', ' to'));
    act(() => hook.result.current.setFilter('search', ' tom '));
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(read).not.toHaveBeenCalledWith(expect.objectContaining({ search: 'tom' }));
    expect(hook.result.current.filters.search).toBe(' tom ');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(read).toHaveBeenLastCalledWith({ page: 1, search: 'tom', role: undefined });
    expect(read).not.toHaveBeenCalledWith(expect.objectContaining({ search: 'to' }));
  });

  it('refresh reads the same page again', async () => {
    const { read, hook } = renderList();
    await waitFor(() => expect(hook.result.current.query.isSuccess).toBe(true));
    let answer = () => {};
    read.mockImplementationOnce((params) => new Promise((resolve) => (answer = () => resolve(params))));
    act(() => hook.result.current.refresh());
    await waitFor(() => expect(hook.result.current.refreshing).toBe(true));
    expect(read).toHaveBeenCalledTimes(2);
    expect(read).toHaveBeenLastCalledWith({ page: 1, search: undefined, role: undefined });
    act(() => answer());
    await waitFor(() => expect(hook.result.current.refreshing).toBe(false));
  });
});
