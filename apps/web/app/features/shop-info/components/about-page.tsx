import { Apple, Carrot, Leaf, Sprout, Wheat, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { lazy, memo, Suspense } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../../../components/layout/page-banner';
import { SectionHeading } from '../../../components/ui/section-heading';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { aboutMessages } from '../about/messages';

/** Icons of the offer, in the order of the catalogue's list. */
const OFFER_ICONS: LucideIcon[] = [Sprout, Carrot, Apple, Wheat];

/*
 * The sections between the story and the offer (why us, the team) with their words: a chunk of their own, fetched
 * as this module loads, so the first load carries the banner, the story and the offer with its link only. The
 * server renders them with the page; in the browser React leaves their HTML in place until their code has come and
 * hydrates them then. Memoised: a re-render of the page before they hydrate must not reach them (React would drop
 * their server HTML).
 */
const loadSections = () => import('./about-sections');
if (typeof window !== 'undefined') void loadSections();
const LazyWhyAndTeam = lazy(() => loadSections().then((module) => ({ default: module.AboutWhyAndTeam })));
const AboutWhyAndTeam = memo(function AboutWhyAndTeam() {
  return (
    <Suspense fallback={null}>
      <LazyWhyAndTeam />
    </Suspense>
  );
});

export function AboutPage() {
  const text = useMessages(aboutMessages);
  return (
    <>
      <PageBanner title={text.banner} trail={[{ label: text.crumb }]} />

      <section
        aria-labelledby="our-story"
        className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-2"
      >
        <div className="grid aspect-[4/3] place-items-center rounded-card bg-brand-100 text-brand-700" aria-hidden>
          <Leaf className="size-28" strokeWidth={1} />
        </div>
        <div>
          <SectionHeading id="our-story" kicker={text.story.kicker} title={text.story.title} />
          {text.story.paragraphs.map((paragraph, i) => (
            <p key={i} className={clsx('leading-relaxed text-ink-600', i === 0 ? 'mt-4' : 'mt-3')}>
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <AboutWhyAndTeam />

      <section aria-labelledby="what-we-offer" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <SectionHeading id="what-we-offer" title={text.offer.title} className="text-center" />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {text.offer.items.map((item, i) => (
              <IconCard
                key={item.title}
                Icon={OFFER_ICONS[i]}
                {...item}
                className="bg-white shadow-sm"
                titleClassName="text-lg"
              />
            ))}
          </ul>
          <div className="mt-10 text-center">
            <Link
              to={paths.categories()}
              className="inline-flex rounded-pill bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
            >
              {text.offer.browse}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

/** A feature or offer tile: icon, title and a line of text (about-sections.tsx shows the features with it). */
export function IconCard({
  Icon,
  title,
  text,
  className,
  titleClassName,
}: {
  Icon: LucideIcon | undefined;
  title: string;
  text: string;
  className: string;
  titleClassName: string;
}) {
  return (
    <li className={clsx('rounded-card p-6', className)}>
      {Icon && <Icon className="size-9 text-brand-600" strokeWidth={1.5} aria-hidden />}
      <h3 className={clsx('mt-3 font-display font-bold', titleClassName)}>{title}</h3>
      <p className="mt-2 text-ink-600">{text}</p>
    </li>
  );
}
