import { formatVnd, PAGE_SIZES, type Product } from '@veggie/contract';
import { data, Link } from 'react-router';
import { PageBanner } from '../components/layout/page-banner';
import { paths } from '../config/paths';
import { getProduct } from '../features/catalog/api/get-product';
import { getProducts } from '../features/catalog/api/get-products';
import { ProductDetail } from '../features/catalog/components/product-detail';
import { ProductGrid } from '../features/catalog/components/product-grid';
import { ProductTabs } from '../features/catalog/components/product-tabs';
import { productMessages } from '../features/catalog/product/messages';
import { useCart } from '../features/cart';
import { ApiError } from '../lib/api-client';
import { useMessages } from '../lib/i18n';
import { useOrigin } from '../lib/canonical';
import { metaLocale, metaMessages, pageMeta } from '../lib/meta';
import { JsonLd, productStructuredData } from '../lib/structured-data';
import type { Route } from './+types/product';

interface ProductPageData {
  product: Product | null;
  error: 'notFound' | 'failed' | null;
  related: Product[];
  relatedFailed: boolean;
}

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

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, error, related, relatedFailed } = loaderData;
  const { addItem } = useCart();
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
      <JsonLd data={productStructuredData(product, origin)} />
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
        <ProductDetail product={product} onAddToCart={(item, quantity) => addItem(item, quantity)} />
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
