import type { OrderStatus } from '@veggie/contract';
import clsx from 'clsx';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const ORDER_STATUS_TONES: Record<OrderStatus, string> = {
  processing: 'bg-amber-100 text-amber-900',
  shipped: 'bg-sky-100 text-sky-900',
  delivered: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-sale-50 text-sale-700',
};

/** The label of a status; anything outside the four reads 'Unknown' (spec §4). */
export function orderStatusLabel(status: string): string {
  return (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? 'Unknown';
}

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-pill px-2.5 py-0.5 text-xs font-semibold',
        (ORDER_STATUS_TONES as Record<string, string>)[status] ?? 'bg-cream-100 text-ink-600',
      )}
    >
      {orderStatusLabel(status)}
    </span>
  );
}
