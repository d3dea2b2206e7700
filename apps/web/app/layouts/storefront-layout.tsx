import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { AccountMenu } from '../features/auth';
import { CartButton, CartDrawerHost } from '../features/cart';
import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup';
import { getShopSettings } from '../features/shop-info/api/get-shop-settings';
import { useShopSettings } from '../features/shop-info/use-shop-settings';
import { CanonicalLink } from '../lib/canonical';
import type { Route } from './+types/storefront-layout';

/** The shop's details for the footer and the policy pages; a page still renders when they cannot be read. */
export async function loader(args: Route.LoaderArgs) {
  try {
    return { shop: await getShopSettings(args) };
  } catch {
    return { shop: null };
  }
}

// Read once per visit: an admin's change shows on the next page load, not in the middle of a visit.
export const shouldRevalidate = () => false;

/** The header search's suggestion list: its own chunk, fetched when the box is first focused. */
const loadSearchSuggestions = () =>
  import('../features/catalog/components/search-suggestions').then((module) => module.SearchSuggestions);

function StorefrontFrame({ children }: { children: ReactNode }) {
  const shop = useShopSettings();
  return (
    <div className="flex min-h-dvh flex-col">
      <CanonicalLink />
      <SiteHeader
        cart={<CartButton />}
        account={<AccountMenu />}
        searchSuggestions={loadSearchSuggestions}
        shop={shop}
      />
      <main className="flex-1">{children}</main>
      <SiteFooter shop={shop} newsletter={<NewsletterSignup />} />
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
