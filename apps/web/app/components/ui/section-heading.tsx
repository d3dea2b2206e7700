import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';

/** A storefront section's h2, with an optional small kicker above it ("ABOUT US" over "Fresh from our farm"). */
export function SectionHeading({
  id,
  kicker,
  title,
  className,
}: {
  /** The heading's id, for the section that `aria-labelledby` it. */
  id: string;
  kicker?: string;
  title: string;
  className?: string;
}) {
  return (
    <>
      {kicker && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{kicker}</p>}
      <h2 id={id} className={clsx('font-display text-3xl font-bold', kicker && 'mt-2', className)}>
        {title}
      </h2>
    </>
  );
}

/** A list of short selling points, each behind a green tick (`Icon`). */
export function CheckList({
  items,
  Icon,
  className,
}: {
  items: readonly string[];
  Icon: LucideIcon;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}
