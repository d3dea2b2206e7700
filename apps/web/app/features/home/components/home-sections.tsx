import { Carrot, CheckCircle2, Citrus, Leaf, Quote, Sprout, Truck, type LucideIcon } from 'lucide-react';
import { CheckList, SectionHeading } from '../../../components/ui/section-heading';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { RatingStars } from '../../catalog/components/rating-stars';
import { homeSectionsMessages } from '../sections-messages';
import { ArrowLink } from './arrow-link';

/*
 * The home page's sections that are text the shop wrote once, around and under its products: a chunk of their
 * own (home-page.tsx), rendered by the server with the page and hydrated when their code arrives.
 */

/** Icon and colours of each promo tile, in the order of the catalogue's promos. */
const PROMO_TILES: { Icon: LucideIcon; className: string }[] = [
  { Icon: Sprout, className: 'bg-brand-50 text-brand-800' },
  { Icon: Citrus, className: 'bg-yellow-50 text-yellow-900' },
  { Icon: Truck, className: 'bg-orange-50 text-orange-900' },
];

/** Who we are, between the offers and the products. */
export function HomeAbout() {
  const text = useMessages(homeSectionsMessages);
  return (
    <section
      aria-labelledby="about-heading"
      className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 md:grid-cols-2"
    >
      <div className="hidden grid-cols-2 gap-4 md:grid" aria-hidden>
        <div className="grid aspect-square place-items-center rounded-card bg-brand-100 text-brand-700">
          <Leaf className="size-20" strokeWidth={1.25} />
        </div>
        <div className="mt-8 grid aspect-square place-items-center rounded-card bg-orange-100 text-orange-700">
          <Carrot className="size-20" strokeWidth={1.25} />
        </div>
      </div>
      <div>
        <SectionHeading id="about-heading" kicker={text.about.kicker} title={text.about.title} />
        <p className="mt-4 text-ink-600">{text.about.text}</p>
        <CheckList items={text.about.points} Icon={CheckCircle2} className="mt-5 space-y-2" />
        <ArrowLink to={paths.about()} className="mt-6">
          {text.about.more}
        </ArrowLink>
      </div>
    </section>
  );
}

/** Under the products: the shop in numbers, a customer's word, why shop with us and news from the farms. */
export function HomeMore() {
  const text = useMessages(homeSectionsMessages);
  const format = useFormat();
  return (
    <>
      <section aria-label={text.stats.label} className="mt-14 bg-brand-900 text-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 text-center lg:grid-cols-4">
          {text.stats.items.map((stat) => (
            <div key={stat.label} className="flex flex-col gap-1">
              <dt className="order-last text-brand-100">{stat.label}</dt>
              <dd className="font-display text-4xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="testimonial-heading" className="mx-auto max-w-3xl px-4 py-14 text-center">
        <SectionHeading id="testimonial-heading" title={text.testimonial.title} />
        <figure className="mt-8 rounded-card border border-cream-200 bg-white p-6 shadow-sm sm:p-10">
          <Quote className="mx-auto size-10 text-brand-300" aria-hidden />
          <blockquote className="mt-4 text-lg leading-relaxed text-ink-900">{text.testimonial.quote}</blockquote>
          <RatingStars avgRating={5} className="mt-5" />
          <figcaption className="mt-3">
            <span className="block font-semibold">{text.testimonial.author}</span>
            <span className="text-sm text-ink-600">{text.testimonial.since}</span>
          </figcaption>
        </figure>
      </section>

      <section aria-label={text.promos.label} className="mx-auto grid max-w-7xl gap-4 px-4 sm:grid-cols-3">
        {text.promos.items.map((promo, i) => {
          const { Icon, className } = PROMO_TILES[i]!;
          return (
            <div key={promo.title} className={`rounded-card p-6 ${className}`}>
              <Icon className="size-10" strokeWidth={1.5} aria-hidden />
              <h3 className="mt-4 font-display text-xl font-bold">{promo.title}</h3>
              <p className="mt-2 text-ink-600">{promo.text}</p>
            </div>
          );
        })}
      </section>

      <section aria-labelledby="news-heading" className="mx-auto max-w-7xl px-4 py-14">
        <SectionHeading id="news-heading" title={text.news.title} />
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {text.news.items.map((item) => (
            <article key={item.title} className="rounded-card border border-cream-200 bg-white p-6 shadow-sm">
              <time dateTime={item.date} className="text-sm font-semibold text-brand-700">
                {format.date(item.date, 'long')}
              </time>
              <h3 className="mt-2 font-display text-xl font-bold">{item.title}</h3>
              <p className="mt-2 text-ink-600">{item.text}</p>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
