import type { Category } from '@veggie/contract';
import { Headphones, LayoutGrid, PackageOpen, ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router';
import { PageBanner } from '../../../components/layout/page-banner';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { paths } from '../../../config/paths';
import { categoriesMessages } from '../categories/messages';
import { CategoryCard } from './category-card';
import { useMessages } from '../../../lib/i18n';

export function CategoriesPage({ categories, error }: { categories: Category[]; error: string | null }) {
  const text = useMessages(categoriesMessages);
  return (
    <>
      <PageBanner title={text.title} trail={[{ label: text.title }]} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <p className="mx-auto mb-10 max-w-2xl text-center text-lg text-ink-600">{text.intro}</p>
        {error ? (
          <InlineAlert>{error}</InlineAlert>
        ) : categories.length === 0 ? (
          <div className="mx-auto flex max-w-md flex-col items-center rounded-card bg-cream-100 px-6 py-12 text-center">
            <PackageOpen className="size-12 text-brand-600" strokeWidth={1.5} aria-hidden />
            <h2 className="mt-4 font-display text-2xl font-bold">{text.empty.title}</h2>
            <p className="mt-2 text-ink-600">{text.empty.text}</p>
            <Link
              to={paths.shop()}
              className="mt-6 rounded-pill bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
            >
              {text.empty.browseAll}
            </Link>
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
            {categories.map((category) => (
              <li key={category._id}>
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
        )}

        <dl className="mt-14 grid gap-4 rounded-card bg-brand-900 p-6 text-center text-white sm:grid-cols-3 sm:p-8">
          {[
            {
              Icon: LayoutGrid,
              value: String(categories.length),
              label: text.stats.categories(categories.length),
            },
            { Icon: ShoppingBasket, value: '100+', label: text.stats.products },
            { Icon: Headphones, value: '24/7', label: text.stats.support },
          ].map(({ Icon, value, label }) => (
            <div key={label} className="flex flex-col items-center gap-1">
              <Icon className="size-7 text-brand-300" aria-hidden />
              <dt className="order-last text-brand-100">{label}</dt>
              <dd className="font-display text-3xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}
