import type { ShopSettings } from '@veggie/contract';
import { Outlet, type ActionFunctionArgs } from 'react-router';
import { STOREFRONT_LAYOUT_ID } from '../features/shop-info/use-shop-settings';
import { demoShop } from './fixtures';

interface StubRoute {
  id?: string;
  path: string;
  Component: () => React.ReactNode;
  /** The route's action, as routes/<page>.tsx exports it. */
  action?: (args: ActionFunctionArgs) => unknown;
}

/** Routes for createRoutesStub under a storefront layout whose loader gave `shop`, as the real one does. */
export function underStorefront(routes: StubRoute[], shop: ShopSettings | null = demoShop) {
  return [
    {
      id: STOREFRONT_LAYOUT_ID,
      path: '/',
      loader: () => ({ shop }),
      HydrateFallback: () => null,
      Component: Outlet,
      children: routes,
    },
  ];
}
