import { formatShopDate, type SlotLoad } from '@veggie/contract';
import clsx from 'clsx';
import { ClipboardList } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { adminPaths } from '../../../../config/admin-paths';
import { serverMessage } from '../../../../lib/api-client';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { AlertBanner } from '../../shared/components/alert-banner';
import { PageHeader } from '../../shared/components/page-header';
import { ui } from '../../shared/ui';
import { useSlotLoad } from '../api/slot-load';
import { shopToday, slotTimeRange } from '../delivery-format';
import { adminDeliveryMessages } from '../messages';
import { DeliveryNav } from './delivery-nav';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One day's delivery slots per zone, booked against capacity; the day is in the URL (`?date=`). */
export function AdminSlotLoad() {
  const text = useMessages(adminDeliveryMessages);
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date') ?? '';
  const date = DAY.test(asked) ? asked : shopToday();
  const slots = useSlotLoad(date);

  const byZone = new Map<string, { name: string; slots: SlotLoad[] }>();
  for (const slot of slots.data ?? []) {
    const group = byZone.get(slot.zone._id) ?? { name: slot.zone.name, slots: [] };
    group.slots.push(slot);
    byZone.set(slot.zone._id, group);
  }

  return (
    <div>
      <PageHeader title={text.load.title} description={text.load.description} />
      <DeliveryNav />
      <div className="mb-6 max-w-xs">
        <label htmlFor="slot-load-date" className={ui.label}>
          {text.load.date}
        </label>
        <input
          id="slot-load-date"
          type="date"
          className={ui.input}
          value={date}
          onChange={(event) => {
            if (DAY.test(event.target.value)) setSearch({ date: event.target.value }, { replace: true });
          }}
        />
      </div>
      {slots.isError && <AlertBanner message={serverMessage(slots.error) ?? text.load.loadFailed} />}
      {slots.isPending ? (
        <p role="status" className="text-ink-600">
          {text.load.loading}
        </p>
      ) : (
        slots.data?.length === 0 && (
          <p className="text-ink-600">{text.load.empty(formatShopDate(date, locale, 'long'))}</p>
        )
      )}
      <div className="flex flex-col gap-8">
        {[...byZone].map(([zoneId, zone]) => (
          <section key={zoneId} aria-labelledby={`zone-${zoneId}`}>
            <h2 id={`zone-${zoneId}`} className="mb-3 font-display text-xl font-bold text-ink-900">
              {zone.name}
            </h2>
            <ul aria-label={text.load.zoneSlots(zone.name)} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {zone.slots.map((slot) => (
                <SlotCard key={slot._id} slot={slot} date={date} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

function SlotCard({ slot, date }: { slot: SlotLoad; date: string }) {
  const text = useMessages(adminDeliveryMessages).load;
  const time = slotTimeRange(slot.start, slot.end);
  const full = slot.booked >= slot.capacity;
  const share = slot.capacity > 0 ? Math.min(100, Math.round((slot.booked / slot.capacity) * 100)) : 100;
  return (
    <li className={`${ui.card} flex flex-col gap-2 p-4`}>
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-lg font-semibold tabular-nums">{time}</span>
        {full && <span className="text-sm font-semibold text-sale-600">{text.full}</span>}
      </div>
      <p className="text-sm text-ink-900 tabular-nums">{text.booked(slot.booked, slot.capacity)}</p>
      <div className="h-2 overflow-hidden rounded-pill bg-cream-200" aria-hidden>
        <div className={clsx('h-full', full ? 'bg-sale-600' : 'bg-brand-600')} style={{ width: `${share}%` }} />
      </div>
      <Link
        to={adminPaths.packingList(slot._id, date)}
        aria-label={text.packingListFor(slot.zone.name, time)}
        className={`${ui.btnSecondary} mt-1 self-start`}
      >
        <ClipboardList className="size-4" aria-hidden />
        {text.packingList}
      </Link>
    </li>
  );
}
