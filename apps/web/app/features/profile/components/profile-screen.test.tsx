import type { User } from '@veggie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import { ProfileScreen } from './profile-screen';
import { customerLan as lan, refused, refusedField, unanswered } from '../../../test/fixtures';
import { mockApiCalls } from '../../../test/module-spies';

mockApiCalls('get', 'put', 'post', 'delete');

/** A refusal of one field whose message is the banner's too, as the profile's routes send it. */
const refusedOn = (status: number, field: string, message: string) =>
  refused(status, { success: false, message, errors: [{ field, message }] });

let current: User;
const onAccountDeleted = vi.fn();

beforeEach(() => {
  // The screen shows the session's user: the route renders it only to someone logged in.
  storage.set('token', 't-1');
  current = lan;
  vi.mocked(api.get).mockImplementation(async () => ({ success: true, data: current }));
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.clearAllMocks());

function renderScreen({ url = '/profile', locale = 'en' }: { url?: string; locale?: Locale } = {}) {
  const Stub = createRoutesStub([
    { path: '/profile', Component: () => <ProfileScreen onAccountDeleted={onAccountDeleted} /> },
    { path: '/cart', Component: () => <h1>Cart page</h1> },
  ]);
  render(
    <LocaleProvider value={locale}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Stub initialEntries={[url]} />
      </QueryClientProvider>
    </LocaleProvider>,
  );
}

async function renderProfile() {
  renderScreen();
  await screen.findByRole('heading', { name: 'Trần Thị Lan' });
}

const field = (label: string) => screen.getByLabelText(label);

async function openEditForm() {
  await renderProfile();
  await userEvent.click(screen.getByRole('button', { name: 'Update Profile Here' }));
}

describe('profile information', () => {
  it('shows the details with N/A for an empty phone and address, and the member-since date', async () => {
    await renderProfile();
    const details = screen.getByRole('tabpanel');
    expect(within(details).getByText('Full Name').nextSibling).toHaveTextContent('Trần Thị Lan');
    expect(within(details).getByText('Email Address').nextSibling).toHaveTextContent('lan@example.vn');
    expect(within(details).getByText('Phone').nextSibling).toHaveTextContent('N/A');
    expect(within(details).getByText('Address').nextSibling).toHaveTextContent('N/A');
    expect(screen.getByText(/Member since/)).toHaveTextContent(new Date(lan.createdAt).getFullYear().toString());
    expect(screen.getByRole('img', { name: /profile photo/ })).toHaveAttribute('src', '/uploads/default-avatar.svg');
  });

  it('shows the bundled default avatar when the avatar the API names fails to load', async () => {
    await renderProfile();
    fireEvent.error(screen.getByRole('img', { name: /profile photo/ }));
    expect(screen.getByRole('img', { name: /profile photo/ })).toHaveAttribute('src', '/images/default-avatar.svg');
  });

  it('validates the edit form with the shared rules', async () => {
    await openEditForm();
    await userEvent.clear(field('Full Name'));
    await userEvent.clear(field('Email Address'));
    await userEvent.type(field('Email Address'), 'lan-at-example');
    // Pasted rather than typed: 201 keystrokes, each re-rendering the form, took seconds on a busy machine.
    await userEvent.click(field('Address'));
    await userEvent.paste('x'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Must be at most 200 characters')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();

    await userEvent.click(field('Full Name'));
    await userEvent.paste('L'.repeat(51));
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Must be at most 50 characters')).toBeInTheDocument();
  });

  it('saves, says so, leaves edit mode, reloads the profile and updates the stored user', async () => {
    const success = vi.spyOn(toast, 'success');
    const saved = { ...lan, phone: '0901 234 567', address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh' };
    vi.mocked(api.put).mockImplementation(async () => {
      current = saved;
      return { success: true, message: 'Profile updated successfully', data: saved };
    });
    await openEditForm();
    await userEvent.type(field('Phone'), '0901 234 567');
    await userEvent.type(field('Address'), '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByRole('button', { name: 'Update Profile Here' })).toBeInTheDocument();
    expect(api.put).toHaveBeenCalledWith('/auth/profile', {
      name: 'Trần Thị Lan',
      email: 'lan@example.vn',
      phone: '0901 234 567',
      address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    });
    expect(success).toHaveBeenCalledWith('Profile updated successfully', { toastId: 'Profile updated successfully' });
    expect(screen.getByText('Phone').nextSibling).toHaveTextContent('0901 234 567');
    expect(storage.get('user')).toEqual(saved);
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
  });

  it('shows a refused field once, under the field and focused, with no banner or toast', async () => {
    const error = vi.spyOn(toast, 'error');
    vi.mocked(api.put).mockRejectedValue(refusedOn(409, 'email', 'This email is already registered'));
    await openEditForm();
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

    await waitFor(() => expect(field('Email Address')).toHaveAccessibleDescription('This email is already registered'));
    expect(field('Email Address')).toHaveFocus();
    expect(screen.getAllByText('This email is already registered')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('shows a failure that names no field once, as a banner', async () => {
    const error = vi.spyOn(toast, 'error');
    vi.mocked(api.put).mockRejectedValue(unanswered());
    await openEditForm();
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile');
    expect(error).not.toHaveBeenCalled();
  });

  it('opens the form when checkout sent the shopper here, and goes back to the cart once saved', async () => {
    const saved = { ...lan, phone: '0901 234 567', address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh' };
    vi.mocked(api.put).mockResolvedValue({ success: true, message: 'Profile updated successfully', data: saved });
    renderScreen({ url: '/profile?redirectTo=%2Fcart' });
    await userEvent.type(await screen.findByLabelText('Phone'), '0901 234 567');
    await userEvent.type(field('Address'), '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
    expect(api.put).toHaveBeenCalledTimes(1);
  });

  it('stays on the profile when the way back leads to another site', async () => {
    vi.mocked(api.put).mockResolvedValue({ success: true, message: 'Profile updated successfully', data: lan });
    renderScreen({ url: `/profile?${new URLSearchParams({ redirectTo: '//evil.test/cart' })}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Update Profile Here' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('button', { name: 'Update Profile Here' })).toBeInTheDocument();
  });

  it("asks for the current password only when the email changes, sends it, and shows the server's refusal on it", async () => {
    vi.mocked(api.put).mockRejectedValue(refusedOn(400, 'currentPassword', 'Current password is incorrect'));
    await openEditForm();
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    // The same email in capitals and with spaces is the same email.
    await userEvent.clear(field('Email Address'));
    await userEvent.type(field('Email Address'), ' LAN@example.vn ');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();

    await userEvent.clear(field('Email Address'));
    await userEvent.type(field('Email Address'), 'lan.new@example.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Enter your current password to change your email')).toBeInTheDocument();
    expect(field('Current Password')).toHaveFocus();
    expect(api.put).not.toHaveBeenCalled();

    await userEvent.type(field('Current Password'), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(field('Current Password')).toHaveAccessibleDescription(/Current password is incorrect/));
    expect(api.put).toHaveBeenCalledWith('/auth/profile', {
      name: 'Trần Thị Lan',
      email: 'lan.new@example.vn',
      phone: '',
      address: '',
      currentPassword: 'not-it',
    });

    await userEvent.clear(field('Email Address'));
    await userEvent.type(field('Email Address'), 'lan@example.vn');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });

  it('leaves the password out when the email stays', async () => {
    vi.mocked(api.put).mockResolvedValue({ success: true, message: 'Profile updated successfully', data: lan });
    await openEditForm();
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(Object.keys(vi.mocked(api.put).mock.calls[0]?.[1] as object)).not.toContain('currentPassword');
  });

  it('reports a failed load once, as a banner with Try again', async () => {
    const error = vi.spyOn(toast, 'error');
    vi.mocked(api.get).mockRejectedValue(unanswered());
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('change password tab', () => {
  async function openPasswordTab() {
    await renderProfile();
    await userEvent.click(screen.getByRole('tab', { name: 'Change Password' }));
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true');
  }

  it('refuses a new password under 6 characters and a confirmation that differs', async () => {
    await openPasswordTab();
    await userEvent.type(field('Current Password'), 'secret12');
    await userEvent.type(field('New Password'), 'abc');
    await userEvent.type(field('Confirm New Password'), 'abcd');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('New password and confirm password do not match')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('updates the password and clears the form', async () => {
    const success = vi.spyOn(toast, 'success');
    vi.mocked(api.put).mockResolvedValue({ success: true, message: 'Password updated successfully' });
    await openPasswordTab();
    await userEvent.type(field('Current Password'), 'secret12');
    await userEvent.type(field('New Password'), 'rau-sach-2026');
    await userEvent.type(field('Confirm New Password'), 'rau-sach-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Password updated successfully', {
        toastId: 'Password updated successfully',
      }),
    );
    expect(api.put).toHaveBeenCalledWith('/auth/password', {
      currentPassword: 'secret12',
      newPassword: 'rau-sach-2026',
    });
    expect(field('New Password')).toHaveValue('');
  });

  it("shows the server's message for a wrong current password under that field only (a 400, the session stays)", async () => {
    const error = vi.spyOn(toast, 'error');
    vi.mocked(api.put).mockRejectedValue(refusedOn(400, 'currentPassword', 'Current password is incorrect'));
    await openPasswordTab();
    await userEvent.type(field('Current Password'), 'not-it');
    await userEvent.type(field('New Password'), 'rau-sach-2026');
    await userEvent.type(field('Confirm New Password'), 'rau-sach-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));

    await waitFor(() => expect(field('Current Password')).toHaveAccessibleDescription('Current password is incorrect'));
    expect(screen.getAllByText('Current password is incorrect')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    expect(storage.get('token')).toBe('t-1');
  });
});

describe('avatar upload', () => {
  const choose = (file: File) => fireEvent.change(screen.getByLabelText('Change photo'), { target: { files: [file] } });

  it('refuses a file that is not an image, and an image over 2 MB', async () => {
    await renderProfile();
    choose(new File(['%PDF'], 'order.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload an image file');

    choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Image size should be less than 2MB');
    expect(api.put).not.toHaveBeenCalled();
  });

  it('previews the chosen image, then uploads it as the multipart field avatar', async () => {
    const success = vi.spyOn(toast, 'success');
    const withPhoto = { ...lan, avatar: { url: '/uploads/avatars/lan.webp' } };
    vi.mocked(api.put).mockResolvedValue({ success: true, message: 'Avatar updated successfully', data: withPhoto });
    await renderProfile();
    const photo = new File(['png'], 'lan.png', { type: 'image/png' });

    choose(photo);
    expect(await screen.findByRole('img', { name: 'Preview of your new profile photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save photo' }));

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Avatar updated successfully', { toastId: 'Avatar updated successfully' }),
    );
    const [path, body] = vi.mocked(api.put).mock.calls[0] ?? [];
    expect(path).toBe('/auth/avatar');
    expect((body as FormData).get('avatar')).toBe(photo);
    expect(storage.get('user')).toEqual(withPhoto);
  });

  it('reports a refused upload once, as a banner with the server reason', async () => {
    const error = vi.spyOn(toast, 'error');
    vi.mocked(api.put).mockRejectedValue(
      refused(415, { success: false, message: 'Please upload an image file (JPG, PNG, GIF or WebP)' }),
    );
    await renderProfile();
    choose(new File(['bmp'], 'lan.bmp', { type: 'image/bmp' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save photo' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update avatar');
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload an image file (JPG, PNG, GIF or WebP)');
    expect(error).not.toHaveBeenCalled();
  });
});

describe('in Vietnamese', () => {
  it("shows the screen's texts and the contract's validation messages in Vietnamese", async () => {
    renderScreen({ locale: 'vi' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Đổi mật khẩu' }));
    await userEvent.type(field('Mật khẩu hiện tại'), 'secret12');
    await userEvent.type(field('Mật khẩu mới'), 'abc');
    await userEvent.type(field('Xác nhận mật khẩu mới'), 'abcd');
    await userEvent.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));

    expect(await screen.findByText('Mật khẩu phải có ít nhất 6 ký tự')).toBeInTheDocument();
    expect(screen.getByText('Mật khẩu mới và mật khẩu xác nhận không khớp')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });
});

describe('your data tab', () => {
  async function openDataTab() {
    await renderProfile();
    await userEvent.click(screen.getByRole('tab', { name: 'Your data' }));
  }

  it('downloads the export as a dated JSON file', async () => {
    const exported = { exportedAt: '2026-11-24T09:00:00.000Z', profile: lan, orders: [] };
    vi.mocked(api.get).mockImplementation(async (path) =>
      path === '/auth/export' ? { success: true, data: exported } : { success: true, data: current },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('veggie-market-data-2026-11-24.json');
      expect(this.href).toBe('blob:preview');
    });
    await openDataTab();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(JSON.parse(await blob.text())).toEqual(exported);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    click.mockRestore();
  });

  it("shows nothing of the newsletter subscription, and asks for a link to the account's address from the keyboard", async () => {
    const message = 'We sent a link to lan@example.vn. Open it to see or change the newsletter subscription.';
    vi.mocked(api.post).mockResolvedValue({ success: true, message });
    await openDataTab();
    const section = screen.getByRole('region', { name: 'Newsletter' });
    expect(section).toHaveTextContent('we email a link to your account’s address');
    expect(section).not.toHaveTextContent(/you are subscribed|not subscribed/i);

    within(section).getByRole('button', { name: 'Email me a link' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(section).findByRole('status')).toHaveTextContent(message);
    expect(api.post).toHaveBeenCalledWith('/newsletter/manage-link');
    expect(api.get).not.toHaveBeenCalledWith('/auth/export');
  });

  it("shows a refused link request in the server's words, in Vietnamese", async () => {
    const message = 'Quá nhiều yêu cầu. Vui lòng thử lại sau.';
    vi.mocked(api.post).mockRejectedValue(refused(429, { success: false, code: 'rate_limited', message }));
    renderScreen({ locale: 'vi' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Dữ liệu của bạn' }));
    const section = screen.getByRole('region', { name: 'Bản tin' });
    await userEvent.click(within(section).getByRole('button', { name: 'Gửi liên kết cho tôi' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(message);
  });

  it('asks for the password before deleting, and sends nothing without it', async () => {
    await openDataTab();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Please enter your current password')).toBeInTheDocument();
    expect(api.delete).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a wrong password under the field once, and keeps the session', async () => {
    vi.mocked(api.delete).mockRejectedValue(
      refusedField('wrong_current_password', 'currentPassword', 'Current password is incorrect'),
    );
    await openDataTab();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'not-it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Current password is incorrect')).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.delete).toHaveBeenCalledWith('/auth/profile', undefined, { currentPassword: 'not-it' });
    expect(storage.get('token')).toBe('t-1');
    expect(onAccountDeleted).not.toHaveBeenCalled();
  });

  it("shows any other refusal in the server's words in the dialog", async () => {
    const message = 'You have orders that are still on their way.';
    vi.mocked(api.delete).mockRejectedValue(refused(400, { success: false, code: 'account_has_open_orders', message }));
    await openDataTab();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your account was not deleted');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(storage.get('token')).toBe('t-1');
  });

  it('points to My orders when open orders stop the deletion', async () => {
    const message = 'Your account still has orders that are not finished: #AB12CD34.';
    vi.mocked(api.delete).mockRejectedValue(refused(400, { success: false, code: 'account_has_open_orders', message }));
    await openDataTab();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('link', { name: 'Go to My orders to cancel an order' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });

  it('ends the session, hands over to the route and says so once the account is deleted', async () => {
    const success = vi.spyOn(toast, 'success');
    vi.mocked(api.delete).mockResolvedValue({ success: true, message: 'Your account has been deleted' });
    await openDataTab();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(within(screen.getByRole('dialog')).getByLabelText('Current Password'), 'secret12');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledTimes(1));
    expect(storage.get('token')).toBeNull();
    expect(success).toHaveBeenCalledWith('Your account has been deleted', { toastId: 'Your account has been deleted' });
  });

  it('is in Vietnamese on the Vietnamese page', async () => {
    renderScreen({ locale: 'vi' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Dữ liệu của bạn' }));
    expect(screen.getByRole('heading', { name: 'Tải dữ liệu của tôi' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Xóa tài khoản của tôi' }));
    expect(screen.getByRole('dialog', { name: 'Xóa tài khoản của bạn?' })).toBeInTheDocument();
  });
});
