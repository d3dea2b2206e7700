import { Outlet } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { AccountMenu } from '../features/auth';
import { CartButton, CartDrawerHost } from '../features/cart';

/** Customer screens: sticky header, the page, footer. */
export default function StorefrontLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader cart={<CartButton />} account={<AccountMenu />} />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <CartDrawerHost />
    </div>
  );
}
