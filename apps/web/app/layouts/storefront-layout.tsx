import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { AccountMenu } from '../features/auth';
import { CartButton, CartDrawerHost } from '../features/cart';
import type { Route } from './+types/storefront-layout';

function StorefrontFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader cart={<CartButton />} account={<AccountMenu />} />
      <main className="flex-1">{children}</main>
      <SiteFooter />
      <CartDrawerHost />
    </div>
  );
}

/** Customer screens: sticky header, the page, footer. */
export default function StorefrontLayout() {
  return (
    <StorefrontFrame>
      <Outlet />
    </StorefrontFrame>
  );
}

/** A customer screen that failed to load keeps the header and footer, so the shop stays one click away. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <StorefrontFrame>
      <RouteError error={error} />
    </StorefrontFrame>
  );
}
