import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

describe('auth submit button', () => {
  it('is disabled in the server-rendered page, so the form cannot be sent before it hydrates', () => {
    const html = renderToString(<SubmitButton busy={false}>Login</SubmitButton>);
    expect(html).toMatch(/<button[^>]* disabled=""/);
  });

  it('is enabled once rendered in the browser, and disabled again while busy', () => {
    const { rerender } = render(<SubmitButton busy={false}>Login</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    rerender(<SubmitButton busy>Login</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });
});
