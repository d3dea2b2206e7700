import {
  Apple,
  BadgeCheck,
  Carrot,
  Headphones,
  Leaf,
  RotateCcw,
  ShieldCheck,
  Sprout,
  Wheat,
  type LucideIcon,
} from 'lucide-react';
import clsx from 'clsx';
import { Link } from 'react-router';
import { PageBanner } from '../../../components/layout/page-banner';
import { CheckList, SectionHeading } from '../../../components/ui/section-heading';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { aboutMessages } from '../about/messages';

/** Icons of the features and of the offer, in the order of the catalogue's lists. */
const FEATURE_ICONS: LucideIcon[] = [RotateCcw, Leaf, Headphones, ShieldCheck];
const OFFER_ICONS: LucideIcon[] = [Sprout, Carrot, Apple, Wheat];

function initials(name: string): string {
  const words = name.split(' ');
  return `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`;
}

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

      <section aria-labelledby="why-us" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-[1fr_2fr]">
          <div>
            <SectionHeading id="why-us" kicker={text.why.kicker} title={text.why.title} />
            <CheckList items={text.why.reasons} Icon={BadgeCheck} className="mt-5 space-y-3" />
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {text.why.features.map((feature, i) => (
              <IconCard
                key={feature.title}
                Icon={FEATURE_ICONS[i]}
                {...feature}
                className="border border-cream-200 bg-cream-50"
                titleClassName="text-xl"
              />
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team" className="mx-auto max-w-7xl px-4 py-14">
        <SectionHeading id="team" title={text.team.title} className="text-center" />
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {text.team.members.map((member) => (
            <li
              key={member.name}
              className="flex flex-col items-center rounded-card border border-cream-200 bg-white p-6 text-center shadow-sm"
            >
              <span
                aria-hidden
                className="grid size-20 place-items-center rounded-pill bg-brand-600 font-display text-2xl font-bold text-white"
              >
                {initials(member.name)}
              </span>
              <h3 className="mt-4 text-lg font-bold">{member.name}</h3>
              <p className="text-sm font-semibold text-brand-700">{member.role}</p>
              <p className="mt-2 text-ink-600">{member.bio}</p>
            </li>
          ))}
        </ul>
      </section>

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

/** A feature or offer tile: icon, title and a line of text. */
function IconCard({
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
