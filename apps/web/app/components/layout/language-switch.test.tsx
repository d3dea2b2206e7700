import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleProvider, type Locale } from '../../lib/i18n';
import { LanguageSwitch } from './language-switch';

function renderSwitchAt(url: string, locale: Locale) {
  const Stub = createRoutesStub([{ path: '/shop', Component: LanguageSwitch }]);
  render(
    <LocaleProvider value={locale}>
      <Stub initialEntries={[url]} />
    </LocaleProvider>,
  );
}

describe('LanguageSwitch', () => {
  it('offers both languages, English pressed, and sends the choice with the way back', () => {
    renderSwitchAt('/shop?q=rau', 'en');
    const group = screen.getByRole('group', { name: 'Language' });
    const english = within(group).getByRole('button', { name: 'English' });
    const vietnamese = within(group).getByRole('button', { name: 'Tiếng Việt' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(vietnamese).toHaveAttribute('aria-pressed', 'false');
    expect(vietnamese).toHaveAttribute('lang', 'vi');
    expect(vietnamese).toHaveAttribute('name', 'lang');
    expect(vietnamese).toHaveAttribute('value', 'vi');
    const form = group.closest('form');
    expect(form).toHaveAttribute('action', '/language');
    expect(form).toHaveAttribute('method', 'get');
    expect(form?.querySelector('input[name="to"]')).toHaveValue('/shop?q=rau');
  });

  it('is named in Vietnamese, Tiếng Việt pressed, on a Vietnamese page', () => {
    renderSwitchAt('/shop', 'vi');
    const group = screen.getByRole('group', { name: 'Ngôn ngữ' });
    expect(within(group).getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
  });
});
