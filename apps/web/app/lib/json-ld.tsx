import type { Product, ShopSettings } from '@veggie/contract';
import { lazy, memo, Suspense } from 'react';

/*
 * The pages' JSON-LD is for search engines, which read the server's HTML: in the browser its code comes after
 * the first load and hydrates the script then (React keeps a Suspense boundary's server HTML until its code is
 * there). Memoised on the loaders' objects, so a re-render before that cannot reach the waiting boundary.
 */
const loadStructuredData = () => import('./structured-data');
const LazyShop = lazy(() => loadStructuredData().then((module) => ({ default: module.ShopJsonLd })));
const LazyProduct = lazy(() => loadStructuredData().then((module) => ({ default: module.ProductJsonLd })));

export const ShopJsonLd = memo(function ShopJsonLd(props: { shop: ShopSettings; origin: string }) {
  return (
    <Suspense fallback={null}>
      <LazyShop {...props} />
    </Suspense>
  );
});

/** `today` is the shop's day (YYYY-MM-DD): a certificate shows in the data only while valid. */
export const ProductJsonLd = memo(function ProductJsonLd(props: { product: Product; origin: string; today: string }) {
  return (
    <Suspense fallback={null}>
      <LazyProduct {...props} />
    </Suspense>
  );
});
