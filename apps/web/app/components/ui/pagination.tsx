import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useMessages } from '../../lib/i18n';
import { uiMessages } from './messages';

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
  /**
   * Turns the pages into buttons calling this (an admin list keeps its page in state); without it they
   * are links to the current URL with another `page`.
   */
  onPageChange?: (page: number) => void;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-pill border px-2.5 text-sm font-semibold transition sm:px-3';
const idleClass = 'border-cream-200 bg-white text-ink-900 hover:border-brand-500 hover:text-brand-700';

/** Numbered pages, as links for the current URL or as buttons: Prev, first, window, last, Next. */
export function Pagination({ onPageChange, ...props }: PaginationProps) {
  if (!onPageChange) return <UrlPagination {...props} />;
  return <PageList {...props} target={(page) => ({ onClick: () => onPageChange(page) })} />;
}

function UrlPagination(props: Omit<PaginationProps, 'onPageChange'>) {
  const { pathname, search } = useLocation();
  return <PageList {...props} target={(page) => ({ to: `${pathname}${searchWithPage(search, page)}` })} />;
}

interface PageListProps extends Omit<PaginationProps, 'onPageChange'> {
  target: (page: number) => PageTarget;
}

function PageList({ currentPage, totalPages, label, className, target }: PageListProps) {
  const text = useMessages(uiMessages).pagination;
  const items = paginationWindow(currentPage, totalPages);
  if (items.length === 0) return null;

  return (
    <nav aria-label={label ?? text.nav} className={clsx('flex flex-wrap items-center justify-center gap-2', className)}>
      {/* Phones: the page numbers on one line, Prev and Next below them; wider screens: one row. */}
      <div className="order-2 sm:order-1">
        <StepControl target={currentPage > 1 ? target(currentPage - 1) : null} rel="prev">
          <ChevronLeft className="size-4" aria-hidden />
          {text.previous}
        </StepControl>
      </div>
      <ul className="order-1 flex w-full flex-wrap items-center justify-center gap-1.5 sm:order-2 sm:w-auto sm:gap-2">
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {item === currentPage ? (
                <span
                  aria-current="page"
                  aria-label={text.page(item)}
                  className={clsx(itemClass, 'border-brand-600 bg-brand-600 text-white')}
                >
                  {item}
                </span>
              ) : (
                <PageControl target={target(item)} aria-label={text.page(item)} className={clsx(itemClass, idleClass)}>
                  {item}
                </PageControl>
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
        <StepControl target={currentPage < totalPages ? target(currentPage + 1) : null} rel="next">
          {text.next}
          <ChevronRight className="size-4" aria-hidden />
        </StepControl>
      </div>
    </nav>
  );
}

type PageTarget = { to: string } | { onClick: () => void };

interface PageControlProps {
  target: PageTarget;
  className: string;
  children: ReactNode;
  rel?: 'prev' | 'next';
  'aria-label'?: string;
}

/** A link to the page, or a button that turns to it. */
function PageControl({ target, children, ...props }: PageControlProps) {
  if ('to' in target) {
    return (
      <Link to={target.to} {...props}>
        {children}
      </Link>
    );
  }
  const { rel: _rel, ...buttonProps } = props;
  return (
    <button type="button" onClick={target.onClick} {...buttonProps}>
      {children}
    </button>
  );
}

function StepControl({
  target,
  rel,
  children,
}: {
  target: PageTarget | null;
  rel: 'prev' | 'next';
  children: ReactNode;
}) {
  if (target === null) {
    return (
      <span aria-disabled="true" className={clsx(itemClass, 'cursor-not-allowed border-cream-200 text-ink-400')}>
        {children}
      </span>
    );
  }
  return (
    <PageControl target={target} rel={rel} className={clsx(itemClass, idleClass)}>
      {children}
    </PageControl>
  );
}
