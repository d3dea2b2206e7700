import { formatVnd, PAGE_SIZES, type Product } from '@veggie/contract';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { data } from 'react-router';
import { useCart } from '../features/cart';
import { getProduct } from '../features/catalog/api/get-product';
import { getProducts } from '../features/catalog/api/get-products';
import { ProductPage, type ProductPageProps } from '../features/catalog/components/product-page';
import { productMessages } from '../features/catalog/product/messages';
import { ApiError } from '../lib/api-client';
import { metaLocale, metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/product';

type ProductPageData = Omit<ProductPageProps, 'onAddToCart'>;

export async function loader(args: Route.LoaderArgs) {
  let product: Product;
  try {
    product = await getProduct(args, args.params.id);
  } catch (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return data<ProductPageData>(
      {
        product: null,
        error: notFound ? 'notFound' : 'failed',
        related: [],
        relatedFailed: false,
      },
      { status: notFound ? 404 : 500 },
    );
  }
  try {
    const { products } = await getProducts(args, {
      category: product.category._id,
      exclude: product._id,
      limit: PAGE_SIZES.related,
      page: 1,
    });
    return data<ProductPageData>({ product, error: null, related: products, relatedFailed: false });
  } catch {
    return data<ProductPageData>({
      product,
      error: null,
      related: [],
      relatedFailed: true,
    });
  }
}

/** A description meta tag: the first sentence-sized part of the product text. */
function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const product = loaderData?.product;
  if (!product) {
    const text = metaMessages(productMessages, matches).page;
    const title = loaderData?.error === 'failed' ? text.loadFailed : text.notFound;
    return [...pageMeta(title), { name: 'robots', content: 'noindex' }];
  }
  const text = metaMessages(productMessages, matches).page;
  return pageMeta(
    product.name,
    text.metaDescription(
      product.name,
      formatVnd(product.salePrice ?? product.price, metaLocale(matches)),
      summary(product.description),
    ),
  );
};

/** Its own chunk, fetched after hydration: the shopper's area is known only in the browser. */
const EarliestSlot = lazy(() => import('../features/checkout/components/earliest-slot'));
const noSubscription = () => () => {};

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { addItem } = useCart();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const delivery = hydrated && (
    <Suspense fallback={null}>
      <EarliestSlot />
    </Suspense>
  );
  return <ProductPage {...loaderData} onAddToCart={addItem} delivery={delivery} />;
}
