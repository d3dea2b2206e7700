import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { paginationWindow } from '../../../../components/ui/pagination';

export interface PaginationLabels {
  nav: string;
  previous: string;
  next: string;
  page: (page: number) => string;
}

export const PAGINATION_EN: PaginationLabels = {
  nav: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
};

export const PAGINATION_VI: PaginationLabels = {
  nav: 'Phân trang',
  previous: 'Trước',
  next: 'Sau',
  page: (page) => `Trang ${page}`,
};

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
}

export function Pagination({ currentPage, totalPages, onPageChange, labels }: PaginationProps) {
  if (totalPages <= 1) return null;
  const button =
    'grid h-9 min-w-9 place-items-center rounded-lg px-2 text-sm font-medium transition disabled:opacity-40';
  return (
    <nav aria-label={labels.nav} className="flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        className={clsx(button, 'text-ink-600 hover:bg-cream-100')}
        disabled={currentPage <= 1}
        onClick={() => onPageChange(currentPage - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden />
        <span className="sr-only">{labels.previous}</span>
      </button>
      {paginationWindow(currentPage, totalPages).map((page) =>
        typeof page === 'string' ? (
          <span key={page} className="px-1 text-ink-400" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={page}
            type="button"
            aria-label={labels.page(page)}
            aria-current={page === currentPage ? 'page' : undefined}
            onClick={() => onPageChange(page)}
            className={clsx(
              button,
              page === currentPage ? 'bg-brand-600 text-white' : 'text-ink-900 hover:bg-cream-100',
            )}
          >
            {page}
          </button>
        ),
      )}
      <button
        type="button"
        className={clsx(button, 'text-ink-600 hover:bg-cream-100')}
        disabled={currentPage >= totalPages}
        onClick={() => onPageChange(currentPage + 1)}
      >
        <ChevronRight className="size-4" aria-hidden />
        <span className="sr-only">{labels.next}</span>
      </button>
    </nav>
  );
}
