import { formatSlotWindow, type DeliveryOptions, type PublicDeliveryZone } from '@veggie/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { useLocale, useMessages } from '../../../lib/i18n';
import { storage, useStoredValue } from '../../../lib/storage';
import { provincesQueryOptions, useWards } from '../../locations';
import { useWardDeliveryOptions } from '../api/get-delivery-options';
import { useDeliveryZones } from '../api/get-delivery-zones';
import { deliveryAreaMessages } from '../delivery-area-messages';

const select =
  'w-full rounded-xl border border-cream-200 bg-white px-3 py-2.5 text-ink-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-600/40 focus:outline-none disabled:bg-cream-100';

/**
 * "Do we deliver to you?" before registering: a province and a ward, answered with the zone's fee, free
 * threshold, minimum and earliest slot, or with where the shop does deliver. The ward is kept in the browser
 * (the cart's terms and the product page's earliest slot follow it).
 */
export function ZoneCheck({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const text = useMessages(deliveryAreaMessages).check;
  const checked = useStoredValue('deliveryWard');
  // On the cart the check opens on demand, so a cart page asks the server nothing by itself.
  const [opened, setOpened] = useState(initiallyOpen);
  const open = opened || Boolean(checked);
  const [province, setProvince] = useState<string | null>(null);
  const provinceCode = province ?? checked?.provinceCode ?? '';
  const provinces = useQuery({ ...provincesQueryOptions(useLocale()), enabled: open });
  const wards = useWards(provinceCode);
  const wardCode = checked && checked.provinceCode === provinceCode ? checked.wardCode : '';
  const provinceId = useId();
  const wardId = useId();

  const chooseWard = (code: string) => {
    const ward = wards.data?.find((w) => w.code === code);
    const provinceName = provinces.data?.find((p) => p.code === provinceCode)?.name;
    if (!ward || !provinceName) return storage.remove('deliveryWard');
    storage.set('deliveryWard', { provinceCode, wardCode: ward.code, place: `${ward.name}, ${provinceName}` });
  };

  return (
    <section aria-labelledby={`${provinceId}-title`} className="rounded-card border border-cream-200 bg-white p-5">
      <h2 id={`${provinceId}-title`} className="font-display text-lg font-bold text-ink-900">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{text.intro}</p>
      {!open && (
        <button
          type="button"
          onClick={() => setOpened(true)}
          className="mt-4 rounded-pill border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {text.open}
        </button>
      )}
      {open && (
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={provinceId} className="mb-1 block text-sm font-semibold text-ink-900">
              {text.province}
            </label>
            <select
              id={provinceId}
              className={select}
              value={provinceCode}
              onChange={(event) => setProvince(event.target.value)}
            >
              <option value="">{text.choose}</option>
              {provinces.data?.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={wardId} className="mb-1 block text-sm font-semibold text-ink-900">
              {text.ward}
            </label>
            <select
              id={wardId}
              className={select}
              value={wardCode}
              // A ward is kept with its province's name: until the provinces have come (a ward kept from an earlier
              // visit has its wards asked at once), a choice would drop the kept ward and close the check instead.
              disabled={!provinceCode || !wards.data || !provinces.data}
              onChange={(event) => chooseWard(event.target.value)}
            >
              <option value="">{text.choose}</option>
              {wards.data?.map((w) => (
                <option key={w.code} value={w.code}>
                  {w.name}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      <div aria-live="polite" className="mt-4">
        {wardCode && checked && <ZoneAnswer wardCode={wardCode} place={checked.place} />}
      </div>
    </section>
  );
}

function ZoneAnswer({ wardCode, place }: { wardCode: string; place: string }) {
  const text = useMessages(deliveryAreaMessages).check;
  const options = useWardDeliveryOptions(wardCode);
  const notDeliverable = options.error instanceof ApiError && options.error.code === 'not_deliverable';
  if (options.isPending) return <p className="text-sm text-ink-600">{text.loading}</p>;
  if (options.data) return <Deliverable options={options.data} place={place} />;
  if (notDeliverable) return <NotDeliverable place={place} />;
  return <p className="text-sm font-semibold text-sale-700">{text.failed}</p>;
}

function Deliverable({ options, place }: { options: DeliveryOptions; place: string }) {
  const text = useMessages(deliveryAreaMessages).check;
  const locale = useLocale();
  const { vnd } = useFormat();
  const earliest = options.slots.find((slot) => slot.remaining > 0);
  const terms = text.terms(
    vnd(options.fee),
    options.freeFrom === null ? null : vnd(options.freeFrom),
    options.minOrder > 0 ? vnd(options.minOrder) : null,
  );
  return (
    <div className="rounded-xl border border-brand-300 bg-brand-50 px-4 py-3 text-sm text-brand-800">
      <p className="font-semibold">{`${text.yes(place)}: ${terms}.`}</p>
      <p>{earliest ? text.earliest(formatSlotWindow(earliest, locale)) : text.noSlot}</p>
    </div>
  );
}

/** The zone's areas in a line: its whole provinces, then its single wards. */
function areasOf(zone: PublicDeliveryZone, whole: (provinces: string) => string): string {
  const provinces = zone.provinces.map((p) => p.name).join(', ');
  return [...(provinces ? [whole(provinces)] : []), ...zone.wards.map((w) => w.name)].join(', ');
}

function NotDeliverable({ place }: { place: string }) {
  const text = useMessages(deliveryAreaMessages).check;
  const zones = useDeliveryZones();
  return (
    <div className="rounded-xl border border-sale-600/30 bg-sale-50 px-4 py-3 text-sm text-ink-900">
      <p className="font-semibold text-sale-700">{text.no(place)}</p>
      {zones.data && zones.data.length > 0 && (
        <>
          <p className="mt-2">{text.where}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {zones.data.map((zone) => (
              <li key={zone._id}>
                <span className="font-semibold">{zone.name}</span>: {areasOf(zone, text.whole)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
