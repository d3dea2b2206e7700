import type { Order, PaymentStatus } from '@veggie/contract';
import clsx from 'clsx';
import { QrCode } from 'lucide-react';
import { Link } from 'react-router';
import { primaryPill } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/clock';
import { useFormat } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { ordersMessages } from '../messages';

const TONES: Record<PaymentStatus, string> = {
  unpaid: 'bg-amber-100 text-amber-900',
  paid: 'bg-brand-100 text-brand-900',
  expired: 'bg-sale-50 text-sale-700',
  refunded: 'bg-cream-200 text-ink-900',
};

/**
 * A transfer the shopper can still pay: unpaid with money due, the order not cancelled, and its time not run
 * out, or weighed at packing (the expiry sweep leaves a weighed order alone: it waits for its balance).
 */
export const canPayNow = (order: Order, now: number) =>
  order.payment.method === 'bank_transfer' &&
  order.payment.status === 'unpaid' &&
  order.status !== 'cancelled' &&
  order.payment.amountDue > 0 &&
  ((order.weightGrams > 0 && !order.estimated) ||
    (order.payment.expiresAt !== null && Date.parse(order.payment.expiresAt) > now));

/**
 * An order's payment on its card: method, status, money received, the balance still to pay (part received,
 * or weighed above what was paid) or owed back, and "Pay now" while it can.
 */
export function OrderPaymentSummary({ order }: { order: Order }) {
  const text = useMessages(ordersMessages).card;
  const { vnd } = useFormat();
  // The "Pay now" link goes when the transfer's time runs out, without a reload.
  const now = useNow(15_000);
  const { payment } = order;
  const cashToPay = payment.method === 'cod' && payment.status === 'unpaid';
  return (
    <div className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 border-t border-cream-200 pt-3 text-sm">
      <p>
        <span className="text-ink-600">{text.payment}: </span>
        <span className="font-medium text-ink-900">{text.paymentMethods[payment.method]}</span>
      </p>
      <span
        className={clsx(
          'inline-flex items-center rounded-pill px-2.5 py-1 text-xs font-semibold',
          TONES[payment.status],
        )}
      >
        {cashToPay ? text.payOnDelivery : text.paymentStatus[payment.status]}
      </span>
      {payment.status === 'unpaid' && payment.amountReceived > 0 && (
        <span className="text-ink-900 tabular-nums">
          {text.received(vnd(payment.amountReceived), vnd(order.totalAmount))}
        </span>
      )}
      {payment.status === 'unpaid' && payment.amountReceived > 0 && payment.amountDue > 0 && (
        <span className="font-semibold text-amber-900 tabular-nums">{text.balance(vnd(payment.amountDue))}</span>
      )}
      {payment.refundDue > 0 && (
        <span className="text-ink-900 tabular-nums">{text.refundDue(vnd(payment.refundDue))}</span>
      )}
      {canPayNow(order, now) && (
        <Link to={paths.orderPayment(order._id)} className={clsx(primaryPill, 'py-2 sm:ml-auto')}>
          <QrCode className="size-4" aria-hidden />
          {text.payNow}
        </Link>
      )}
    </div>
  );
}
