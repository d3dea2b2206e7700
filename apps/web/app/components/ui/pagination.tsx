import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page links to show: the current page ± `radius` (up to 5 pages), plus the first and last page
 * with a gap marker between them and the window. A gap of exactly one page shows that page instead,
 * since a marker would take the same room and hide where it leads. Empty when there is one page or none.
 */
export function paginationWindow(currentPage: number, totalPages: number, radius = 2): PageItem[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(1, Math.trunc(currentPage) || 1), totalPages);
  const start = Math.max(1, current - radius);
  const end = Math.min(totalPages, current + radius);

  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start === 3) items.push(2);
  else if (start > 3) items.push('gap-start');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end === totalPages - 2) items.push(totalPages - 1);
  else if (end < totalPages - 2) items.push('gap-end');
  if (end < totalPages) items.push(totalPages);
  return items;
}

/** The query string for `page`, keeping every other parameter; page 1 is the default and is left out. */
export function searchWithPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `?${query}` : '';
}

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** What the pages are of, for screen readers: "Products pages". */
  label?: string;
  className?: string;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-pill border px-2.5 text-sm font-semibold transition sm:px-3';

/** Numbered page links for the current URL: Prev, first, window, last, Next. */
export function Pagination({ currentPage, totalPages, label = 'Pagination', className }: PaginationProps) {
  const { pathname, search } = useLocation();
  const items = paginationWindow(currentPage, totalPages);
  if (items.length === 0) return null;
  const hrefFor = (page: number) => `${pathname}${searchWithPage(search, page)}`;
  const hasPrev = currentPage > 1;
  const hasNext = currentPage < totalPages;

  return (
    <nav aria-label={label} className={clsx('flex flex-wrap items-center justify-center gap-2', className)}>
      {/* Phones: the page numbers on one line, Prev and Next below them; wider screens: one row. */}
      <div className="order-2 sm:order-1">
        <StepLink to={hasPrev ? hrefFor(currentPage - 1) : null} rel="prev">
          <ChevronLeft className="size-4" aria-hidden />
          Prev
        </StepLink>
      </div>
      <ul className="order-1 flex w-full flex-wrap items-center justify-center gap-1.5 sm:order-2 sm:w-auto sm:gap-2">
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {item === currentPage ? (
                <span
                  aria-current="page"
                  aria-label={`Page ${item}`}
                  className={clsx(itemClass, 'border-brand-600 bg-brand-600 text-white')}
                >
                  {item}
                </span>
              ) : (
                <Link
                  to={hrefFor(item)}
                  aria-label={`Page ${item}`}
                  className={clsx(
                    itemClass,
                    'border-cream-200 bg-white text-ink-900 hover:border-brand-500 hover:text-brand-700',
                  )}
                >
                  {item}
                </Link>
              )}
            </li>
          ) : (
            <li key={item} aria-hidden className="grid h-10 w-5 place-items-center text-ink-600">
              …
            </li>
          ),
        )}
      </ul>
      <div className="order-3">
        <StepLink to={hasNext ? hrefFor(currentPage + 1) : null} rel="next">
          Next
          <ChevronRight className="size-4" aria-hidden />
        </StepLink>
      </div>
    </nav>
  );
}

function StepLink({ to, rel, children }: { to: string | null; rel: 'prev' | 'next'; children: ReactNode }) {
  if (to === null) {
    return (
      <span aria-disabled="true" className={clsx(itemClass, 'cursor-not-allowed border-cream-200 text-ink-400')}>
        {children}
      </span>
    );
  }
  return (
    <Link
      to={to}
      rel={rel}
      className={clsx(itemClass, 'border-cream-200 bg-white text-ink-900 hover:border-brand-500 hover:text-brand-700')}
    >
      {children}
    </Link>
  );
}
