import { useMessages } from '../../../lib/i18n';
import { paymentMessages } from '../messages';

/** mm:ss of what is left, rounded up: "00:01" until the very last moment, then the time has run out. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1_000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The time left to pay. A `timer` is not read out on every tick; the message that the time ran out is,
 * once (a polite live region).
 */
export function PaymentCountdown({ msLeft }: { msLeft: number }) {
  const text = useMessages(paymentMessages).countdown;
  const ranOut = msLeft <= 0;
  return (
    <div className="rounded-xl bg-cream-50 px-4 py-3 text-center">
      <p className="text-sm text-ink-600">{text.left}</p>
      <p role="timer" className="font-display text-3xl font-bold text-ink-900 tabular-nums">
        {formatTimeLeft(msLeft)}
      </p>
      <p role="status" className={ranOut ? 'mt-1 text-sm font-semibold text-sale-700' : 'sr-only'}>
        {ranOut ? text.ranOut : ''}
      </p>
    </div>
  );
}
