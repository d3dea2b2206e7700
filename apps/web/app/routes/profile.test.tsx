import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { storage } from '../lib/storage';
import { customerLan, homeAddress } from '../test/fixtures';
import ProfileRoute from './profile';
import { mockApiCalls } from '../test/module-spies';

mockApiCalls('get', 'delete');

describe('profile route', () => {
  it('sends a visitor who is not logged in to /login', async () => {
    const Stub = createRoutesStub([
      { path: '/profile', Component: ProfileRoute },
      { path: '/login', Component: () => <h1>Login page</h1> },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={['/profile']} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('sends a shopper who deleted their account home, not to the login page', async () => {
    storage.set('token', 't-1');
    vi.mocked(api.get).mockResolvedValue({ success: true, data: customerLan });
    vi.mocked(api.delete).mockResolvedValue({ success: true, message: 'Your account has been deleted' });
    const Stub = createRoutesStub([
      { path: '/profile', Component: ProfileRoute },
      { path: '/', Component: () => <h1>Home page</h1> },
      { path: '/login', Component: () => <h1>Login page</h1> },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={['/profile']} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Your data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(storage.get('token')).toBeNull();
  });

  it("shows the address book under the tabs, with the shopper's addresses", async () => {
    storage.set('token', 't-1');
    vi.mocked(api.get).mockImplementation(async (path: string) =>
      path === '/auth/addresses'
        ? {
            success: true,
            data: [{ ...homeAddress, receiverName: customerLan.name }],
          }
        : { success: true, data: customerLan },
    );
    const Stub = createRoutesStub([{ path: '/profile', Component: ProfileRoute }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={['/profile']} />
      </QueryClientProvider>,
    );
    const book = await screen.findByRole('region', { name: 'Delivery addresses' });
    expect(await within(book).findByText('12 Lý Tự Trọng, Phường Sài Gòn, Thành phố Hồ Chí Minh')).toBeVisible();
    expect(within(book).getByRole('button', { name: 'Add an address' })).toBeVisible();
  });
});
