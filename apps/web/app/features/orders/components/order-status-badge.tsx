import clsx from 'clsx';
import type { OrderStatus } from '@veggie/contract';
import { isOrderStatus, orderStatusLabel } from '../order-format';

const STATUS_CLASSES: Record<OrderStatus, string> = {
  processing: 'bg-amber-100 text-amber-900',
  shipped: 'bg-sky-100 text-sky-900',
  delivered: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-sale-50 text-sale-700',
};

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-pill px-2.5 py-1 text-xs font-semibold',
        isOrderStatus(status) ? STATUS_CLASSES[status] : 'bg-cream-200 text-ink-600',
      )}
    >
      {orderStatusLabel(status)}
    </span>
  );
}
