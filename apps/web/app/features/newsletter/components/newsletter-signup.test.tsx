import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { LocaleProvider } from '../../../lib/i18n';
import { refused } from '../../../test/fixtures';
import { NewsletterSignup } from './newsletter-signup';
import { mockApiCalls } from '../../../test/module-spies';

mockApiCalls('post');
afterEach(() => vi.clearAllMocks());

/** The sign-up band as the footer shows it. */
function renderSignup() {
  render(
    <LocaleProvider value="en">
      <footer>
        <NewsletterSignup />
      </footer>
      <ToastContainer />
    </LocaleProvider>,
  );
  return screen.getByRole('contentinfo');
}

describe('footer newsletter', () => {
  it('asks for a valid email before thanking', async () => {
    const footer = renderSignup();
    const input = within(footer).getByLabelText('Email address');

    // The address is checked by a module loaded on submit, so the message comes a moment later.
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
    expect(api.post).toHaveBeenCalledWith('/newsletter', { email: 'chi.ha@example.com' });
    expect(input).toHaveValue('');
    expect(within(footer).queryByRole('alert')).not.toBeInTheDocument();
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
});
