import {
  formatShopDay,
  formatShopDayShort,
  formatSlotHours,
  formatSlotWindow,
  shopDayOf,
  type DeliverySlot,
} from '@veggie/contract';
import clsx from 'clsx';
import { forwardRef, useId, useState, type ChangeEventHandler } from 'react';
import { useLocale, useMessages } from '../../../lib/i18n';
import { checkoutMessages } from '../messages';

interface SlotChoiceProps {
  slots: readonly DeliverySlot[];
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  name: string;
  /** The message under the choice when none was picked. */
  error?: string;
}

/** Slots by day, in the order the server gives them (start time). */
function byDay(slots: readonly DeliverySlot[]): [string, DeliverySlot[]][] {
  const days = new Map<string, DeliverySlot[]>();
  for (const slot of slots) {
    const day = shopDayOf(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}

/** The day shown first: the chosen slot's, else the first day with a window still open, else the first. */
function firstDayOf(days: [string, DeliverySlot[]][], slots: readonly DeliverySlot[], value: string): string {
  const chosen = slots.find((slot) => slot._id === value);
  if (chosen) return shopDayOf(chosen.start);
  return (days.find(([, daySlots]) => daySlots.some((slot) => slot.remaining > 0)) ?? days[0])?.[0] ?? '';
}

/**
 * The next days' delivery windows, one day at a time: a row of day choices (a radio group, so arrow keys move
 * between days), then that day's windows as radio choices, each with its hours and how many orders it still
 * takes; a full one is shown but cannot be chosen. A week of windows at once made a phone's page 4,900 px
 * long. The ref goes to the first choosable window of the day shown, so a refused submit can bring the
 * keyboard there.
 */
export const SlotChoice = forwardRef<HTMLInputElement, SlotChoiceProps>(function SlotChoice(
  { slots, value, onChange, name, error },
  firstRef,
) {
  const text = useMessages(checkoutMessages).page.delivery;
  const locale = useLocale();
  const errorId = useId();
  const days = byDay(slots);
  const [picked, setPicked] = useState<string | null>(null);
  // A day that vanished (the slots were refreshed) falls back to the first one again.
  const day = picked && days.some(([d]) => d === picked) ? picked : firstDayOf(days, slots, value);
  const daySlots = days.find(([d]) => d === day)?.[1] ?? [];
  const firstOpen = daySlots.find((slot) => slot.remaining > 0)?._id;
  const chosen = slots.find((slot) => slot._id === value);
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0 space-y-4">
      <legend className="mb-2 font-semibold text-ink-900">{text.slots}</legend>
      <div role="radiogroup" aria-label={text.day} className="flex flex-wrap gap-2">
        {days.map(([d, ofDay]) => {
          const open = ofDay.some((slot) => slot.remaining > 0);
          return (
            <label
              key={d}
              className={clsx(
                'flex shrink-0 cursor-pointer flex-col items-center rounded-xl border px-3 py-2 text-sm',
                'border-cream-200 bg-white has-checked:border-brand-600 has-checked:bg-brand-50',
                'has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2',
                'has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
              )}
            >
              <input
                type="radio"
                name={`${name}-day`}
                value={d}
                checked={d === day}
                onChange={() => setPicked(d)}
                className="sr-only"
              />
              <span className="font-semibold whitespace-nowrap text-ink-900">{formatShopDayShort(d, locale)}</span>
              {!open && <span className="text-xs font-semibold whitespace-nowrap text-sale-700">{text.full}</span>}
            </label>
          );
        })}
      </div>
      {day && (
        <fieldset key={day}>
          <legend className="mb-2 text-sm font-semibold text-ink-600">{formatShopDay(day, locale)}</legend>
          <div className="grid grid-cols-2 gap-2 lg:grid-cols-3">
            {daySlots.map((slot) => {
              const full = slot.remaining <= 0;
              return (
                <label
                  key={slot._id}
                  className={clsx(
                    'flex items-center gap-2 rounded-xl border px-3 py-2.5 text-sm sm:gap-3',
                    full
                      ? 'cursor-not-allowed border-cream-200 bg-cream-100 text-ink-600'
                      : 'cursor-pointer border-cream-200 bg-white has-checked:border-brand-600 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                  )}
                >
                  <input
                    ref={slot._id === firstOpen ? firstRef : undefined}
                    type="radio"
                    name={name}
                    value={slot._id}
                    checked={value === slot._id}
                    onChange={onChange}
                    disabled={full}
                    aria-invalid={error ? true : undefined}
                    className="size-4 shrink-0 accent-brand-600"
                  />
                  {/* Where the row is narrow, what is left goes under the hours instead of beside them. */}
                  <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-2">
                    <span className="font-semibold text-ink-900 tabular-nums">{formatSlotHours(slot)}</span>
                    <span className={clsx('text-xs', full ? 'font-semibold text-sale-700' : 'text-ink-600')}>
                      {full ? text.full : text.remaining(slot.remaining)}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {chosen && shopDayOf(chosen.start) !== day && (
        <p className="text-sm text-ink-600">{text.chosen(formatSlotWindow(chosen, locale))}</p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-sale-700">
          {error}
        </p>
      )}
    </fieldset>
  );
});
