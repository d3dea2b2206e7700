import type { User } from '@veggie/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mergeGuestCart } from '../features/cart';
import { fullPage } from '../lib/full-page-navigation';
import { api } from '../lib/api-client';
import { storage } from '../lib/storage';
import RegisterRoute from './register';
import { refused, refusedField, unanswered } from '../test/fixtures';
import { mockApiCalls, mockFullPageNavigation } from '../test/module-spies';

mockApiCalls('get', 'post');
mockFullPageNavigation();
vi.mock('../features/cart', () => ({ mergeGuestCart: vi.fn(async () => undefined) }));

const user: User = {
  _id: 'u-2',
  name: 'Nguyễn Văn An',
  email: 'an@example.vn',
  phone: '',
  address: '',
  role: 'user',
  avatar: { url: '/uploads/default-avatar.svg' },
  createdAt: '2026-11-21T08:00:00.000Z',
};

function renderRegister(url = '/register') {
  const Stub = createRoutesStub([{ path: '/register', Component: RegisterRoute }]);
  render(<Stub initialEntries={[url]} />);
}

async function fill({ name = '', email = '', password = '', terms = true }) {
  if (name) await userEvent.type(screen.getByLabelText('Full name'), name);
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  if (terms) await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

afterEach(() => vi.clearAllMocks());

describe('register page', () => {
  it('asks for name, email and password', async () => {
    renderRegister();
    await fill({ name: 'An', password: 'secret12' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('requires the terms to be accepted', async () => {
    renderRegister();
    await fill({ name: 'An', email: 'an@example.vn', password: 'secret12', terms: false });
    expect(await screen.findByText('Please accept the Terms of Service and Privacy Policy')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows the 8-character hint but leaves the length rule to the server, its field message once under the field', async () => {
    vi.mocked(api.post).mockRejectedValue(
      refusedField(
        'validation_failed',
        'password',
        'Password must be at least 6 characters',
        'password: Password must be at least 6 characters',
      ),
    );
    renderRegister();
    expect(screen.getByText('Must be at least 8 characters long')).toBeInTheDocument();
    await fill({ name: 'An', email: 'an@example.vn', password: '1234567' });
    expect(api.post).toHaveBeenCalledWith('/auth/register', {
      name: 'An',
      email: 'an@example.vn',
      password: '1234567',
    });
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/password:/)).not.toBeInTheDocument();
  });

  it("shows the server's message once (under its field when it names one), or 'Registration failed.'", async () => {
    vi.mocked(api.post).mockRejectedValueOnce(
      refused(409, {
        success: false,
        message: 'This email is already registered',
        errors: [{ field: 'email', message: 'This email is already registered' }],
      }),
    );
    renderRegister();
    await fill({ name: 'An', email: 'an@example.vn', password: 'secret12' });
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email is already registered'),
    );
    expect(screen.getAllByText('This email is already registered')).toHaveLength(1);

    vi.mocked(api.post).mockRejectedValueOnce(refused(429, { success: false, message: 'Too many requests' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');

    vi.mocked(api.post).mockRejectedValueOnce(unanswered('The operation was aborted due to timeout'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed.');
  });

  it('on success stores the session, merges the guest cart and reloads the home page', async () => {
    const success = vi.spyOn(toast, 'success');
    vi.mocked(api.post).mockResolvedValue({
      success: true,
      message: 'Registration successful',
      token: 't-2',
      data: user,
    });
    renderRegister();
    await fill({ name: 'Nguyễn Văn An', email: 'an@example.vn', password: 'secret12' });

    await waitFor(() => expect(fullPage.navigate).toHaveBeenCalledWith('/'));
    expect(storage.get('token')).toBe('t-2');
    expect(storage.get('user')).toEqual(user);
    expect(mergeGuestCart).toHaveBeenCalledTimes(1);
    // Shown by the page the full load opens, not by this one, which is about to go.
    expect(success).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('veggie:toast-on-next-page')).toBe(
      'Registration successful! Welcome to our community.',
    );
  });

  it('goes back to where the shopper was going once registered, and to Login with the same way back', async () => {
    vi.mocked(api.post).mockResolvedValue({
      success: true,
      message: 'Registration successful',
      token: 't-2',
      data: user,
    });
    renderRegister('/register?redirectTo=%2Forders');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirectTo=%2Forders');
    await fill({ name: 'Nguyễn Văn An', email: 'an@example.vn', password: 'secret12' });
    await waitFor(() => expect(fullPage.navigate).toHaveBeenCalledWith('/orders'));
  });

  it('links to login, terms and privacy', () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
