import { useMessages } from '../../../../lib/i18n';
import { useNewOrderCount } from '../api/new-orders';
import { adminOrderMessages } from '../messages';

/** Beside "Orders" in the sidebar: how many orders came since this admin last opened the list (none: nothing). */
export function NewOrdersBadge() {
  const text = useMessages(adminOrderMessages);
  const { data } = useNewOrderCount();
  if (!data || data.count === 0) return null;
  return (
    <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 rounded-pill bg-amber-200 px-2 py-0.5 text-xs font-bold text-ink-900 tabular-nums">
      <span aria-hidden>{data.count > 99 ? '99+' : data.count}</span>
      <span className="sr-only">{text.newOrders(data.count)}</span>
    </span>
  );
}
