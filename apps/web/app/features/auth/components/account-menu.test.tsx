import type { User } from '@veggie/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { AccountMenu } from './account-menu';
import { customerLan as user } from '../../../test/fixtures';
import { mockApiCalls } from '../../../test/module-spies';

mockApiCalls('get');
// The signed-in menu is a chunk of its own (lazy): loaded once here, so a test waits for React, not the transform.
beforeAll(() => import('./signed-in-menu'));
beforeEach(() => {
  vi.spyOn(api, 'post').mockResolvedValue({});
});

function renderMenu(url = '/') {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <>
          <AccountMenu />
          <p>Elsewhere on the page</p>
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

function signIn(role: User['role']) {
  storage.set('token', 't-1');
  storage.set('user', { ...user, role });
}

describe('account menu', () => {
  it('offers Login and Register to visitors', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: /My Account/ })).not.toBeInTheDocument();
  });

  it('brings a visitor who logs in or registers from a page back to it', () => {
    renderMenu('/shop?q=rau');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirectTo=%2Fshop%3Fq%3Drau');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?redirectTo=%2Fshop%3Fq%3Drau',
    );
  });

  it('opens a My Account menu with Profile, My Orders and Logout for a customer', async () => {
    signIn('user');
    renderMenu();
    const button = await screen.findByRole('button', { name: /My Account/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'My Orders', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
  });

  it('adds Admin Panel for an admin', async () => {
    signIn('admin');
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: /My Account/ }));
    expect(screen.getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('closes on Escape, returning focus to the button, and on a click outside', async () => {
    signIn('user');
    renderMenu();
    const button = await screen.findByRole('button', { name: /My Account/ });

    await userEvent.click(button);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My Orders' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(screen.getByText('Elsewhere on the page'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when one of its links is followed', async () => {
    signIn('user');
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: /My Account/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'My Orders' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
