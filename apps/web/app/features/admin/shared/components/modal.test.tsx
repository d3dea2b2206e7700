import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Products</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Add product
      </button>
      {open && (
        <Modal title="New product" onClose={() => setOpen(false)}>
          <label htmlFor="name">Name</label>
          <input id="name" />
        </Modal>
      )}
    </main>
  );
}

describe('admin modal', () => {
  it('makes the page behind it inert, takes focus, closes on Escape and gives focus back to its opener', async () => {
    const user = userEvent.setup();
    // Where the toasts live, beside the app as react-toastify renders it.
    const toasts = document.body.appendChild(document.createElement('section'));
    toasts.setAttribute('aria-live', 'polite');
    render(<Screen />);
    const page = screen.getByRole('main');
    const opener = screen.getByRole('button', { name: 'Add product' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'New product' });
    expect(page.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    expect(toasts).not.toHaveAttribute('inert');
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(page.closest('[inert]')).toBeNull();
    expect(opener).toHaveFocus();
    toasts.remove();
  });

  it('leaves what an outer dialog made inert as it was when an inner one closes', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <main>
          <p>Page</p>
          <Modal title="Outer" onClose={() => undefined}>
            <button type="button" onClick={() => setInner(true)}>
              Delete
            </button>
          </Modal>
          {inner && (
            <Modal title="Inner" onClose={() => setInner(false)}>
              <button type="button">Confirm</button>
            </Modal>
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
