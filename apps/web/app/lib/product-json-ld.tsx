import type { Product } from '@veggie/contract';
import { lazy, memo, Suspense } from 'react';

/*
 * The product page's JSON-LD, as lib/shop-json-ld.tsx does the home page's: for search engines, which read the
 * server's HTML; in the browser its code comes after the first load. A module of its own so that each page's
 * route chunk carries its wrapper, instead of both pages loading one more small shared file.
 */
const LazyProduct = lazy(() => import('./structured-data').then((module) => ({ default: module.ProductJsonLd })));

/** A certificate shows in the data only while valid on the shop's day (the lazy part reads it from the clock). */
export const ProductJsonLd = memo(function ProductJsonLd(props: { product: Product; origin: string }) {
  return (
    <Suspense fallback={null}>
      <LazyProduct {...props} />
    </Suspense>
  );
});
