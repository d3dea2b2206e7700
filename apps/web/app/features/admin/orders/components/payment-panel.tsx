import type { Order } from '@veggie/contract';
import { useState } from 'react';
import { TitledSection } from '../../../../components/ui/titled-section';
import { useMessages } from '../../../../lib/i18n';
import { PaymentBadges } from './payment-badges';
import { adminPaymentMessages } from '../payment-messages';
import { useAdminFormat } from '../../shared/format';
import { ui } from '../../shared/ui';
import { RecordPaymentDialog, type PaymentRecord } from './record-payment-dialog';

/**
 * An order's payment in its detail: how it is paid, where it stands and its money (received, kept, still to
 * collect, refund due, refunded), with what the admin can record: the money still due arrived (an unpaid
 * order), or the refund due went back to the customer.
 */
export function PaymentPanel({ order, className }: { order: Order; className: string }) {
  const messages = useMessages(adminPaymentMessages);
  const format = useAdminFormat();
  const text = messages.panel;
  const [recording, setRecording] = useState<PaymentRecord | null>(null);
  const { payment } = order;
  const time = (iso: string | null) => (iso ? format.dateTime(iso) : text.none);

  return (
    <TitledSection level={3} title={text.title} className={className} headingClassName="mb-2 font-semibold">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-ink-600">{text.method}</dt>
        <dd>{messages.method[payment.method]}</dd>
        <dt className="text-ink-600">{text.status}</dt>
        <dd>
          <PaymentBadges payment={payment} />
        </dd>
        {payment.reference && (
          <>
            <dt className="text-ink-600">{text.reference}</dt>
            <dd className="font-mono font-semibold">{payment.reference}</dd>
          </>
        )}
        {payment.expiresAt && (
          <>
            <dt className="text-ink-600">{text.expiresAt}</dt>
            <dd className="tabular-nums">{time(payment.expiresAt)}</dd>
          </>
        )}
        {/* The money rules: received = kept + refund due + refunded; still to collect = total − kept. */}
        <dt className="text-ink-600">{text.amountReceived}</dt>
        <dd className="tabular-nums">{format.money(payment.amountReceived)}</dd>
        <dt className="text-ink-600">{text.kept}</dt>
        <dd className="tabular-nums">{format.money(payment.kept)}</dd>
        <dt className="text-ink-600">{text.amountDue}</dt>
        <dd className="tabular-nums">{format.money(payment.amountDue)}</dd>
        <dt className="text-ink-600">{text.refundDue}</dt>
        <dd className="tabular-nums">{format.money(payment.refundDue)}</dd>
        <dt className="text-ink-600">{text.refunded}</dt>
        <dd className="tabular-nums">{format.money(payment.refunded)}</dd>
        <dt className="text-ink-600">{text.paidAt}</dt>
        <dd className="tabular-nums">{time(payment.paidAt)}</dd>
      </dl>
      {(payment.status === 'unpaid' || payment.refundDue > 0) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {payment.status === 'unpaid' && (
            <button type="button" className={ui.btnPrimary} onClick={() => setRecording('paid')}>
              {text.markPaid}
            </button>
          )}
          {payment.refundDue > 0 && (
            <button type="button" className={ui.btnSecondary} onClick={() => setRecording('refunded')}>
              {text.markRefunded}
            </button>
          )}
        </div>
      )}
      {recording && (
        <RecordPaymentDialog
          record={recording}
          orderId={order._id}
          amount={recording === 'paid' ? payment.amountDue : payment.refundDue}
          onClose={() => setRecording(null)}
        />
      )}
    </TitledSection>
  );
}
