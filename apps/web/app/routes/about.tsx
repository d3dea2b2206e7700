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
import { Link } from 'react-router';
import { PageBanner } from '../components/layout/page-banner';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/about';

const FEATURES: { Icon: LucideIcon; title: string; text: string }[] = [
  {
    Icon: RotateCcw,
    title: 'Return Policy',
    text: 'Not happy with an item? Tell us within 24 hours of delivery and we refund or replace it.',
  },
  {
    Icon: Leaf,
    title: '100% Fresh',
    text: 'Harvested the day before delivery and kept chilled from the farm to your door.',
  },
  {
    Icon: Headphones,
    title: 'Support 24/7',
    text: 'Our team answers by phone, email and chat, day and night, in Vietnamese and English.',
  },
  {
    Icon: ShieldCheck,
    title: 'Secured Payment',
    text: 'Pay in cash when your order arrives; we never ask for card details online.',
  },
];

const REASONS = [
  'We visit every partner farm each season and check how it grows',
  'Farmers set their own prices, and we pay them within a week',
  'Short supply chain: from field to door in under 48 hours',
  'Recyclable packaging and reusable cool boxes',
];

const TEAM = [
  {
    name: 'Trần Minh Khoa',
    role: 'Founder',
    bio: 'Grew up on a vegetable farm in Đà Lạt and started Veggie Market in 2019.',
  },
  {
    name: 'Lê Thị Mai',
    role: 'Head of Sourcing',
    bio: 'Agronomist who works with our 285 partner farms on organic certification.',
  },
  {
    name: 'Phạm Quốc Bảo',
    role: 'Delivery Lead',
    bio: 'Keeps our cool vans on time across Hà Nội and TP. Hồ Chí Minh.',
  },
];

const OFFER: { Icon: LucideIcon; title: string; text: string }[] = [
  { Icon: Sprout, title: 'Leafy greens & herbs', text: 'Morning glory, bok choy, lettuce, basil and perilla.' },
  { Icon: Carrot, title: 'Root vegetables', text: 'Carrots, sweet potatoes, radishes and taro from Lâm Đồng.' },
  { Icon: Apple, title: 'Tropical fruit', text: 'Mango, pomelo, dragon fruit and rambutan from the Mekong Delta.' },
  { Icon: Wheat, title: 'Beans & grains', text: 'Mung beans, peanuts and brown rice from family farms.' },
];

function initials(name: string): string {
  const words = name.split(' ');
  return `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`;
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'About us',
    'Veggie Market connects families in Vietnam with organic farms: who we are, how we choose our farmers and what we promise.',
  );

export default function About() {
  return (
    <>
      <PageBanner title="About Us" trail={[{ label: 'About' }]} />

      <section
        aria-labelledby="our-story"
        className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-2"
      >
        <div className="grid aspect-[4/3] place-items-center rounded-card bg-brand-100 text-brand-700" aria-hidden>
          <Leaf className="size-28" strokeWidth={1} />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Our story</p>
          <h2 id="our-story" className="mt-2 font-display text-3xl font-bold">
            Fresh from Vietnamese farms since 2019
          </h2>
          <p className="mt-4 leading-relaxed text-ink-600">
            Veggie Market began with one van and twelve farms around Đà Lạt. Today we work with families from Lâm Đồng
            to Cần Thơ who grow fruit and vegetables the organic way: healthy soil, no synthetic pesticides and harvests
            timed to the season.
          </p>
          <p className="mt-3 leading-relaxed text-ink-600">
            We buy directly, so farmers earn more and you pay less than for imported produce. Every order is packed the
            morning it leaves and delivered cool to homes in Hà Nội and TP. Hồ Chí Minh.
          </p>
        </div>
      </section>

      <section aria-labelledby="why-us" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-[1fr_2fr]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Why choose us</p>
            <h2 id="why-us" className="mt-2 font-display text-3xl font-bold">
              Organic you can trust
            </h2>
            <ul className="mt-5 space-y-3">
              {REASONS.map((reason) => (
                <li key={reason} className="flex items-start gap-2">
                  <BadgeCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
                  {reason}
                </li>
              ))}
            </ul>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {FEATURES.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-card border border-cream-200 bg-cream-50 p-6">
                <Icon className="size-9 text-brand-600" strokeWidth={1.5} aria-hidden />
                <h3 className="mt-3 font-display text-xl font-bold">{title}</h3>
                <p className="mt-2 text-ink-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="team" className="text-center font-display text-3xl font-bold">
          Meet our team
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {TEAM.map((member) => (
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
          <h2 id="what-we-offer" className="text-center font-display text-3xl font-bold">
            What we offer
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {OFFER.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-card bg-white p-6 shadow-sm">
                <Icon className="size-9 text-brand-600" strokeWidth={1.5} aria-hidden />
                <h3 className="mt-3 font-display text-lg font-bold">{title}</h3>
                <p className="mt-2 text-ink-600">{text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 text-center">
            <Link
              to={paths.categories()}
              className="inline-flex rounded-pill bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
            >
              Browse categories
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
