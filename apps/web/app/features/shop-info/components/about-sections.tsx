import { BadgeCheck, Headphones, Leaf, RotateCcw, ShieldCheck, type LucideIcon } from 'lucide-react';
import { CheckList, SectionHeading } from '../../../components/ui/section-heading';
import { useMessages } from '../../../lib/i18n';
import { aboutSectionsMessages } from '../about/sections-messages';
import { IconCard } from './about-page';

/*
 * The About page's sections between its story and its offer (why us, the team): a chunk of their own
 * (about-page.tsx), rendered by the server with the page and hydrated when their code arrives.
 */

/** Icons of the features, in the order of the catalogue's list. */
const FEATURE_ICONS: LucideIcon[] = [RotateCcw, Leaf, Headphones, ShieldCheck];

function initials(name: string): string {
  const words = name.split(' ');
  return `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`;
}

export function AboutWhyAndTeam() {
  const text = useMessages(aboutSectionsMessages);
  return (
    <>
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
    </>
  );
}
