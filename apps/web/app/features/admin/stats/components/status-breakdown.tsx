import { ORDER_STATUS_TONES } from '../../../../components/orders/order-status';
import { useMessages } from '../../../../lib/i18n';
import { CardSection } from '../../shared/components/card-section';
import { adminStatsMessages } from '../messages';
import type { StatusSummary } from '../order-stats';
import { useAdminFormat } from '../../shared/format';

interface StatusBreakdownProps {
  statuses: StatusSummary[];
  /**
   * The dashboard's line: count, share and revenue after a dotted leader, the count a dash until the
   * numbers are in. The statistics screen shows revenue in a card of its own, so there: count and share.
   */
  withRevenue?: { pending: boolean };
}

/** How many orders are in each status: the card on the dashboard and on the statistics screen. */
export function StatusBreakdown({ statuses, withRevenue }: StatusBreakdownProps) {
  const text = useMessages(adminStatsMessages);
  const format = useAdminFormat();
  return (
    <CardSection id="status-breakdown" title={text.statusBreakdown}>
      <ul className="mt-4 flex flex-col gap-3">
        {statuses.map((s) => (
          <li key={s.status} className="flex items-center gap-3">
            <span
              className={`w-24 rounded-pill px-2.5 py-0.5 text-center text-xs font-semibold ${ORDER_STATUS_TONES[s.status]}`}
            >
              {s.label}
            </span>
            {withRevenue ? (
              <>
                <span className="flex-1 border-b border-dashed border-cream-200" aria-hidden />
                <span className="text-sm text-ink-600">
                  <span className="font-semibold text-ink-900">{withRevenue.pending ? '—' : s.count}</span>{' '}
                  {text.orderCount(s.count)} ({s.percent}%) · {format.money(s.revenue)}
                </span>
              </>
            ) : (
              <>
                <span className="flex-1 text-sm text-ink-600">
                  {s.count} {text.orderCount(s.count)}
                </span>
                <span className="font-semibold tabular-nums">{s.percent}%</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
