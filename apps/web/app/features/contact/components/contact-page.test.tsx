import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { refused, unanswered } from '../../../test/fixtures';
import { underStorefront } from '../../../test/storefront-routes';
import { ContactPage } from './contact-page';
import { mockApiCalls } from '../../../test/module-spies';

mockApiCalls('post');
afterEach(() => vi.clearAllMocks());

function renderContact() {
  const Stub = createRoutesStub(underStorefront([{ path: '/contact', Component: ContactPage }]));
  render(<Stub initialEntries={['/contact']} />);
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

  it('cannot be sent before the page has hydrated (the browser would put the message in the URL)', () => {
    const Stub = createRoutesStub([{ path: '/contact', Component: ContactPage }]);
    const html = renderToString(<Stub initialEntries={['/contact']} />);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Send Message<\/button>/);
  });

  async function fillIn({ phone = '' }: { phone?: string } = {}) {
    await userEvent.type(await screen.findByLabelText(/^Your name/), 'Trần Thị Lan');
    await userEvent.type(screen.getByLabelText(/^Email address/), 'lan@example.vn');
    if (phone) await userEvent.type(screen.getByLabelText(/^Phone/), phone);
    await userEvent.type(screen.getByLabelText(/^Subject/), 'Giao hàng');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Shop có giao ở Huế không?');
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
    expect(api.post).toHaveBeenCalledWith('/contact', {
      name: 'Trần Thị Lan',
      email: 'lan@example.vn',
      phone: undefined,
      subject: 'Giao hàng',
      message: 'Shop có giao ở Huế không?',
    });
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('');

    await fillIn({ phone: '0901 234 567' });
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2));
    expect(vi.mocked(api.post).mock.calls[1]?.[1]).toMatchObject({ phone: '0901 234 567' });
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
});
