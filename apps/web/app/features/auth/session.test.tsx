import type { User } from '@veggie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fullPage } from '../../lib/full-page-navigation';
import { storage } from '../../lib/storage';
import { refused, unanswered } from '../../test/fixtures';
import { useSession } from './hooks/use-session';
import { useUserRefresh } from './hooks/use-user-refresh';
import { expireSession, restoreSession } from './session';
import { mockApiCalls, mockFullPageNavigation } from '../../test/module-spies';

mockApiCalls('get', 'post', 'put');
mockFullPageNavigation();

const user: User = {
  _id: 'u-1',
  name: 'Trần Thị Lan',
  email: 'lan@example.vn',
  phone: '0901234567',
  address: '12 Lê Lợi, Quận 1',
  role: 'user',
  avatar: { url: '/uploads/default-avatar.svg' },
  createdAt: '2026-01-15T08:00:00.000Z',
};

const failure = (status: number) =>
  refused(status, { success: false, code: 'authentication_required', message: 'Please log in to continue' });

afterEach(() => vi.clearAllMocks());

describe('restoring the session at start', () => {
  it('keeps a stored user without asking the server', async () => {
    storage.set('token', 't-1');
    storage.set('user', user);
    await restoreSession();
    expect(api.get).not.toHaveBeenCalled();
    expect(storage.get('user')).toEqual(user);
  });

  it('fetches and stores the profile when only a token is stored', async () => {
    storage.set('token', 't-1');
    vi.mocked(api.get).mockResolvedValue({ success: true, data: user });
    await restoreSession();
    expect(api.get).toHaveBeenCalledWith('/auth/profile');
    expect(storage.get('user')).toEqual(user);
    expect(storage.get('token')).toBe('t-1');
  });

  it('drops the token and stays logged out when the profile cannot be fetched', async () => {
    storage.set('token', 'revoked');
    vi.mocked(api.get).mockRejectedValue(failure(401));
    await restoreSession();
    expect(storage.get('token')).toBeNull();
    expect(storage.get('user')).toBeNull();
  });

  it('does nothing for a visitor without a token', async () => {
    await restoreSession();
    expect(api.get).not.toHaveBeenCalled();
  });
});

describe('a token the server no longer accepts (any call answered 401)', () => {
  it('forgets token and user and goes to /login by a full page load, to come back to the page', () => {
    storage.set('token', 'expired');
    storage.set('user', user);
    window.history.pushState({}, '', '/orders?page=2');
    expireSession();
    expect(storage.get('token')).toBeNull();
    expect(storage.get('user')).toBeNull();
    expect(fullPage.navigate).toHaveBeenCalledWith('/login?redirectTo=%2Forders%3Fpage%3D2');
    window.history.pushState({}, '', '/');
  });

  it('stays on the login page, where a refused login is a 401 too', () => {
    window.history.pushState({}, '', '/login');
    expireSession();
    expect(fullPage.navigate).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/');
  });
});

function Location() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {children}
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}

describe('useSession', () => {
  it('reads the stored session: logged in, and admin only for the admin role', () => {
    storage.set('token', 't-1');
    storage.set('user', { ...user, role: 'admin' });
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current).toMatchObject({
      ready: true,
      isLoggedIn: true,
      isAdmin: true,
      user: { name: 'Trần Thị Lan' },
    });
  });

  it('is logged out without a token, even with a leftover user', () => {
    storage.set('user', user);
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current).toMatchObject({ isLoggedIn: false, isAdmin: false, user: null });
  });

  it('logs out: tells the server, forgets token and user, says so and goes to /login', async () => {
    storage.set('token', 't-1');
    storage.set('user', user);
    const success = vi.spyOn(toast, 'success');
    vi.mocked(api.post).mockResolvedValue({ success: true, message: 'Logged out successfully' });
    const { result } = renderHook(() => useSession(), { wrapper });

    await act(() => result.current.logout());

    expect(api.post).toHaveBeenCalledWith('/auth/logout');
    expect(storage.get('token')).toBeNull();
    expect(storage.get('user')).toBeNull();
    expect(result.current.isLoggedIn).toBe(false);
    expect(success).toHaveBeenCalledWith('Logged out successfully', { toastId: 'Logged out successfully' });
    await waitFor(() => expect(document.querySelector('output')).toHaveTextContent('/login'));
  });

  it('logs out locally even when the server call fails', async () => {
    storage.set('token', 't-1');
    storage.set('user', user);
    vi.mocked(api.post).mockRejectedValue(unanswered());
    const { result } = renderHook(() => useSession(), { wrapper });

    await act(() => result.current.logout());

    expect(storage.get('token')).toBeNull();
    await waitFor(() => expect(document.querySelector('output')).toHaveTextContent('/login'));
  });

  it('refreshUser fetches the user again and stores it', async () => {
    storage.set('token', 't-1');
    storage.set('user', user);
    vi.mocked(api.get).mockResolvedValue({ success: true, data: { ...user, name: 'Lan Trần' } });
    const { result } = renderHook(() => useSession(), { wrapper });

    await act(() => result.current.refreshUser());

    expect(result.current.user?.name).toBe('Lan Trần');
  });
});

describe('useUserRefresh (what the profile screen waits for)', () => {
  it('fetches the user through the one /auth/profile call into the session, with no copy in the query cache', async () => {
    storage.set('token', 't-1');
    storage.set('user', user);
    vi.mocked(api.get).mockResolvedValue({ success: true, data: { ...user, name: 'Lan Trần' } });
    const client = new QueryClient();
    const { result } = renderHook(() => useUserRefresh(), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });

    await waitFor(() => expect(result.current.isPending).toBe(false));

    expect(api.get).toHaveBeenCalledWith('/auth/profile');
    expect(storage.get('user')?.name).toBe('Lan Trần');
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
    ).toEqual([null]);
  });
});
