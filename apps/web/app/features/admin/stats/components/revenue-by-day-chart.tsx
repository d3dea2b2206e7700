import { useMessages } from '../../../../lib/i18n';
import { adminStatsMessages } from '../messages';
import type { DaySummary } from '../order-stats';
import { useAdminFormat } from '../../shared/format';

function shortDate(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}

/** Thirty CSS bars, one per day; the numbers are in each bar's title and in a hidden table for screen readers. */
export function RevenueByDayChart({ days }: { days: DaySummary[] }) {
  const text = useMessages(adminStatsMessages).chart;
  const format = useAdminFormat();
  if (days.length === 0) return <p className="mt-4 text-sm text-ink-600">{text.empty}</p>;
  const labelEvery = Math.ceil(days.length / 6);
  return (
    <figure className="mt-4">
      <div className="flex h-48 items-end gap-[2px] border-b border-l border-cream-200 pl-1 sm:gap-1" aria-hidden>
        {days.map((day) => (
          <div
            key={day.date}
            className="group relative flex h-full flex-1 items-end"
            title={text.bar(format.day(day.date), format.money(day.revenue), day.orders)}
          >
            <div
              className="w-full rounded-t bg-brand-500 transition group-hover:bg-brand-700"
              style={{ height: day.revenue > 0 ? `max(${day.bar}%, 3px)` : '0' }}
            />
          </div>
        ))}
      </div>
      <div className="mt-1 flex gap-[2px] pl-1 text-[10px] text-ink-600 sm:gap-1 sm:text-xs" aria-hidden>
        {days.map((day, index) => (
          <span key={day.date} className="flex-1 text-center whitespace-nowrap">
            {index % labelEvery === 0 ? shortDate(day.date) : ''}
          </span>
        ))}
      </div>
      <figcaption className="sr-only">{text.caption}</figcaption>
      {/* A table ignores the 1 px box of sr-only, so the wrapper hides it. */}
      <div className="sr-only">
        <table>
          <thead>
            <tr>
              <th>{text.date}</th>
              <th>{text.orders}</th>
              <th>{text.revenue}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <td>{format.day(day.date)}</td>
                <td>{day.orders}</td>
                <td>{format.money(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
