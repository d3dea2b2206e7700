import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import { STOREFRONT_LAYOUT_ID } from '../../shop-info/use-shop-settings';
import { demoShop, refused, unanswered } from '../../../test/fixtures';
import { underStorefront } from '../../../test/storefront-routes';
import { contactAction } from '../api/send-contact-message';
import type { ContactOutcome } from '../contact-form';
import { ContactPage } from './contact-page';
import { mockApiCalls } from '../../../test/module-spies';

mockApiCalls('post');
afterEach(() => {
  vi.clearAllMocks();
  storage.remove('token');
});

const contactRoute = { id: 'contact', path: '/contact', Component: ContactPage, action: contactAction };

/** The page with its route action; `posted` is the action's answer to a form the browser sent itself. */
function renderContact({ locale = 'en', posted }: { locale?: Locale; posted?: ContactOutcome } = {}) {
  const Stub = createRoutesStub(underStorefront([contactRoute]));
  // The page as the server rendered it after the browser's own post: its loaders' data and the action's answer.
  const rendered = posted && {
    loaderData: { [STOREFRONT_LAYOUT_ID]: { shop: demoShop } },
    actionData: { contact: posted },
  };
  render(
    <LocaleProvider value={locale}>
      <Stub initialEntries={['/contact']} hydrationData={rendered} />
    </LocaleProvider>,
  );
}

describe('contact page', () => {
  it('names each blank required field under it, and the field says it is invalid', async () => {
    renderContact();
    await userEvent.type(await screen.findByLabelText(/^Subject/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    for (const [label, message] of [
      [/^Your name/, 'Please enter your name'],
      [/^Subject/, 'Please enter a subject'],
      [/^Message/, 'Please write your message'],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field).toBeInvalid();
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(api.post).not.toHaveBeenCalled();
  });

  it('says in Vietnamese what is missing or malformed, on the Vietnamese page', async () => {
    renderContact({ locale: 'vi' });
    await userEvent.type(await screen.findByLabelText(/^Địa chỉ email/), 'lan@');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
    expect(screen.getByLabelText(/^Họ và tên/)).toHaveAccessibleDescription('Vui lòng nhập họ tên');
    expect(screen.getByLabelText(/^Địa chỉ email/)).toHaveAccessibleDescription('Vui lòng nhập địa chỉ email hợp lệ');
    expect(screen.getByLabelText(/^Nội dung/)).toHaveAccessibleDescription('Vui lòng nhập nội dung tin nhắn');
  });

  it('lists the support line and each office, address, phone and hours', async () => {
    renderContact();
    const support = await screen.findByRole('region', { name: 'Customer support' });
    expect(within(support).getByRole('link', { name: '+84 28 3822 0000' })).toHaveAttribute(
      'href',
      'tel:+842838220000',
    );
    expect(within(support).getByRole('link', { name: 'support@veggie.market' })).toHaveAttribute(
      'href',
      'mailto:support@veggie.market',
    );
    expect(support).toHaveTextContent('12 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh');
    const offices = screen.getByRole('region', { name: 'Our offices' });
    expect(within(offices).getAllByRole('listitem')).toHaveLength(2);
    expect(offices).toHaveTextContent('+84 24 3936 0000');
  });

  it('can be sent before the page has hydrated: the browser posts it to the route action', () => {
    const Stub = createRoutesStub([contactRoute]);
    const html = renderToString(<Stub initialEntries={['/contact']} />);
    const page = document.createElement('div');
    page.innerHTML = html;
    const form = page.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    expect(within(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  /** Fills the form as pasted text (one input event a field: typing each letter made these tests slow), then sends. */
  async function fillIn({ phone = '' }: { phone?: string } = {}) {
    const fields: [RegExp, string][] = [
      [/^Your name/, 'Trần Thị Lan'],
      [/^Email address/, 'lan@example.vn'],
      [/^Phone/, phone],
      [/^Subject/, 'Giao hàng'],
      [/^Message/, 'Shop có giao ở Huế không?'],
    ];
    await screen.findByLabelText(/^Your name/);
    for (const [label, value] of fields) {
      if (!value) continue;
      await userEvent.click(screen.getByLabelText(label));
      await userEvent.paste(value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  }

  it("sends the message (the phone only when given), says so in the server's words and empties the form", async () => {
    const success = vi.spyOn(toast, 'success');
    vi.mocked(api.post).mockResolvedValue({ success: true, message: 'Thank you! Your message has been sent.' });
    renderContact();
    expect(await screen.findByLabelText(/^Phone/)).not.toBeRequired();
    await fillIn();

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Thank you! Your message has been sent.', {
        toastId: 'Thank you! Your message has been sent.',
      }),
    );
    expect(api.post).toHaveBeenCalledWith(
      '/contact',
      {
        name: 'Trần Thị Lan',
        email: 'lan@example.vn',
        phone: undefined,
        subject: 'Giao hàng',
        message: 'Shop có giao ở Huế không?',
      },
      expect.objectContaining({ headers: {} }),
    );
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('');

    await fillIn({ phone: '0901 234 567' });
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2));
    expect(vi.mocked(api.post).mock.calls[1]?.[1]).toMatchObject({ phone: '0901 234 567' });
  });

  it("hands a signed-in sender's session to the action, so the message joins the account", async () => {
    storage.set('token', 'tok-123');
    vi.mocked(api.post).mockResolvedValue({ success: true, message: 'Thank you!' });
    renderContact();
    await fillIn();
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/contact',
        expect.anything(),
        expect.objectContaining({ headers: { Authorization: 'Bearer tok-123' } }),
      ),
    );
  });

  it("shows the server's field refusal under its field only, and keeps what was typed", async () => {
    const error = vi.spyOn(toast, 'error');
    const message = 'Must be at most 2000 characters';
    vi.mocked(api.post).mockRejectedValue(
      refused(400, { success: false, code: 'validation_failed', message, errors: [{ field: 'message', message }] }),
    );
    renderContact();
    await fillIn();

    await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(message));
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Trần Thị Lan');
    expect(error).not.toHaveBeenCalled();
  });

  it("says why a message was not sent when it is no field's fault", async () => {
    const error = vi.spyOn(toast, 'error');
    vi.mocked(api.post).mockRejectedValueOnce(
      refused(429, { success: false, code: 'rate_limited', message: 'Too many requests, please try again later' }),
    );
    vi.mocked(api.post).mockRejectedValueOnce(unanswered());
    renderContact();
    await fillIn();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Too many requests, please try again later', {
        toastId: 'Too many requests, please try again later',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Your message could not be sent. Please try again.', {
        toastId: 'Your message could not be sent. Please try again.',
      }),
    );
  });

  it('shows the answer to a form the browser sent itself: what was typed, and each refusal under its field', async () => {
    const values = { name: 'Lan', email: 'lan@', phone: '', subject: 'Giao hàng', message: 'Huế?' };
    renderContact({
      locale: 'vi',
      posted: {
        ok: false,
        fields: { email: 'Vui lòng nhập địa chỉ email hợp lệ' },
        problem: null,
        values,
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tin nhắn của bạn chưa được gửi');
    expect(screen.getByLabelText(/^Họ và tên/)).toHaveValue('Lan');
    expect(screen.getByLabelText(/^Địa chỉ email/)).toHaveAccessibleDescription('Vui lòng nhập địa chỉ email hợp lệ');
  });

  it("shows the server's thanks in place when the browser sent the form itself", async () => {
    renderContact({ posted: { ok: true, message: 'Thank you! Your message has been sent.' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your message has been sent.');
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('');
  });
});
