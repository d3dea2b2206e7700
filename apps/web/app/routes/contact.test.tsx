import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import Contact from './contact';

function renderContact() {
  const Stub = createRoutesStub([{ path: '/contact', Component: Contact }]);
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
});
