import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { storage, type StoredCartItem } from '../../../lib/storage';
import { cartStore } from '../cart-store';
import { installFakeApi } from '../fake-cart-api.test-utils';
import { CartButton } from './cart-button';
import { CartDrawer } from './cart-drawer';

/** The header's cart button and its drawer (closed), over a fake API, with `cart` stored and loaded. */
export async function renderCartDrawer({
  token,
  cart = [],
  locale = 'en',
}: { token?: string; cart?: StoredCartItem[]; locale?: Locale } = {}) {
  const api = installFakeApi();
  if (token) storage.set('token', token);
  storage.set('cart', cart);
  await act(() => cartStore.reload());
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <LocaleProvider value={locale}>
          <CartButton />
          <CartDrawer />
        </LocaleProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return { api, user: userEvent.setup() };
}
