import type { Order, PaymentStatus } from '@veggie/contract';
import clsx from 'clsx';
import { useMessages } from '../../../../lib/i18n';
import { useAdminFormat } from '../../shared/format';
import { adminPaymentMessages } from '../payment-messages';

// Amounts keep their digits and ₫ together (formatVnd's no-break space), so a narrow cell may wrap a badge.
const BADGE = 'inline-flex rounded-pill px-2.5 py-0.5 text-xs font-semibold';

const STATUS_TONES: Record<PaymentStatus, string> = {
  unpaid: 'bg-amber-100 text-amber-900',
  paid: 'bg-brand-100 text-brand-900',
  expired: 'bg-cream-200 text-ink-900',
  refunded: 'bg-sky-100 text-sky-900',
};

/**
 * An order's payment at a glance: its status, then what the admin must act on. Money the shop owes back
 * ("Refund due 10.000 ₫") whatever the status; an unpaid order that received part of its total (or was
 * weighed above what was paid) says how much it received and what is still due.
 */
export function PaymentBadges({ payment }: { payment: Order['payment'] }) {
  const text = useMessages(adminPaymentMessages);
  const format = useAdminFormat();
  const underpaid = payment.status === 'unpaid' && payment.amountReceived > 0;
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={clsx(BADGE, STATUS_TONES[payment.status])}>{text.status[payment.status]}</span>
      {payment.refundDue > 0 && (
        <span className={clsx(BADGE, 'bg-sale-50 text-sale-700')}>
          {text.refundDue(format.money(payment.refundDue))}
        </span>
      )}
      {underpaid && (
        <span className={clsx(BADGE, 'bg-cream-100 text-ink-900')}>
          {text.received(format.money(payment.amountReceived))}
        </span>
      )}
      {underpaid && payment.amountDue > 0 && (
        <span className={clsx(BADGE, 'bg-amber-100 text-amber-900')}>{text.due(format.money(payment.amountDue))}</span>
      )}
    </span>
  );
}
