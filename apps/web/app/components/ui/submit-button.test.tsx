import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

describe('submit button', () => {
  it('is disabled in the server-rendered page, so the form cannot be sent before it hydrates', () => {
    const html = renderToString(<SubmitButton busy={false}>Login</SubmitButton>);
    expect(html).toMatch(/<button[^>]* disabled=""/);
  });

  it("is enabled in the server-rendered page when the form posts to a route action, which answers the browser's post", () => {
    const html = renderToString(
      <SubmitButton busy={false} postsWithoutScript>
        Send
      </SubmitButton>,
    );
    expect(html).not.toMatch(/<button[^>]* disabled=""/);
  });

  it('is enabled once rendered in the browser, and disabled again while busy', () => {
    const { rerender } = render(<SubmitButton busy={false}>Login</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    rerender(<SubmitButton busy>Login</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('shows its busy label in place of its label while busy, when it has one', () => {
    const { rerender } = render(
      <SubmitButton busy={false} busyLabel="Updating…" shape="pill">
        Update Password
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
    rerender(
      <SubmitButton busy busyLabel="Updating…" shape="pill">
        Update Password
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Updating…' })).toBeDisabled();
  });
});
