import type { OrderPayment as OrderPaymentData } from '@veggie/contract';
import { Banknote, CircleCheck, CircleX, Clock, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatOrderId } from '../../../components/orders/order-status';
import { CopyButton } from '../../../components/ui/copy-button';
import { primaryPill } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useClock, useNow } from '../../../lib/clock';
import { useFormat } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { isAwaitingTransfer, useOrderPayment } from '../api/get-order-payment';
import { paymentMessages } from '../messages';
import { vietQrAmount } from '../vietqr-amount';
import { PaymentCountdown } from './payment-countdown';
import { LoadingBlock } from '../../../components/ui/loading-block';

const QR_SIZE = 240;

const secondaryPill =
  'inline-flex items-center justify-center gap-2 rounded-pill border border-cream-200 bg-white px-5 py-2.5 text-sm font-semibold text-ink-900 hover:border-brand-600 hover:text-brand-700';

export interface OrderPaymentProps {
  orderId: string;
  /** The wait between two questions while the transfer is awaited (tests make it short). */
  pollMs?: number;
  /** Called once the payment no longer waits (paid, expired, refunded): other screens' data is stale. */
  onSettled?: () => void;
}

/**
 * The payment page below its heading. A transfer that waits shows the QR code, the account and the
 * description with copy buttons and the time left; the page asks the server every few seconds and turns
 * to "Paid" (or says the order expired) by itself. Cash on delivery says what to hand the driver.
 */
export function OrderPayment({ orderId, pollMs, onSettled }: OrderPaymentProps) {
  const text = useMessages(paymentMessages);
  const payment = useOrderPayment(orderId, { pollMs });
  const settled = payment.data !== undefined && !isAwaitingTransfer(payment.data);

  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  const { refetch } = payment;
  const askAgain = useCallback(() => void refetch(), [refetch]);
  // When the latest answer arrived, by the page's clock: the deadline's judge (TransferDetails).
  const clock = useClock();
  const [answer, setAnswer] = useState({ updatedAt: 0, at: 0 });
  if (payment.dataUpdatedAt !== answer.updatedAt) setAnswer({ updatedAt: payment.dataUpdatedAt, at: clock.now() });

  if (payment.isPending) {
    return <LoadingBlock label={text.loading} className="h-96" />;
  }

  if (payment.isError) {
    const notFound = payment.error instanceof ApiError && payment.error.status === 404;
    return (
      <div role="alert" className="rounded-card border border-sale-600/30 bg-sale-50 px-6 py-10 text-center">
        <p className="text-sale-700">{notFound ? text.notFound : text.loadFailed}</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {notFound ? (
            <Link to={paths.orders()} className={primaryPill}>
              {text.toOrders}
            </Link>
          ) : (
            <button type="button" onClick={askAgain} className={primaryPill}>
              {text.tryAgain}
            </button>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <p className="font-display text-lg font-bold text-ink-900">{text.order(formatOrderId(orderId))}</p>
      {/* One polite region for the outcome: "Paid" is read out when it replaces the waiting line. */}
      <div role="status">
        <PaymentOutcome payment={payment.data} />
      </div>
      {payment.data.estimated && <p className="text-sm text-ink-600">{text.status.estimated}</p>}
      {isAwaitingTransfer(payment.data) && (
        <TransferDetails payment={payment.data} answeredAt={answer.at} onExpire={askAgain} />
      )}
      <div className="flex flex-wrap gap-3">
        <Link to={paths.orders()} className={settled ? primaryPill : secondaryPill}>
          {text.toOrders}
        </Link>
        {settled && (
          <Link to={paths.shop()} className={secondaryPill}>
            {text.shop}
          </Link>
        )}
      </div>
    </div>
  );
}

function Banner({
  tone,
  icon,
  title,
  children,
}: {
  tone: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex gap-4 rounded-card border p-5 sm:p-6 ${tone}`}>
      <span className="shrink-0">{icon}</span>
      <div className="min-w-0 space-y-1">
        <h2 className="font-display text-2xl font-bold">{title}</h2>
        {children}
      </div>
    </div>
  );
}

/**
 * Where the payment stands, in words: waiting, a balance still to pay (part received, or weighed above what
 * was paid), paid, expired, cancelled, refunded, or cash; and money the shop owes back.
 */
function PaymentOutcome({ payment }: { payment: OrderPaymentData }) {
  const text = useMessages(paymentMessages);
  const { vnd } = useFormat();
  const iconClass = 'size-8';
  const refund = payment.refundDue > 0 && <p>{text.status.refundDue(vnd(payment.refundDue))}</p>;
  // Nothing due on an unpaid order: it was cancelled (the money rules).
  if (payment.status === 'unpaid' && payment.amountDue === 0) {
    return (
      <Banner
        tone="border-cream-200 bg-cream-100 text-ink-900"
        icon={<CircleX className={iconClass} aria-hidden />}
        title={text.status.cancelled}
      >
        <p>{text.status.cancelledText}</p>
        {refund}
      </Banner>
    );
  }
  if (payment.method === 'cod') {
    const paid = payment.status === 'paid';
    return (
      <Banner
        tone="border-cream-200 bg-white text-ink-900"
        icon={<Banknote className={`${iconClass} text-brand-600`} aria-hidden />}
        title={paid ? text.cod.paid : text.cod.title}
      >
        <p className="text-ink-600">
          {paid ? text.cod.paidText(vnd(payment.amountReceived)) : text.cod.text(vnd(payment.amountDue))}
        </p>
        {refund}
      </Banner>
    );
  }
  switch (payment.status) {
    case 'paid':
      return (
        <Banner
          tone="border-brand-300 bg-brand-50 text-brand-900"
          icon={<CircleCheck className={`${iconClass} text-brand-700`} aria-hidden />}
          title={text.status.paid}
        >
          <p>{text.status.paidText(vnd(payment.amountReceived))}</p>
          {payment.refundDue > 0 && <p>{text.status.overpaid(vnd(payment.refundDue))}</p>}
        </Banner>
      );
    case 'expired':
      return (
        <Banner
          tone="border-sale-600/30 bg-sale-50 text-sale-700"
          icon={<CircleX className={iconClass} aria-hidden />}
          title={text.status.expired}
        >
          <p>{text.status.expiredText}</p>
          {refund}
        </Banner>
      );
    case 'refunded':
      return (
        <Banner
          tone="border-cream-200 bg-cream-100 text-ink-900"
          icon={<RotateCcw className={iconClass} aria-hidden />}
          title={text.status.refunded}
        >
          <p>{text.status.refundedText}</p>
        </Banner>
      );
    case 'unpaid':
      return payment.amountReceived > 0 ? (
        <div className="space-y-1 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          <p className="font-display text-xl font-bold tabular-nums">{text.status.balance(vnd(payment.amountDue))}</p>
          <p className="text-sm font-semibold">
            {text.status.underpaid(vnd(payment.amountReceived), vnd(payment.amount), vnd(payment.amountDue))}
          </p>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm text-ink-600">
          <Clock className="size-4 shrink-0" aria-hidden />
          {text.status.waiting}
        </p>
      );
  }
}

/**
 * The QR code (in a box of fixed size, so nothing moves when it loads), the account, amount and description.
 * The deadline counts down while it is ahead. Once it has passed, the server's answers decide: an order it
 * still gives a QR code for after the deadline waits for its money without one (it was weighed at packing,
 * and the expiry sweep leaves weighed orders alone), so its balance is asked for without a countdown.
 */
function TransferDetails({
  payment,
  answeredAt,
  onExpire,
}: {
  payment: OrderPaymentData;
  /** When the server gave this answer, by the page's clock. */
  answeredAt: number;
  onExpire: () => void;
}) {
  const text = useMessages(paymentMessages).transfer;
  const { vnd } = useFormat();
  const { bank, qr, reference, expiresAt } = payment;
  const titleId = useId();
  const due = payment.amountDue;
  const now = useNow(1_000);
  const deadline = expiresAt ? Date.parse(expiresAt) : null;
  const noDeadline = deadline === null || (qr !== null && answeredAt >= deadline);
  const msLeft = noDeadline ? null : deadline - now;
  const ranOut = msLeft !== null && msLeft <= 0;
  // At the deadline the server may have cancelled the order: ask it now rather than at the next poll.
  useEffect(() => {
    if (ranOut) onExpire();
  }, [ranOut, onExpire]);
  // The server's code asks for the amount written in it: the balance due, but check rather than trust it.
  const qrFits = qr !== null && vietQrAmount(qr.payload) === due && !ranOut;
  const rows: { label: string; value: string; copy: string; copyLabel: string; hint?: string }[] = [];
  if (bank) {
    rows.push(
      {
        label: text.accountNumber,
        value: bank.accountNumber,
        copy: bank.accountNumber,
        copyLabel: text.copy.accountNumber,
      },
      { label: text.accountName, value: bank.accountName, copy: bank.accountName, copyLabel: text.copy.accountName },
    );
  }
  rows.push({
    label: payment.amountReceived > 0 ? text.remaining : text.amount,
    value: vnd(due),
    copy: String(due),
    copyLabel: text.copy.amount,
  });
  if (reference) {
    rows.push({
      label: text.reference,
      value: reference,
      copy: reference,
      copyLabel: text.copy.reference,
      hint: text.referenceHint,
    });
  }

  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-6 rounded-card border border-cream-200 bg-white p-5 sm:p-6 md:grid-cols-[auto_minmax(0,1fr)]"
    >
      <h2 id={titleId} className="font-display text-xl font-bold text-ink-900 md:col-span-2">
        {text.title}
      </h2>
      <div className="space-y-4">
        <div
          className="mx-auto grid place-items-center rounded-xl border border-cream-200 bg-white p-2"
          style={{ width: QR_SIZE + 18, height: QR_SIZE + 18 }}
        >
          {qrFits && bank && reference ? (
            <img
              src={qr.image}
              width={QR_SIZE}
              height={QR_SIZE}
              alt={text.qrAlt(bank.bankName, vnd(due), reference)}
              className="size-full"
            />
          ) : ranOut ? (
            <Clock className="size-16 text-ink-600" aria-hidden />
          ) : (
            <p className="p-4 text-center text-sm text-ink-600">{text.qrHidden}</p>
          )}
        </div>
        {msLeft !== null && <PaymentCountdown msLeft={msLeft} />}
      </div>
      <div className="min-w-0 space-y-4">
        <p className="text-sm text-ink-600">{text.scan}</p>
        <h3 className="text-sm font-semibold tracking-wide text-ink-600 uppercase">{text.details}</h3>
        <dl className="divide-y divide-cream-200 rounded-xl border border-cream-200">
          {bank && (
            <div className="px-4 py-3">
              <dt className="text-xs text-ink-600">{text.bank}</dt>
              <dd className="font-semibold text-ink-900">{bank.bankName}</dd>
            </div>
          )}
          {rows.map((row) => (
            // dt and dd straight under the row's div (a dl allows no other wrapper); the grid sets the button aside.
            <div key={row.label} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 px-4 py-3">
              <dt className="text-xs text-ink-600">{row.label}</dt>
              <dd className="col-start-1 font-semibold wrap-anywhere text-ink-900 tabular-nums select-all">
                {row.value}
              </dd>
              {row.hint && <dd className="col-start-1 text-xs text-ink-600">{row.hint}</dd>}
              <dd className="col-start-2 row-span-3 row-start-1">
                <CopyButton value={row.copy} label={row.copyLabel} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
