import { PAGE_SIZES } from '@veggie/contract';
import { Apple, ArrowRight, Carrot, Citrus, Salad, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { getProducts } from '../features/catalog/api/get-products';
import { ProductCard } from '../features/catalog/components/product-card';
import { errorMessage } from '../lib/api';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/home';

const HERO_TILES: { Icon: LucideIcon; label: string; className: string }[] = [
  { Icon: Salad, label: 'Leafy greens', className: 'bg-brand-100 text-brand-700' },
  { Icon: Carrot, label: 'Root vegetables', className: 'bg-orange-100 text-orange-700' },
  { Icon: Apple, label: 'Fresh fruit', className: 'bg-sale-50 text-sale-600' },
  { Icon: Citrus, label: 'Citrus', className: 'bg-yellow-100 text-yellow-800' },
];

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Home',
    'Organic fruit and vegetables from Vietnamese farms: fresh picks, fair prices in VND, delivered to your door.',
  );

export async function loader(args: Route.LoaderArgs) {
  try {
    const { products } = await getProducts(args, { page: 1, limit: PAGE_SIZES.home });
    return { products, error: null };
  } catch (error) {
    // The home page still renders; only its product grid reports the failure.
    return { products: [], error: errorMessage(error, 'Failed to load products') };
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { products, error } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-cream-50 to-cream-100">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
          <div className="flex flex-col items-start gap-6">
            <p className="rounded-pill bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">100% Natural Food</p>
            <h1 className="max-w-2xl font-display text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">
              Fresh organic produce, straight from the farm to your kitchen
            </h1>
            <p className="max-w-xl text-lg text-ink-600">
              Seasonal fruit and vegetables grown without chemicals by farmers across Vietnam.
            </p>
            <Link
              to={paths.shop()}
              className="inline-flex items-center gap-2 rounded-pill bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700"
            >
              Explore Now <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
          <ul aria-label="What we grow" className="hidden grid-cols-2 gap-4 lg:grid">
            {HERO_TILES.map(({ Icon, label, className }) => (
              <li
                key={label}
                className={`flex aspect-[4/3] flex-col items-center justify-center gap-3 rounded-card ${className}`}
              >
                <Icon className="size-16" aria-hidden strokeWidth={1.5} />
                <span className="font-semibold">{label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="our-products" className="mx-auto max-w-7xl px-4 py-14">
        <div className="mb-8 flex items-end justify-between gap-4">
          <h2 id="our-products" className="font-display text-3xl font-bold">
            Our Products
          </h2>
          <Link to={paths.shop()} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
            View All <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        {error ? (
          <p role="alert" className="rounded-card bg-sale-50 px-4 py-6 text-center font-medium text-sale-600">
            {error}
          </p>
        ) : products.length === 0 ? (
          <p className="rounded-card bg-cream-100 px-4 py-6 text-center text-ink-600">No products yet. Please check back soon.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {products.map((product) => (
              <li key={product._id} className="flex">
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
