import type { ShopSettings } from '@veggie/contract';
import { lazy, memo, Suspense } from 'react';

/*
 * The pages' JSON-LD is for search engines, which read the server's HTML: in the browser its code comes after
 * the first load and hydrates the script then (React keeps a Suspense boundary's server HTML until its code is
 * there). Memoised on the loaders' objects, so a re-render before that cannot reach the waiting boundary. The
 * home page's here, the product page's in lib/product-json-ld.tsx: one module per page, so each route's chunk
 * carries its own and neither page loads one more small shared file.
 */
const LazyShop = lazy(() => import('./structured-data').then((module) => ({ default: module.ShopJsonLd })));

export const ShopJsonLd = memo(function ShopJsonLd(props: { shop: ShopSettings; origin: string }) {
  return (
    <Suspense fallback={null}>
      <LazyShop {...props} />
    </Suspense>
  );
});
