import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocaleProvider, type Locale } from '../lib/i18n';
import { AppProviders } from '../providers';
import StorefrontLayout, { ErrorBoundary } from './storefront-layout';

function openShop(loader: () => unknown, locale: Locale = 'en') {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: StorefrontLayout as never,
      ErrorBoundary: ErrorBoundary as never,
      children: [
        { path: 'shop', loader, Component: () => <h1>Shop page</h1> },
        { index: true, Component: () => <h1>Home page</h1> },
      ],
    },
  ]);
  render(
    <LocaleProvider value={locale}>
      <AppProviders>
        <Stub initialEntries={['/shop']} />
      </AppProviders>
    </LocaleProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());
// The footer is a chunk of its own (lazy): loaded once here, so a test waits for React, not the transform.
beforeAll(() => import('./storefront-footer'));

describe('a storefront page that fails to load', () => {
  it('keeps the header and footer and offers Retry and a way home', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    openShop(() => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:3000');
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    expect(screen.getByText('Something went wrong on the way. Check your connection and try again.')).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByText(/ECONNREFUSED|Unexpected Application Error/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("speaks the page's language", async () => {
    openShop(() => {
      throw new Response('Bad gateway', { status: 502 });
    }, 'vi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tải được trang này' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toBeVisible();
  });

  it('shows the not-found page, inside the shop, for a missing page', async () => {
    openShop(() => {
      throw new Response(null, { status: 404 });
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
