import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { underStorefront } from '../test/storefront-routes';
import Contact from './contact';

function renderContact() {
  const Stub = createRoutesStub(underStorefront([{ path: '/contact', Component: Contact }]));
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
    const Stub = createRoutesStub([{ path: '/contact', Component: Contact }]);
    const html = renderToString(<Stub initialEntries={['/contact']} />);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Send Message<\/button>/);
  });
});
