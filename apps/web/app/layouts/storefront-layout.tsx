import { Outlet } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { cartItemCount } from '../features/cart/cart-totals';
import { useStoredValue } from '../lib/storage';

/** Customer screens: sticky header, the page, footer. */
export default function StorefrontLayout() {
  const cart = useStoredValue('cart');
  const token = useStoredValue('token');
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader
        cartCount={cart === undefined ? undefined : cartItemCount(cart ?? [])}
        signedIn={token === undefined ? undefined : token !== null}
      />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
