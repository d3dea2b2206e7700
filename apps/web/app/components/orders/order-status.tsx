import { ORDER_STATUSES, type OrderStatus } from '@veggie/contract';
import clsx from 'clsx';
import { useMessages } from '../../lib/i18n';
import { orderStatusMessages } from './messages';

/**
 * How an order's status and id read everywhere, storefront and admin alike: one module so that a shopper
 * and the shop owner always name the same order and the same status the same way (spec §4, §9).
 */

export const ORDER_STATUS_TONES: Record<OrderStatus, string> = {
  processing: 'bg-amber-100 text-amber-900',
  shipped: 'bg-sky-100 text-sky-900',
  delivered: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-sale-50 text-sale-700',
};

export function isOrderStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

/** The status as a label; any value outside the four statuses reads 'Unknown' (in English by default). */
export function orderStatusLabel(status: string, text = orderStatusMessages.en): string {
  return isOrderStatus(status) ? text.status[status] : text.unknown;
}

/** The id as customers see it: the last 8 characters, uppercased, e.g. "#AB12CD34". */
export function formatOrderId(id: string): string {
  return `#${id.slice(-8).toUpperCase()}`;
}

/** `compact` is the admin tables' denser row height; the storefront's order cards use the default. */
export function OrderStatusBadge({ status, compact = false }: { status: string; compact?: boolean }) {
  const text = useMessages(orderStatusMessages);
  return (
    <span
      className={clsx(
        'inline-flex rounded-pill px-2.5 text-xs font-semibold whitespace-nowrap',
        compact ? 'py-0.5' : 'items-center py-1',
        isOrderStatus(status) ? ORDER_STATUS_TONES[status] : 'bg-cream-200 text-ink-600',
      )}
    >
      {orderStatusLabel(status, text)}
    </span>
  );
}
