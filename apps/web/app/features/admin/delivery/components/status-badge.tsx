import clsx from 'clsx';
import { useMessages } from '../../../../lib/i18n';
import { adminDeliveryMessages } from '../messages';

/** "Active" or "Paused", in words (the colour only repeats them). */
export function StatusBadge({ active }: { active: boolean }) {
  const text = useMessages(adminDeliveryMessages).zones;
  return (
    <span
      className={clsx(
        'inline-block rounded-pill px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        active ? 'bg-brand-50 text-brand-800' : 'bg-cream-100 text-ink-600',
      )}
    >
      {active ? text.active : text.inactive}
    </span>
  );
}
