import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCart } from '../hooks/use-cart';
import { useForgetCartOnLogout } from '../hooks/use-forget-cart-on-logout';

const CartDrawer = lazy(() => import('./cart-drawer').then((module) => ({ default: module.CartDrawer })));

/**
 * Where the storefront layout keeps the cart drawer. The drawer (and the dialog under it) stays out of the
 * first load: its code is fetched once the page has hydrated, so it is there by the time anyone opens it.
 */
export function CartDrawerHost() {
  const { isOpen, closeDrawer } = useCart();
  const { pathname } = useLocation();

  useForgetCartOnLogout();
  // Back and forward navigation leave the drawer behind like the links in it do.
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);
  useEffect(() => {
    void import('./cart-drawer');
  }, []);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
