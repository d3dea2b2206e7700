import { formatShopDay, formatSlotHours } from '@veggie/contract';
import { Banknote, PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { adminPaths } from '../../../../config/admin-paths';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { useOrdersToday } from '../api/get-orders-today';
import { AlertBanner } from '../../shared/components/alert-banner';
import { CardSection } from '../../shared/components/card-section';
import { useAdminFormat } from '../../shared/format';
import { adminDashboardMessages } from '../messages';

/** The orders list of one delivery day, as its filter keeps it in the address. */
const ordersOfDay = (date: string, status?: string) =>
  `${adminPaths.orders()}?${new URLSearchParams({ ...(status && { status }), deliveryDate: date })}`;

/** The owner's morning: today's slots and how full they are, what is left to pack, and the cash to collect. */
export function TodayPanel() {
  const text = useMessages(adminDashboardMessages).today;
  const format = useAdminFormat();
  const locale = useLocale();
  const { data, isError } = useOrdersToday();
  return (
    <CardSection id="today" title={data ? text.title(formatShopDay(data.date, locale)) : text.heading}>
      {isError && <AlertBanner message={text.loadFailed} />}
      {data && (
        <div className="mt-4 grid items-start gap-4 lg:grid-cols-[1fr_2fr]">
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
            <div className="rounded-xl border border-cream-200 p-4">
              <dt className="flex items-center gap-2 text-sm font-medium text-ink-600">
                <PackageOpen className="size-5 text-amber-700" aria-hidden />
                {text.toPack}
              </dt>
              <dd className="mt-1 font-display text-2xl font-bold tabular-nums">{data.toPack}</dd>
              <dd>
                <Link to={ordersOfDay(data.date, 'processing')} className="text-sm text-brand-700 hover:underline">
                  {text.seeToPack}
                </Link>
              </dd>
            </div>
            <div className="rounded-xl border border-cream-200 p-4">
              <dt className="flex items-center gap-2 text-sm font-medium text-ink-600">
                <Banknote className="size-5 text-emerald-700" aria-hidden />
                {text.cash}
              </dt>
              <dd className="mt-1 font-display text-2xl font-bold tabular-nums">
                {format.money(data.cashToCollect.amount)}
              </dd>
              <dd className="text-sm text-ink-600">{text.cashOrders(data.cashToCollect.orders)}</dd>
            </div>
          </dl>
          <div>
            <h3 className="font-semibold">{text.slots}</h3>
            {data.slots.length === 0 ? (
              <p className="mt-2 text-ink-600">{text.noSlots}</p>
            ) : (
              <ul className="mt-2 divide-y divide-cream-200">
                {data.slots.map((slot) => (
                  <li key={slot._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                    <span>
                      <span className="font-semibold tabular-nums">{formatSlotHours(slot)}</span>
                      <span className="ml-2 text-ink-600">{slot.zone.name}</span>
                    </span>
                    <span className="flex items-center gap-2 text-sm tabular-nums">
                      <meter
                        min={0}
                        max={Math.max(slot.capacity, 1)}
                        value={slot.booked}
                        aria-label={text.load(slot.booked, slot.capacity)}
                        className="h-2 w-24"
                      />
                      {text.load(slot.booked, slot.capacity)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Link to={ordersOfDay(data.date)} className="mt-2 inline-block text-sm text-brand-700 hover:underline">
              {text.seeDay}
            </Link>
          </div>
        </div>
      )}
    </CardSection>
  );
}
