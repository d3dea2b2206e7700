import { Headphones, LayoutGrid, PackageOpen, ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router';
import { PageBanner } from '../components/layout/page-banner';
import { paths } from '../config/paths';
import { getCategories } from '../features/catalog/api/get-categories';
import { CategoryCard } from '../features/catalog/components/category-card';
import { serverMessage } from '../lib/api-client';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/categories';

export async function loader(args: Route.LoaderArgs) {
  try {
    return { categories: await getCategories(args), error: null };
  } catch (error) {
    return { categories: [], error: serverMessage(error) ?? 'Failed to load categories' };
  }
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Categories',
    'Shop by category: leafy greens, root vegetables, mushrooms, herbs, citrus and tropical fruit from Vietnamese organic farms.',
  );

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories, error } = loaderData;
  return (
    <>
      <PageBanner title="Categories" trail={[{ label: 'Categories' }]} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <p className="mx-auto mb-10 max-w-2xl text-center text-lg text-ink-600">
          From Đà Lạt greens to Mekong Delta fruit: pick a category to see what our farmers harvested this week.
        </p>
        {error ? (
          <p role="alert" className="rounded-card bg-sale-50 px-4 py-6 text-center font-medium text-sale-600">
            {error}
          </p>
        ) : categories.length === 0 ? (
          <div className="mx-auto flex max-w-md flex-col items-center rounded-card bg-cream-100 px-6 py-12 text-center">
            <PackageOpen className="size-12 text-brand-600" strokeWidth={1.5} aria-hidden />
            <h2 className="mt-4 font-display text-2xl font-bold">No Categories Available</h2>
            <p className="mt-2 text-ink-600">
              Our categories are being restocked. Everything we sell is still in the shop.
            </p>
            <Link
              to={paths.shop()}
              className="mt-6 rounded-pill bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
            >
              Browse All Products
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
              label: categories.length === 1 ? 'Category' : 'Categories',
            },
            { Icon: ShoppingBasket, value: '100+', label: 'Products' },
            { Icon: Headphones, value: '24/7', label: 'Support' },
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
