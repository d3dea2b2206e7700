import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import { Dialog, DialogFooter } from './dialog';
import { liveLayer } from './live-layer';

function Screen({ variant }: { variant?: 'modal' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Products</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Add product
      </button>
      {open && (
        <Dialog title="New product" onClose={() => setOpen(false)} variant={variant}>
          <label htmlFor="name">Name</label>
          <input id="name" />
        </Dialog>
      )}
    </main>
  );
}

describe('dialog', () => {
  it('makes the page behind it inert, takes focus, closes on Escape and gives focus back to its opener', async () => {
    const user = userEvent.setup();
    // Where the toasts live: the Toaster renders react-toastify's region into the live layer.
    const toasts = liveLayer().appendChild(document.createElement('section'));
    toasts.setAttribute('aria-live', 'polite');
    render(<Screen />);
    const page = screen.getByRole('main');
    const opener = screen.getByRole('button', { name: 'Add product' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'New product' });
    expect(page.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    expect(toasts.closest('[inert]')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(page.closest('[inert]')).toBeNull();
    expect(opener).toHaveFocus();
    expect(toasts.parentElement?.parentElement).toBe(document.body);
    toasts.remove();
  });

  it('closes on a click on the backdrop or on its close button', async () => {
    const user = userEvent.setup();
    render(<Screen variant="drawer" />);
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add product' })).toHaveFocus();
  });

  it('can give the focus to its close button, named in the language of its screen', () => {
    render(
      <LocaleProvider value="vi">
        <Dialog title="Giỏ hàng" onClose={() => undefined} initialFocus="close">
          <button type="button">Thanh toán</button>
        </Dialog>
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Đóng' })).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Giỏ hàng' })).toHaveAttribute('lang', 'vi');
  });

  it('leaves what an outer dialog made inert as it was when an inner one closes', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <main>
          <p>Page</p>
          <Dialog title="Outer" onClose={() => undefined}>
            <button type="button" onClick={() => setInner(true)}>
              Delete
            </button>
          </Dialog>
          {inner && (
            <Dialog title="Inner" onClose={() => setInner(false)}>
              <button type="button">Confirm</button>
            </Dialog>
          )}
        </main>
      );
    }
    render(<Nested />);
    const page = screen.getByText('Page');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete').closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByText('Delete').closest('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(page.closest('[inert]')).not.toBeNull();
  });
});

/** A class that shows flex items in another order than the DOM's, at any width ("sm:flex-col-reverse", "order-1"). */
const REORDERING = /(?<![\w-])(flex-(col|row)-reverse|-?order-(first|last|none|\d+))(?![\w-])/;

describe('dialog footer', () => {
  it('shows its buttons in their tab order at every width: stacked on a phone, in a row from sm up', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Remove the line?" onClose={() => undefined}>
        <DialogFooter>
          <button type="button">Cancel</button>
          <button type="button">Remove</button>
          <button type="button">Replace</button>
        </DialogFooter>
      </Dialog>,
    );
    const footer = screen.getByRole('dialog').querySelector('[data-dialog-footer]') as HTMLElement;
    expect(footer.className).not.toMatch(REORDERING);
    expect(footer).toHaveClass('flex-col', 'sm:flex-row');
    const buttons = within(footer).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Remove', 'Replace']);
    // Tab from the first goes through them top-down (a phone), left to right (wider), as they are shown.
    expect(buttons[0]).toHaveFocus();
    await user.tab();
    expect(buttons[1]).toHaveFocus();
    await user.tab();
    expect(buttons[2]).toHaveFocus();
  });

  it('is what every dialog of the app puts its buttons in: none reorders its buttons on screen', () => {
    const app = path.join(import.meta.dirname, '../..');
    const sources = readdirSync(app, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
      .map((file) => ({ file, text: readFileSync(path.join(app, file), 'utf8') }))
      .filter(({ text }) => /<Dialog\b/.test(text));
    expect(sources.length).toBeGreaterThanOrEqual(8);
    const reordering = sources.filter(({ text }) => REORDERING.test(text)).map(({ file }) => file);
    expect(reordering).toEqual([]);
  });
});
