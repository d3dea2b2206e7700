import type { Category, Pagination as PaginationInfo, Product } from '@veggie/contract';
import clsx from 'clsx';
import { LoaderCircle, X } from 'lucide-react';
import { Link, useNavigation } from 'react-router';
import { PageBanner } from '../../../components/layout/page-banner';
import { Pagination } from '../../../components/ui/pagination';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { paths, type ShopSearch } from '../../../config/paths';
import { CategoryFilter } from './category-filter';
import { ProductGrid } from './product-grid';
import { shopMessages } from '../shop/messages';
import { useMessages } from '../../../lib/i18n';

export interface ShopPageProps extends ShopSearch {
  page: number;
  /** The selected category's name, for the heading chip; null without one or when unknown. */
  categoryName: string | null;
  products: Product[];
  pagination: PaginationInfo | null;
  /** The text a search that found nothing would have found something for. */
  didYouMean: string | null;
  error: string | null;
  categories: Category[];
  categoriesError: string | null;
}

export function ShopPage({
  q,
  category,
  categoryName,
  page,
  products,
  pagination,
  didYouMean,
  error,
  categories,
  categoriesError,
}: ShopPageProps) {
  const text = useMessages(shopMessages);
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === paths.shop();

  return (
    <>
      <PageBanner title={text.banner} as="p" trail={[{ label: text.crumb }]} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[15rem_1fr]">
        <aside className="min-w-0">
          {categoriesError ? (
            <p role="alert" className="text-sm font-medium text-sale-600">
              {categoriesError}
            </p>
          ) : (
            <CategoryFilter categories={categories} selected={category} q={q} />
          )}
        </aside>

        <section aria-labelledby="shop-heading" aria-busy={loading} className="min-w-0">
          <div className="mb-6 flex flex-wrap items-center gap-3">
            <h1 id="shop-heading" className="font-display text-2xl font-bold sm:text-3xl">
              {text.heading(pagination?.totalItems ?? 0, q, category ? (categoryName ?? text.selectedCategory) : null)}
            </h1>
            {category && (
              <span className="inline-flex items-center gap-1 rounded-pill bg-brand-100 py-1 pr-1 pl-3 text-sm font-semibold text-brand-800">
                {categoryName ?? text.selectedCategory}
                <Link
                  to={paths.shop({ q })}
                  aria-label={text.clearCategory(categoryName ?? '')}
                  className="grid size-7 place-items-center rounded-pill hover:bg-brand-200"
                >
                  <X className="size-4" aria-hidden />
                </Link>
              </span>
            )}
          </div>

          {/* Fixed, so it is seen from the pagination at the bottom of the page too. */}
          <p role="status" className="pointer-events-none fixed inset-x-0 bottom-6 z-30 flex justify-center">
            {loading && (
              <span className="flex items-center gap-2 rounded-pill bg-ink-900 px-5 py-2.5 font-medium text-white shadow-lg">
                <LoaderCircle className="size-4 animate-spin" aria-hidden />
                {text.loading}
              </span>
            )}
          </p>

          {error ? (
            <InlineAlert>{error}</InlineAlert>
          ) : products.length === 0 && pagination && pagination.totalItems > 0 ? (
            <div className="rounded-card bg-cream-100 px-4 py-10 text-center">
              <p className="font-semibold">{text.pastEnd(page)}</p>
              <Link
                to={paths.shop({ q, category })}
                className="mt-5 inline-flex rounded-pill bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
              >
                {text.firstPage}
              </Link>
            </div>
          ) : products.length === 0 ? (
            <div className="rounded-card bg-cream-100 px-4 py-10 text-center">
              <p className="font-semibold">{text.noMatch(q)}</p>
              {didYouMean && (
                <p className="mt-2 text-lg">
                  {text.didYouMean.before}
                  <Link
                    to={paths.shop({ q: didYouMean, category })}
                    className="font-semibold text-brand-700 underline hover:text-brand-800"
                  >
                    {text.didYouMean.quoted(didYouMean)}
                  </Link>
                  {text.didYouMean.after}
                </p>
              )}
              <p className="mt-1 text-ink-600">{text.noMatchHint}</p>
              <Link
                to={paths.shop()}
                className="mt-5 inline-flex rounded-pill bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
              >
                {text.browseAll}
              </Link>
            </div>
          ) : (
            <ProductGrid
              products={products}
              priorityCount={2}
              className={clsx(loading && 'opacity-60 transition-opacity')}
            />
          )}

          {pagination && (
            <Pagination
              currentPage={pagination.currentPage}
              totalPages={pagination.totalPages}
              label={text.pages}
              className="mt-10"
            />
          )}
        </section>
      </div>
    </>
  );
}
