import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { refused } from '../../../test/fixtures';
import { subscribeAction } from '../api/subscribe';
import { NewsletterPage } from './newsletter-page';
import { NewsletterSignup } from './newsletter-signup';
import { mockApiCalls } from '../../../test/module-spies';

mockApiCalls('post');
afterEach(() => vi.clearAllMocks());

/** A page whose footer shows the sign-up band, and the /newsletter route its form posts to. */
const routes = [
  {
    path: '/',
    Component: () => (
      <footer>
        <NewsletterSignup />
      </footer>
    ),
  },
  { path: '/newsletter', action: subscribeAction, Component: NewsletterPage },
];

function renderSignup(locale: Locale = 'en') {
  const Stub = createRoutesStub(routes);
  render(
    <LocaleProvider value={locale}>
      <Stub initialEntries={['/']} />
      <ToastContainer />
    </LocaleProvider>,
  );
  return screen.getByRole('contentinfo');
}

describe('footer newsletter', () => {
  it('asks for a valid email before thanking', async () => {
    const footer = renderSignup();
    const input = within(footer).getByLabelText('Email address');

    // The address is checked by the route action, so the message comes a moment later.
    await userEvent.click(within(footer).getByRole('button', { name: 'Subscribe' }));
    expect(await within(footer).findByRole('alert')).toHaveTextContent('Please enter your email address');

    await userEvent.type(input, 'chi.ha@');
    await userEvent.click(within(footer).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(within(footer).getByRole('alert')).toHaveTextContent('Please enter a valid email address'),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.post).not.toHaveBeenCalled();
  });

  it("subscribes a valid address, thanks it in the server's words and empties the field", async () => {
    vi.mocked(api.post).mockResolvedValue({ success: true, message: 'Thanks for subscribing!' });
    const footer = renderSignup();
    const input = within(footer).getByLabelText('Email address');
    await userEvent.type(input, 'chi.ha@example.com{Enter}');
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/newsletter', { email: 'chi.ha@example.com' }, expect.anything());
    expect(input).toHaveValue('');
    expect(within(footer).queryByRole('alert')).not.toBeInTheDocument();
    // The visitor stays on the page the footer is on.
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows a refusal under the field and keeps the address', async () => {
    vi.mocked(api.post).mockRejectedValueOnce(
      refused(429, { success: false, code: 'rate_limited', message: 'Too many requests, please try again later' }),
    );
    vi.mocked(api.post).mockRejectedValueOnce(new Error('offline'));
    const footer = renderSignup();
    const input = within(footer).getByLabelText('Email address');
    await userEvent.type(input, 'chi.ha@example.com{Enter}');
    expect(await within(footer).findByRole('alert')).toHaveTextContent('Too many requests, please try again later');
    expect(input).toHaveValue('chi.ha@example.com');
    await userEvent.click(within(footer).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(within(footer).getByRole('alert')).toHaveTextContent('We could not subscribe you just now.'),
    );
  });

  it('posts to /newsletter from the first paint, in the Vietnamese words on the Vietnamese page', () => {
    const Stub = createRoutesStub(routes);
    const html = renderToString(
      <LocaleProvider value="vi">
        <Stub initialEntries={['/']} />
      </LocaleProvider>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const form = page.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/newsletter');
    expect(within(page).getByRole('textbox', { name: 'Địa chỉ email' })).toHaveAttribute('name', 'email');
    expect(within(page).getByRole('button', { name: 'Đăng ký' })).toBeEnabled();
  });
});

describe('newsletter page (where the footer form lands without the page script)', () => {
  function renderPage(locale: Locale, posted?: unknown) {
    const Stub = createRoutesStub([{ id: 'newsletter', ...routes[1]! }]);
    render(
      <LocaleProvider value={locale}>
        <Stub
          initialEntries={['/newsletter']}
          hydrationData={posted ? { actionData: { newsletter: posted } } : undefined}
        />
      </LocaleProvider>,
    );
  }

  it("shows the server's thanks", async () => {
    renderPage('vi', { ok: true, message: 'Cảm ơn bạn đã đăng ký!' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tin tươi từ nông trại' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cảm ơn bạn đã đăng ký!');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the address again with what is wrong under it', async () => {
    renderPage('en', {
      ok: false,
      fields: { email: 'Please enter a valid email address' },
      problem: null,
      values: { email: 'chi.ha@' },
    });
    const input = await screen.findByLabelText(/^Email address/);
    expect(input).toHaveValue('chi.ha@');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('subscribes from its own form too', async () => {
    vi.mocked(api.post).mockResolvedValue({ success: true, message: 'Thanks for subscribing!' });
    renderPage('en');
    await userEvent.type(await screen.findByLabelText(/^Email address/), 'chi.ha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for subscribing!');
  });
});
