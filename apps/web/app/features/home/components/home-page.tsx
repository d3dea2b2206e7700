import type { Product, Promotion } from '@veggie/contract';
import { Apple, ArrowRight, Carrot, Citrus, Salad, type LucideIcon } from 'lucide-react';
import { lazy, memo, Suspense } from 'react';
import { Link } from 'react-router';
import { SectionHeading } from '../../../components/ui/section-heading';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { paths } from '../../../config/paths';
import { ProductGrid } from '../../catalog/components/product-grid';
import { usePromotionText } from '../../promotions/promotion-text';
import { useShopSettings } from '../../shop-info/use-shop-settings';
import { useOrigin } from '../../../lib/canonical';
import { useMessages } from '../../../lib/i18n';
import { ShopJsonLd } from '../../../lib/shop-json-ld';
import { homeMessages } from '../messages';
import type { HomeCategory } from '../home-categories';
import { ArrowLink } from './arrow-link';

/** Each hero tile: the category it opens, its icon and colours, in the order of the catalogue's tile names. */
const HERO_TILES: { category: HomeCategory; Icon: LucideIcon; className: string }[] = [
  { category: 'leafyGreens', Icon: Salad, className: 'bg-brand-100 text-brand-800' },
  { category: 'roots', Icon: Carrot, className: 'bg-orange-100 text-orange-800' },
  { category: 'tropicalFruit', Icon: Apple, className: 'bg-sale-50 text-sale-700' },
  { category: 'citrus', Icon: Citrus, className: 'bg-yellow-100 text-yellow-900' },
];

/*
 * The sections the shop wrote once (who we are, numbers, a customer's word, news): a chunk of their own, fetched
 * as this module loads, so the first load carries the hero, the offers and the products only. The server renders
 * them with the page; in the browser React leaves their HTML in place until their code has come and hydrates
 * them then.
 */
const loadSections = () => import('./home-sections');
if (typeof window !== 'undefined') void loadSections();
const LazyAbout = lazy(() => loadSections().then((module) => ({ default: module.HomeAbout })));
const LazyMore = lazy(() => loadSections().then((module) => ({ default: module.HomeMore })));
// Memoised: a re-render of the page before they hydrate must not reach them (React would drop their server HTML).
const HomeAbout = memo(function HomeAbout() {
  return (
    <Suspense fallback={null}>
      <LazyAbout />
    </Suspense>
  );
});
const HomeMore = memo(function HomeMore() {
  return (
    <Suspense fallback={null}>
      <LazyMore />
    </Suspense>
  );
});

/** The two offer cards under the hero: where each leads, its icon and colours. */
const OFFERS = [
  {
    key: 'vegetables',
    // Vegetables are four categories (leaves, fruiting vegetables, roots, mushrooms): the list lets the shopper pick.
    category: null as HomeCategory | null,
    Icon: Salad,
    colors: {
      card: 'bg-brand-700 text-white hover:bg-brand-800',
      kicker: 'text-brand-100',
      text: 'text-brand-50',
      icon: '',
    },
  },
  {
    key: 'fruit',
    category: 'tropicalFruit' as HomeCategory,
    Icon: Citrus,
    colors: {
      card: 'bg-yellow-100 text-ink-900',
      kicker: 'text-yellow-900',
      text: 'text-ink-600',
      icon: 'text-yellow-800',
    },
  },
] as const;

export interface HomePageProps {
  products: Product[];
  /** Why the products could not be read; the rest of the page still shows. */
  error: string | null;
  links: Record<HomeCategory, string>;
  /** The shop's public promotions running now (GET /promotions): the offers promise only these. */
  promotions: Promotion[];
}

/** Where a promotion's card leads: its one category, the categories when it names several, else the shop. */
function promotionLink({ categoryIds }: Promotion): string {
  const [only, ...more] = categoryIds;
  return only === undefined ? paths.shop() : more.length === 0 ? paths.shop({ category: only }) : paths.categories();
}

export function HomePage({ products, error, links, promotions }: HomePageProps) {
  const text = useMessages(homeMessages);
  const describe = usePromotionText();
  // A voucher first: its code is what a shopper needs to read here; an automatic one needs nothing typed.
  const promotion = promotions.find((p) => p.code !== null) ?? promotions[0];
  const promotionOffer = promotion && {
    kicker: promotion.code ? text.offers.promotion.code(promotion.code) : text.offers.promotion.automatic,
    title: describe.title(promotion),
    text: [describe.gives(promotion), describe.minimum(promotion), describe.until(promotion)].join(' · '),
    note: promotion.code ? text.offers.promotion.enterCode(promotion.code) : null,
  };
  const shop = useShopSettings();
  const origin = useOrigin();
  return (
    <>
      {shop && <ShopJsonLd shop={shop} origin={origin} />}
      <Hero links={links} />

      <section aria-label={text.offers.label} className="mx-auto grid max-w-7xl gap-4 px-4 pt-12 md:grid-cols-2">
        {OFFERS.map(({ key, category, Icon, colors }) => {
          // Without a running promotion the first card promises no discount: checkout would not give one.
          const shown = key === 'vegetables' && promotion ? promotionOffer : null;
          const offer = shown ?? text.offers[key];
          return (
            <Link
              key={key}
              to={shown ? promotionLink(promotion!) : category ? links[category] : paths.categories()}
              className={`group flex items-center justify-between gap-4 rounded-card p-6 transition sm:p-8 ${colors.card}`}
            >
              <span>
                <span className={`text-sm font-semibold tracking-wide uppercase ${colors.kicker}`}>{offer.kicker}</span>
                <span className="mt-1 block font-display text-2xl font-bold">{offer.title}</span>
                <span className={`mt-2 block ${colors.text}`}>{offer.text}</span>
                {shown?.note && <span className="mt-1 block font-semibold">{shown.note}</span>}
              </span>
              <Icon
                className={`size-16 shrink-0 transition group-hover:scale-110 ${colors.icon}`}
                strokeWidth={1.5}
                aria-hidden
              />
            </Link>
          );
        })}
      </section>

      <HomeAbout />

      <section aria-labelledby="our-products" className="mx-auto max-w-7xl px-4 py-6">
        <div className="mb-8 flex items-end justify-between gap-4">
          <SectionHeading id="our-products" title={text.products.title} />
          <ArrowLink to={paths.shop()}>{text.products.viewAll}</ArrowLink>
        </div>
        {error ? (
          <InlineAlert>{error}</InlineAlert>
        ) : products.length === 0 ? (
          <p className="rounded-card bg-cream-100 px-4 py-6 text-center text-ink-600">{text.products.empty}</p>
        ) : (
          <ProductGrid products={products} />
        )}
      </section>

      <HomeMore />
    </>
  );
}

/** Text and CSS only, with fixed box sizes: the heading paints first and nothing moves under it. */
function Hero({ links }: { links: Record<HomeCategory, string> }) {
  const text = useMessages(homeMessages).hero;
  return (
    <section className="bg-gradient-to-br from-brand-50 via-cream-50 to-cream-100">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
        <div className="flex flex-col items-start gap-5">
          <p className="rounded-pill bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">{text.badge}</p>
          <h1 className="font-display text-5xl font-bold tracking-tight text-ink-900 sm:text-6xl">
            {text.titleStart}
            <span className="text-brand-600">{text.titleAccent}</span>
            {text.titleEnd}
          </h1>
          <p className="max-w-xl text-lg text-ink-600">{text.text}</p>
          <Link
            to={paths.shop()}
            className="inline-flex items-center gap-2 rounded-pill bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700"
          >
            {text.cta} <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <ul aria-label={text.tilesLabel} className="hidden grid-cols-2 gap-4 lg:grid">
          {text.tiles.map((label, i) => {
            const { category, Icon, className } = HERO_TILES[i]!;
            return (
              <li key={label}>
                <Link
                  to={links[category]}
                  className={`flex aspect-[4/3] flex-col items-center justify-center gap-3 rounded-card transition hover:brightness-95 ${className}`}
                >
                  <Icon className="size-16" aria-hidden strokeWidth={1.5} />
                  <span className="font-semibold">{label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
