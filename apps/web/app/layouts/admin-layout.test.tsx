import { render, screen, within } from '@testing-library/react';
import type { User } from '@veggie/contract';
import { createRoutesStub, useLocation } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { LocaleProvider } from '../lib/i18n';
import { storage } from '../lib/storage';
import AdminLayout, { clientLoader, HydrateFallback } from './admin-layout';
import { mockApiCalls, mockToastify } from '../test/module-spies';

mockApiCalls('get');
mockToastify();

const person = (role: User['role']): User => ({
  _id: `${role}-1`,
  name: role === 'admin' ? 'Chị Lan' : 'Anh Minh',
  email: `${role}@example.com`,
  phone: '',
  address: '',
  role,
  avatar: { url: '/uploads/default-avatar.svg' },
  createdAt: '2026-11-01T00:00:00.000Z',
});

/** The admin at /admin in the language the root chose for it (root.tsx). */
function openAdmin(locale: 'en' | 'vi' = 'en') {
  const Stub = createRoutesStub([
    {
      path: '/admin',
      Component: AdminLayout as never,
      loader: clientLoader as never,
      HydrateFallback,
      children: [{ index: true, Component: () => <p>Dashboard page</p> }],
    },
    { path: '/login', Component: () => <p>Login page {useLocation().search}</p> },
    { path: '/', Component: () => <p>Home page</p> },
  ]);
  render(
    <LocaleProvider value={locale}>
      <Stub initialEntries={['/admin']} />
    </LocaleProvider>,
  );
}

describe('admin guard', () => {
  afterEach(() => {
    vi.clearAllMocks();
    document.cookie = 'lang=; max-age=0; path=/';
  });

  it('sends a guest to /login, to come back to the admin', async () => {
    openAdmin();
    expect(await screen.findByText('Login page ?redirectTo=%2Fadmin')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends a customer home with a toast', async () => {
    storage.set('token', 't');
    storage.set('user', person('user'));
    openAdmin();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('You do not have permission to access the admin panel', {
      toastId: 'You do not have permission to access the admin panel',
    });
  });

  it('shows the admin the layout with its sidebar', async () => {
    storage.set('token', 't');
    storage.set('user', person('admin'));
    vi.mocked(api.get).mockResolvedValue({ success: true, data: { count: 2, since: null } });
    openAdmin();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    for (const name of ['Dashboard', 'Users', 'Products', 'Categories', 'Orders', 'Statistics', 'Audit log']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    // Beside Orders, outside its link (which keeps its name): the orders placed since the admin last looked.
    expect(await screen.findByText('2 new orders since you last looked')).toBeInTheDocument();
    // The stored user is trusted: the one call is the new orders' count, never the profile.
    expect(vi.mocked(api.get).mock.calls.map(([path]) => path)).toEqual(['/orders/admin/orders/new-count']);
  });

  it('speaks Vietnamese as a whole when that is its language, with the switch to English', async () => {
    storage.set('token', 't');
    storage.set('user', person('admin'));
    openAdmin('vi');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Quản trị' });
    for (const name of [
      'Tổng quan',
      'Đơn hàng',
      'Chuyển khoản ngân hàng',
      'Tin nhắn',
      'Cài đặt cửa hàng',
      'Sản phẩm',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Ngôn ngữ' });
    expect(within(group).getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute('aria-pressed', 'true');
    const english = within(group).getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('aria-pressed', 'false');
    // Pressing it loads /language?lang=en&to=/admin, which sets the `lang` cookie (routes/language.test.ts).
    expect(english).toHaveAttribute('name', 'lang');
    expect(english).toHaveAttribute('value', 'en');
    expect(group.closest('form')).toHaveAttribute('action', '/language');
    expect(group.closest('form')?.querySelector('input[name="to"]')).toHaveValue('/admin');
  });

  it('speaks English as a whole when that is its language, Tiếng Việt offered', async () => {
    storage.set('token', 't');
    storage.set('user', person('admin'));
    openAdmin('en');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bank transfers' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute('value', 'vi');
    expect(screen.queryByRole('link', { name: 'Đơn hàng' })).not.toBeInTheDocument();
  });

  it('tells a customer, in the storefront language, that the admin is not for them', async () => {
    storage.set('token', 't');
    storage.set('user', person('user'));
    document.cookie = 'lang=vi; path=/';
    // The page's own language (English here) does not decide it: the storefront's cookie does.
    openAdmin('en');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Bạn không có quyền vào trang quản trị', {
      toastId: 'Bạn không có quyền vào trang quản trị',
    });
  });

  it('shows its loading screen in its language', () => {
    render(
      <LocaleProvider value="vi">
        <HydrateFallback />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải trang quản trị…');
  });

  it('fetches the profile when only a token is stored, and keeps it', async () => {
    storage.set('token', 't');
    vi.mocked(api.get).mockResolvedValue({ success: true, data: person('admin') });
    openAdmin();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/auth/profile');
    expect(storage.get('user')?.role).toBe('admin');
  });

  it('forgets a token whose profile cannot be fetched and goes to /login', async () => {
    storage.set('token', 'stale');
    vi.mocked(api.get).mockRejectedValue(new Error('401'));
    openAdmin();
    expect(await screen.findByText('Login page ?redirectTo=%2Fadmin')).toBeInTheDocument();
    expect(storage.get('token')).toBeNull();
  });
});
