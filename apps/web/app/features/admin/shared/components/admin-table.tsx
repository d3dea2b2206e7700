import clsx from 'clsx';
import type { Pagination as PageInfo } from '@veggie/contract';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { adminListMessages } from '../messages';
import { ui } from '../ui';
import { Pagination } from '../../../../components/ui/pagination';

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

export interface Column {
  label: string;
  /** Shown from the tablet width up; on a phone the row repeats its text under the first cells. */
  wide?: boolean;
  className?: string;
}

interface AdminTableProps<T> {
  /** Names the scrolling region for screen readers, e.g. "User list". */
  label: string;
  columns: Column[];
  /** Adds the header of a last column of row actions (edit, view, delete). */
  actions?: boolean;
  /** The rows of the current page; absent until the first page has arrived. */
  rows: T[] | undefined;
  pending: boolean;
  loading: string;
  empty: string;
  /** One `<tr>` (with its key) per row. */
  children: (row: T) => ReactNode;
}

/** An admin list's table: its frame, header, and its rows or a line saying they are loading or none match. */
export function AdminTable<T>({
  label,
  columns,
  actions,
  rows,
  pending,
  loading,
  empty,
  children,
}: AdminTableProps<T>) {
  const text = useMessages(adminListMessages);
  const message = pending ? loading : rows?.length === 0 ? empty : null;
  return (
    <TableFrame label={label}>
      <table className={ui.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} className={clsx(ui.th, column.wide && ui.wide, column.className)}>
                {column.label}
              </th>
            ))}
            {actions && (
              <th className={`${ui.th} text-right`}>
                <span className="sr-only md:not-sr-only">{text.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {message !== null ? (
            <TableMessageRow colSpan={columns.length + (actions ? 1 : 0)}>{message}</TableMessageRow>
          ) : (
            rows?.map(children)
          )}
        </tbody>
      </table>
    </TableFrame>
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
}

/** The pager under an admin list, in the screen's language. */
export function ListPagination({ pagination, onPageChange }: ListPaginationProps) {
  if (!pagination) return null;
  return (
    <div className="mt-4">
      <Pagination currentPage={pagination.currentPage} totalPages={pagination.totalPages} onPageChange={onPageChange} />
    </div>
  );
}
