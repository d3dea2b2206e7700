import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mergeGuestCart } from '../features/cart';
import { fullPage } from '../lib/full-page-navigation';
import { api } from '../lib/api-client';
import { LocaleProvider } from '../lib/i18n';
import { storage } from '../lib/storage';
import LoginRoute from './login';
import { refused, unanswered, customerLan as user } from '../test/fixtures';
import { mockApiCalls, mockFullPageNavigation } from '../test/module-spies';

mockApiCalls('get', 'post');
mockFullPageNavigation();
vi.mock('../features/cart', () => ({ mergeGuestCart: vi.fn(async () => undefined) }));

function renderLogin(url = '/login') {
  const Stub = createRoutesStub([{ path: '/login', Component: LoginRoute }]);
  render(<Stub initialEntries={[url]} />);
}

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => vi.clearAllMocks());

describe('login page', () => {
  it('asks for both fields before calling the server', async () => {
    renderLogin();
    await fillAndSubmit('lan@example.vn', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(api.post).not.toHaveBeenCalled();
  });

  it("shows the server's message when the login is refused", async () => {
    vi.mocked(api.post).mockRejectedValue(refused(401, { success: false, message: 'Invalid email or password' }));
    renderLogin();
    await fillAndSubmit('lan@example.vn', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(storage.get('token')).toBeNull();
    expect(fullPage.navigate).not.toHaveBeenCalled();
  });

  it("falls back to 'Login failed.' without a server message", async () => {
    vi.mocked(api.post).mockRejectedValue(unanswered());
    renderLogin();
    await fillAndSubmit('lan@example.vn', 'secret12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed.');
  });

  it('on success stores the session, merges the guest cart, then reloads the home page', async () => {
    const order: string[] = [];
    vi.mocked(mergeGuestCart).mockImplementation(async () => {
      order.push(`merge with token ${storage.get('token')}`);
    });
    vi.mocked(fullPage.navigate).mockImplementation((path) => order.push(`go ${path}`));
    const success = vi.spyOn(toast, 'success');
    vi.mocked(api.post).mockResolvedValue({ success: true, message: 'Login successful', token: 't-1', data: user });
    renderLogin();

    await fillAndSubmit('  lan@example.vn ', 'secret12');

    await waitFor(() => expect(fullPage.navigate).toHaveBeenCalledWith('/'));
    expect(api.post).toHaveBeenCalledWith('/auth/login', { email: 'lan@example.vn', password: 'secret12' });
    expect(storage.get('token')).toBe('t-1');
    expect(storage.get('user')).toEqual(user);
    expect(order).toEqual(['merge with token t-1', 'go /']);
    // Shown by the page the full load opens, not by this one, which is about to go.
    expect(success).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('veggie:toast-on-next-page')).toBe('Login successful! Welcome back.');
  });

  it('goes back to where the shopper was going, and to Register with the same way back', async () => {
    vi.mocked(api.post).mockResolvedValue({ success: true, message: 'Login successful', token: 't-1', data: user });
    renderLogin('/login?redirectTo=%2Fcart');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register?redirectTo=%2Fcart');
    await fillAndSubmit('lan@example.vn', 'secret12');
    await waitFor(() => expect(fullPage.navigate).toHaveBeenCalledWith('/cart'));
  });

  it.each(['//evil.test/cart', '/\\evil.test', 'https://evil.test/', '/..//evil.test'])(
    'goes home rather than to another site (%s)',
    async (target) => {
      vi.mocked(api.post).mockResolvedValue({ success: true, message: 'Login successful', token: 't-1', data: user });
      renderLogin(`/login?${new URLSearchParams({ redirectTo: target })}`);
      expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
      await fillAndSubmit('lan@example.vn', 'secret12');
      await waitFor(() => expect(fullPage.navigate).toHaveBeenCalledWith('/'));
    },
  );

  it('links to register and forgot password, and social login says it is not available', async () => {
    const info = vi.spyOn(toast, 'info');
    renderLogin();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await userEvent.click(screen.getByRole('button', { name: 'Google' }));
    expect(info).toHaveBeenCalledWith('Social login is not available yet', {
      toastId: 'Social login is not available yet',
    });
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('speaks Vietnamese under a Vietnamese locale, the contract giving the banner its words', async () => {
    const Stub = createRoutesStub([{ path: '/login', Component: LoginRoute }]);
    render(
      <LocaleProvider value="vi">
        <Stub initialEntries={['/login']} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Chào mừng bạn trở lại' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vui lòng điền đầy đủ các thông tin bắt buộc.');
    expect(api.post).not.toHaveBeenCalled();
  });
});
