import { PAGE_SIZES, type Product } from '@veggie/contract';
import { data, Link } from 'react-router';
import { PageBanner } from '../components/layout/page-banner';
import { paths } from '../config/paths';
import { getProduct } from '../features/catalog/api/get-product';
import { getProducts } from '../features/catalog/api/get-products';
import { ProductDetail } from '../features/catalog/components/product-detail';
import { ProductGrid } from '../features/catalog/components/product-grid';
import { ProductTabs } from '../features/catalog/components/product-tabs';
import { useCart } from '../features/cart';
import { ApiError } from '../lib/api-client';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/product';

interface ProductPageData {
  product: Product | null;
  error: string | null;
  related: Product[];
  relatedError: string | null;
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
        error: notFound ? 'Product not found' : 'Failed to load product details',
        related: [],
        relatedError: null,
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
    return data<ProductPageData>({ product, error: null, related: products, relatedError: null });
  } catch {
    return data<ProductPageData>({
      product,
      error: null,
      related: [],
      relatedError: 'Failed to load related products',
    });
  }
}

/** A description meta tag: the first sentence-sized part of the product text. */
function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const product = loaderData?.product;
  if (!product) {
    return [...pageMeta(loaderData?.error ?? 'Product not found'), { name: 'robots', content: 'noindex' }];
  }
  return pageMeta(product.name, summary(product.description));
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, error, related, relatedError } = loaderData;
  const { addItem } = useCart();

  if (!product) {
    return (
      <>
        <PageBanner title="Shop Single" as="p" trail={[{ label: 'Shop', to: paths.shop() }, { label: 'Product' }]} />
        <section className="mx-auto max-w-xl px-4 py-20 text-center">
          <h1 className="font-display text-3xl font-bold">{error}</h1>
          <p role="alert" className="mt-3 text-ink-600">
            {error === 'Product not found'
              ? 'This product may have sold out for the season or been removed from the shop.'
              : 'Please check your connection and try again in a moment.'}
          </p>
          <Link
            to={paths.shop()}
            className="mt-8 inline-flex rounded-pill bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            Back to Shop
          </Link>
        </section>
      </>
    );
  }

  return (
    <>
      <PageBanner
        title="Shop Single"
        as="p"
        trail={[
          { label: 'Shop', to: paths.shop() },
          { label: product.category.name, to: paths.shop({ category: product.category._id }) },
          { label: product.name },
        ]}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10">
        <ProductDetail product={product} onAddToCart={(item, quantity) => addItem(item, quantity)} />
        <ProductTabs product={product} />
        <section aria-labelledby="related-products">
          <h2 id="related-products" className="mb-6 font-display text-2xl font-bold sm:text-3xl">
            Related Products
          </h2>
          {relatedError ? (
            <p role="alert" className="font-medium text-sale-600">
              {relatedError}
            </p>
          ) : related.length === 0 ? (
            <p className="text-ink-600">No other products in this category yet.</p>
          ) : (
            <ProductGrid products={related} />
          )}
        </section>
      </div>
    </>
  );
}
