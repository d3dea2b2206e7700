import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import { SiteHeader } from './site-header';

function renderHeaderAt(
  url: string,
  locale: 'en' | 'vi' = 'en',
  shop: { phone: string; zaloUrl: string } | null = null,
) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <SiteHeader cart={null} account={null} shop={shop} />
          <Outlet />
        </>
      ),
      children: [
        { index: true, Component: () => <p>home page</p> },
        { path: 'about', Component: () => <p>about page</p> },
        { path: 'shop', Component: () => <p>shop page</p> },
        { path: 'shop/:id', Component: () => <p>product page</p> },
      ],
    },
  ]);
  render(
    <LocaleProvider value={locale}>
      <Stub initialEntries={[url]} />
    </LocaleProvider>,
  );
}

describe('SiteHeader navigation', () => {
  it('highlights the link of the current section, Shop on a product page too', () => {
    renderHeaderAt('/shop/abc');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the mobile menu with its button', async () => {
    renderHeaderAt('/');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu when a link is followed, and on Escape', async () => {
    renderHeaderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'About' }),
    );
    expect(await screen.findByText('about page')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes the mobile menu when the search box navigates', async () => {
    renderHeaderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.type(screen.getByPlaceholderText('Search'), 'xoài{Enter}');
    expect(await screen.findByText('shop page')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('speaks the language it is given', () => {
    renderHeaderAt('/shop', 'vi');
    const nav = screen.getByRole('navigation', { name: 'Điều hướng chính' });
    expect(within(nav).getByRole('link', { name: 'Cửa hàng' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByPlaceholderText('Tìm kiếm')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mở menu' })).toBeInTheDocument();
  });

  it('offers the hotline as a tap-to-call link and the Zalo chat when the shop has one', () => {
    renderHeaderAt('/', 'vi', { phone: '+84 28 3822 0000', zaloUrl: 'https://zalo.me/842838220000' });
    expect(screen.getByRole('link', { name: 'Gọi cửa hàng: +84 28 3822 0000' })).toHaveAttribute(
      'href',
      'tel:+842838220000',
    );
    const zalo = screen.getByRole('link', { name: 'Nhắn Zalo' });
    expect(zalo).toHaveAttribute('href', 'https://zalo.me/842838220000');
    expect(zalo).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves Zalo out when the shop has none, and the contact row when its settings could not be read', () => {
    renderHeaderAt('/', 'en', { phone: '0901 234 567', zaloUrl: '' });
    expect(screen.getByRole('link', { name: 'Call the shop: 0901 234 567' })).toHaveAttribute('href', 'tel:0901234567');
    expect(screen.queryByRole('link', { name: 'Chat on Zalo' })).not.toBeInTheDocument();
    cleanup();
    renderHeaderAt('/');
    expect(screen.queryByRole('link', { name: /Call the shop/ })).not.toBeInTheDocument();
  });

  it('puts the language switch in the mobile menu', async () => {
    renderHeaderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    const languages = within(menu).getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });
});
