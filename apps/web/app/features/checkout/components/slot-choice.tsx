import { formatShopDay, formatSlotHours, shopDayOf, type DeliverySlot } from '@veggie/contract';
import clsx from 'clsx';
import { forwardRef, useId, type ChangeEventHandler } from 'react';
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

/**
 * The next days' delivery windows as radio choices, one group per day: each shows its hours and how many
 * orders it still takes; a full one is shown but cannot be chosen. The ref goes to the first choosable
 * window, so a refused submit can bring the keyboard there.
 */
export const SlotChoice = forwardRef<HTMLInputElement, SlotChoiceProps>(function SlotChoice(
  { slots, value, onChange, name, error },
  firstRef,
) {
  const text = useMessages(checkoutMessages).page.delivery;
  const locale = useLocale();
  const errorId = useId();
  const firstOpen = slots.find((slot) => slot.remaining > 0)?._id;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-4">
      <legend className="mb-2 font-semibold text-ink-900">{text.slots}</legend>
      {byDay(slots).map(([day, daySlots]) => (
        <fieldset key={day}>
          <legend className="mb-2 text-sm font-semibold text-ink-600">{formatShopDay(day, locale)}</legend>
          {/* Two a row on a phone too: a week of windows one a row made the page several screens long. */}
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
      ))}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-sale-700">
          {error}
        </p>
      )}
    </fieldset>
  );
});
