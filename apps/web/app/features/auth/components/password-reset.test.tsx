import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { refused } from '../../../test/fixtures';
import { mockApiCalls } from '../../../test/module-spies';

mockApiCalls('post');

function renderInRouter(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  render(<Stub />);
}

afterEach(() => vi.clearAllMocks());

describe('forgot password', () => {
  it("shows the server's answer after a request", async () => {
    const message = 'If an account exists for this email, a password reset link has been sent';
    vi.mocked(api.post).mockResolvedValue({ success: true, message });
    renderInRouter(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'lan@example.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(api.post).toHaveBeenCalledWith('/auth/forgot-password', { email: 'lan@example.vn' });
  });

  it("shows the server's refusal too", async () => {
    vi.mocked(api.post).mockRejectedValue(
      refused(429, { success: false, message: 'Too many requests, please try again later' }),
    );
    renderInRouter(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'lan@example.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later');
  });
});

describe('reset password', () => {
  async function submit(password: string, confirm: string) {
    await userEvent.type(screen.getByLabelText('New password'), password);
    await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('checks length and confirmation before calling the server', async () => {
    renderInRouter(<ResetPasswordForm token="tok" />);
    await submit('abc', 'abd');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('New password and confirm password do not match')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('refuses a new password over 128 characters, the rule the change-password form checks', async () => {
    renderInRouter(<ResetPasswordForm token="tok" />);
    const tooLong = 'a'.repeat(129);
    await userEvent.click(screen.getByLabelText('New password'));
    await userEvent.paste(tooLong);
    await userEvent.click(screen.getByLabelText('Confirm new password'));
    await userEvent.paste(tooLong);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Must be at most 128 characters')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('resets with the token and links to login', async () => {
    vi.mocked(api.post).mockResolvedValue({ success: true, message: 'Your password has been reset. Please log in.' });
    renderInRouter(<ResetPasswordForm token="tok" />);
    await submit('rau-sach-2026', 'rau-sach-2026');
    expect(await screen.findByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(api.post).toHaveBeenCalledWith('/auth/reset-password', { token: 'tok', newPassword: 'rau-sach-2026' });
  });

  it("shows the server's message for a used or expired link", async () => {
    vi.mocked(api.post).mockRejectedValue(
      refused(400, { success: false, message: 'This password reset link is invalid or has expired' }),
    );
    renderInRouter(<ResetPasswordForm token="old" />);
    await submit('rau-sach-2026', 'rau-sach-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired');
  });
});
