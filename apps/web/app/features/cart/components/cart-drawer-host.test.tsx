import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Link } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from '../cart-store';
import { installFakeApi } from '../fake-cart-api.test-utils';
import { CartButton } from './cart-button';
import { CartDrawerHost } from './cart-drawer-host';

function Page() {
  return (
    <>
      <CartButton />
      <Link to="/about">About</Link>
      <CartDrawerHost />
    </>
  );
}

beforeEach(async () => {
  localStorage.clear();
  installFakeApi();
  await act(() => cartStore.reload());
});

describe('Cart drawer host', () => {
  it('loads the drawer when the cart opens, and a navigation closes it', async () => {
    const user = userEvent.setup();
    const Stub = createRoutesStub([
      { path: '/', Component: Page },
      { path: '/about', Component: Page },
    ]);
    render(<Stub initialEntries={['/']} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cart' }));
    expect(await screen.findByRole('dialog', { name: /Shopping cart/ })).toBeInTheDocument();

    // Back and forward navigate without a click in the drawer; the page's link stands in for them here.
    await act(async () => {
      screen.getByRole('link', { name: 'About', hidden: true }).click();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
