import type { ShopSettings } from '@veggie/contract';
import { useRouteLoaderData } from 'react-router';

/** The id React Router gives the storefront layout, whose loader reads the settings once per visit. */
export const STOREFRONT_LAYOUT_ID = 'layouts/storefront-layout';

/** The shop settings the storefront layout loaded; null when they could not be read. */
export function useShopSettings(): ShopSettings | null {
  return useRouteLoaderData<{ shop: ShopSettings | null }>(STOREFRONT_LAYOUT_ID)?.shop ?? null;
}
