import type { Pagination as PageInfo } from '@veggie/contract';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ui } from '../ui';
import { Pagination, type PaginationLabels } from './pagination';

/**
 * The frame of a list table. On a phone a table can be wider than the screen: the frame then scrolls, and
 * keyboard users reach it (a named region in the tab order) to scroll it with the arrow keys.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className={`${ui.tableWrap} focus-visible:outline-2 focus-visible:outline-brand-600`}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}

/** One full-width row in place of the list rows: while loading, or when nothing matches. */
export function TableMessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className={`${ui.td} py-10 text-center text-ink-600`}>
        {children}
      </td>
    </tr>
  );
}

/** The last cell of a list row, holding its action buttons. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <td className={ui.td}>
      <div className={ui.actions}>{children}</div>
    </td>
  );
}

const ROW_ACTION_TONES = {
  brand: 'text-brand-700 hover:bg-brand-50',
  danger: 'text-sale-600 hover:bg-sale-50',
} as const;

interface RowActionButtonProps {
  icon: LucideIcon;
  /** Read by screen readers only; the button shows just the icon. */
  label: string;
  tone: keyof typeof ROW_ACTION_TONES;
  onClick: () => void;
  className?: string;
}

/** An icon button in a list row's actions cell (edit, view, delete). */
export function RowActionButton({ icon: Icon, label, tone, onClick, className }: RowActionButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`${ui.iconBtn} ${className ? `${className} ` : ''}${ROW_ACTION_TONES[tone]}`}
    >
      <Icon className="size-4" aria-hidden />
      <span className="sr-only">{label}</span>
    </button>
  );
}

interface ListPaginationProps {
  /** Absent until the first page has arrived; nothing is shown until then. */
  pagination: PageInfo | undefined;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
}

/** The pager under an admin list. */
export function ListPagination({ pagination, onPageChange, labels }: ListPaginationProps) {
  if (!pagination) return null;
  return (
    <div className="mt-4">
      <Pagination
        currentPage={pagination.currentPage}
        totalPages={pagination.totalPages}
        onPageChange={onPageChange}
        labels={labels}
      />
    </div>
  );
}
