import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { layoutMessages } from './messages';

interface PageBannerProps {
  title: string;
  /** The trail after Home; the last entry is the current page (no link). */
  trail?: { label: string; to?: string }[];
  /** The banner title is the page heading unless the page has its own h1. */
  as?: 'h1' | 'p';
}

/** The green band at the top of inner pages: a title and a breadcrumb back to Home. */
export function PageBanner({ title, trail = [], as: Heading = 'h1' }: PageBannerProps) {
  const text = useMessages(layoutMessages).banner;
  const crumbs = [{ label: text.home, to: paths.home() }, ...trail];
  return (
    <div className="bg-gradient-to-r from-brand-800 to-brand-600 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 text-center sm:py-14">
        <Heading className="font-display text-3xl font-bold sm:text-4xl">{title}</Heading>
        <nav aria-label={text.breadcrumb} className="mt-3">
          <ol className="flex flex-wrap items-center justify-center gap-1 text-sm text-brand-50">
            {crumbs.map((crumb, i) => {
              const last = i === crumbs.length - 1;
              return (
                <li key={`${crumb.label}-${i}`} className="flex items-center gap-1">
                  {crumb.to && !last ? (
                    <Link to={crumb.to} className="underline-offset-2 hover:underline">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current={last ? 'page' : undefined} className="font-semibold text-white">
                      {crumb.label}
                    </span>
                  )}
                  {!last && <ChevronRight className="size-4" aria-hidden />}
                </li>
              );
            })}
          </ol>
        </nav>
      </div>
    </div>
  );
}
