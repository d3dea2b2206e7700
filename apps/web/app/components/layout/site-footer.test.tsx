import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

function renderFooter() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <SiteFooter />
          <ToastContainer />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return screen.getByRole('contentinfo');
}

describe('footer newsletter', () => {
  it('asks for a valid email before thanking', async () => {
    const footer = renderFooter();
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
  });

  it('thanks a valid address with a toast and empties the field', async () => {
    const footer = renderFooter();
    const input = within(footer).getByLabelText('Email address');
    await userEvent.type(input, 'chi.ha@example.com{Enter}');
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(within(footer).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the copyright with the current year', () => {
    const footer = renderFooter();
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Veggie Market`);
  });
});
