import { lazy, memo, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { SiteHeader } from '../components/layout/site-header';
import { AccountMenu } from '../features/auth';
import { CartButton, CartDrawerHost } from '../features/cart';
import { getShopSettings } from '../features/shop-info/api/get-shop-settings';
import { useShopSettings } from '../features/shop-info/use-shop-settings';
import { CanonicalLink } from '../lib/canonical';
import type { Route } from './+types/storefront-layout';
import type { ShopSettings } from '@veggie/contract';

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

/*
 * The footer is below the fold on every page: the server renders it with the page, and in the browser its
 * code (the footer, the newsletter form, their words in both languages) comes after the first load's and
 * hydrates it then (React leaves a Suspense boundary's server HTML in place until its code arrives).
 * Memoised on the shop settings, which stay the same object for the visit (shouldRevalidate): a re-render of
 * the frame before the footer has hydrated gives it nothing new, so React keeps waiting instead of replacing
 * it. Between hydration and its code arriving the footer's links and language switch work as plain HTML.
 */
const StorefrontFooter = lazy(() => import('./storefront-footer'));
const LazyFooter = memo(function LazyFooter({ shop }: { shop: ShopSettings | null }) {
  return (
    <Suspense fallback={null}>
      <StorefrontFooter shop={shop} />
    </Suspense>
  );
});

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
      <LazyFooter shop={shop} />
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
