import { formatShopDate } from '@veggie/contract';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { adminPaths } from '../../../../config/admin-paths';
import { serverMessage } from '../../../../lib/api-client';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { AlertBanner } from '../../shared/components/alert-banner';
import { useAdminFormat } from '../../shared/format';
import { ui } from '../../shared/ui';
import { usePackingList } from '../api/slot-load';
import { slotTimeRange } from '../delivery-format';
import { PackedOrder } from './packed-order';
import { adminDeliveryMessages } from '../messages';

/**
 * What the packers and the driver of one slot take along, made to be printed: the admin layout's chrome
 * and this page's buttons are hidden on paper (`print:`), and the page prints black on white. The packers
 * record here what each line sold by weight weighed (PackedOrder).
 */
export function AdminPackingList({ slotId }: { slotId: string }) {
  const text = useMessages(adminDeliveryMessages).packing;
  const format = useAdminFormat();
  const locale = useLocale();
  const [search] = useSearchParams();
  const list = usePackingList(slotId);
  const back = adminPaths.deliverySlots(search.get('date') ?? undefined);

  const orders = list.data?.wards.flatMap((ward) => ward.orders) ?? [];
  // What the driver collects: cash on delivery and the balances of transfers weighed above what was paid.
  const cash = orders.reduce((sum, order) => sum + order.amountDue, 0);
  const total = orders.reduce((sum, order) => sum + order.totalAmount, 0);

  return (
    <div className="print:text-black">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={back} className={ui.btnSecondary}>
          <ArrowLeft className="size-4" aria-hidden />
          {text.back}
        </Link>
        <button type="button" className={ui.btnPrimary} onClick={() => window.print()} disabled={!list.data}>
          <Printer className="size-4" aria-hidden />
          {text.print}
        </button>
      </div>
      <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl print:text-black">{text.title}</h1>
      {list.isError && <AlertBanner message={serverMessage(list.error) ?? text.loadFailed} />}
      {list.isPending && (
        <p role="status" className="mt-4 text-ink-600">
          {text.loading}
        </p>
      )}
      {list.data && (
        <>
          <p className="mt-2 text-lg font-semibold print:text-black">
            {list.data.slot.zone.name} · {formatShopDate(list.data.slot.start, locale, 'long')} ·{' '}
            {slotTimeRange(list.data.slot.start, list.data.slot.end)}
          </p>
          <p className="text-ink-600 print:text-black">
            {text.summary(orders.length, list.data.slot.booked, list.data.slot.capacity)}
          </p>
          {orders.length === 0 && <p className="mt-6 text-ink-600 print:text-black">{text.empty}</p>}
          {list.data.wards.map((group) => (
            <section key={group.ward.code} aria-labelledby={`ward-${group.ward.code}`} className="mt-8">
              <h2
                id={`ward-${group.ward.code}`}
                className="border-b-2 border-ink-900 pb-1 font-display text-xl font-bold text-ink-900 print:border-black print:text-black"
              >
                {text.ward(group.ward.name, group.province.name)}
              </h2>
              {group.orders.map((order) => (
                <PackedOrder key={order._id} order={order} slotId={slotId} />
              ))}
            </section>
          ))}
          {orders.length > 0 && (
            <dl className="mt-8 grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1 border-t-2 border-ink-900 pt-3 print:border-black">
              <dt className="font-semibold">{text.grandTotal}</dt>
              <dd className="text-right font-semibold tabular-nums">{format.money(total)}</dd>
              <dt>{text.toCollect}</dt>
              <dd className="text-right tabular-nums">{format.money(cash)}</dd>
            </dl>
          )}
        </>
      )}
    </div>
  );
}
