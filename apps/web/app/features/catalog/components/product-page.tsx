import type { Product } from '@veggie/contract';
import { lazy, memo, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../../../components/layout/page-banner';
import { paths } from '../../../config/paths';
import { ProductDetail, type ProductDetailProps } from './product-detail';
import { ProductGrid } from './product-grid';
import { productMessages } from '../product/messages';
import { useMessages } from '../../../lib/i18n';
import { useOrigin } from '../../../lib/canonical';
import { ProductJsonLd } from '../../../lib/product-json-ld';

/*
 * The description and details tabs sit under the product: a chunk of their own (with their words and the tabs),
 * fetched as this module loads. The server renders them with the page; in the browser React leaves their HTML in
 * place until their code has come and hydrates them then. Memoised on the product (the loader's object): the
 * route re-renders once hydrated (its delivery slot), and an update reaching them before they hydrate would
 * make React drop their server HTML.
 */
const loadTabs = () => import('./product-tabs');
if (typeof window !== 'undefined') void loadTabs();
const LazyTabs = lazy(() => loadTabs().then((module) => ({ default: module.ProductTabs })));
const ProductTabs = memo(function ProductTabs({ product }: { product: Product }) {
  return (
    <Suspense fallback={null}>
      <LazyTabs product={product} />
    </Suspense>
  );
});

export interface ProductPageProps {
  /** Null when it could not be read: `error` says whether it does not exist or the shop did not answer. */
  product: Product | null;
  error: 'notFound' | 'failed' | null;
  related: Product[];
  relatedFailed: boolean;
  onAddToCart: ProductDetailProps['onAddToCart'];
  /** The earliest delivery slot for the shopper's area, composed by the route (features/checkout). */
  delivery?: ReactNode;
}

export function ProductPage({ product, error, related, relatedFailed, onAddToCart, delivery }: ProductPageProps) {
  const text = useMessages(productMessages).page;
  const origin = useOrigin();

  if (!product) {
    return (
      <>
        <PageBanner
          title={text.banner}
          as="p"
          trail={[{ label: text.shop, to: paths.shop() }, { label: text.product }]}
        />
        <section className="mx-auto max-w-xl px-4 py-20 text-center">
          <h1 className="font-display text-3xl font-bold">{error === 'failed' ? text.loadFailed : text.notFound}</h1>
          <p role="alert" className="mt-3 text-ink-600">
            {error === 'failed' ? text.failedHint : text.notFoundHint}
          </p>
          <Link
            to={paths.shop()}
            className="mt-8 inline-flex rounded-pill bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {text.backToShop}
          </Link>
        </section>
      </>
    );
  }

  return (
    <>
      <ProductJsonLd product={product} origin={origin} />
      <PageBanner
        title={text.banner}
        as="p"
        trail={[
          { label: text.shop, to: paths.shop() },
          { label: product.category.name, to: paths.shop({ category: product.category._id }) },
          { label: product.name },
        ]}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10">
        <ProductDetail product={product} onAddToCart={onAddToCart} delivery={delivery} />
        <ProductTabs product={product} />
        <section aria-labelledby="related-products">
          <h2 id="related-products" className="mb-6 font-display text-2xl font-bold sm:text-3xl">
            {text.related}
          </h2>
          {relatedFailed ? (
            <p role="alert" className="font-medium text-sale-600">
              {text.relatedFailed}
            </p>
          ) : related.length === 0 ? (
            <p className="text-ink-600">{text.noRelated}</p>
          ) : (
            <ProductGrid products={related} />
          )}
        </section>
      </div>
    </>
  );
}
