import type { PaymentStatus } from '@veggie/contract';
import type { OrderRow } from './orders.table';

/**
 * An order's money, the one place its rules live (the contract's "Money rules"). Two amounts are facts: what
 * the bank notified or an admin recorded (`amountReceived`) and what an admin gave back (`refunded`). With
 * the order's total and whether it is live (not cancelled), they decide everything else:
 *
 * - kept = min(amountReceived − refunded, totalAmount) while live, 0 once cancelled or expired;
 * - refundDue = amountReceived − refunded − kept, so amountReceived = kept + refundDue + refunded;
 * - amountDue = totalAmount − kept while live, 0 once cancelled;
 * - the payment is `paid` exactly when the order is live and amountDue is 0.
 *
 * The contract writes kept as min(amountReceived, totalAmount); the two agree until an admin has given back
 * more than the excess over the total, which happens only when the total grows again after a refund (a line
 * weighed again, heavier) or a refunded order is brought back from cancelled. There the contract's form
 * would make refundDue negative, and ours asks the shopper for what they no longer have paid.
 *
 * Every event that moves money (checkout, a transfer, mark paid, weighing, a status change, cancel, expiry,
 * mark refunded) changes only the facts, the status or the total, and the stored refundDue, payment status
 * and paid time are derived here again (settlePayment), so no event can leave them out of step.
 */
export type MoneyFacts = Pick<OrderRow, 'status' | 'totalAmount' | 'amountReceived' | 'refunded'>;

export interface OrderMoney {
  kept: number;
  amountDue: number;
  refundDue: number;
}

export function isLive(order: Pick<OrderRow, 'status'>): boolean {
  return order.status !== 'cancelled';
}

export function moneyOf(order: MoneyFacts): OrderMoney {
  const held = order.amountReceived - order.refunded;
  const kept = isLive(order) ? Math.min(held, order.totalAmount) : 0;
  return {
    kept,
    amountDue: isLive(order) ? order.totalAmount - kept : 0,
    refundDue: held - kept,
  };
}

/** The stored columns that follow from the facts: written with every change of them. */
export type SettledPayment = Pick<OrderRow, 'refundDue' | 'paymentStatus' | 'paidAt'>;

/**
 * The payment columns of `after`, an order whose facts have just changed from `before`'s. A live order is
 * `paid` or `unpaid`; paid since `before` was, or since `now`. A cancelled one is `refunded` once everything
 * it received was given back, `expired` while the sweep's cancellation is its story, else `unpaid`; it keeps
 * the time it was paid, as history.
 */
export function settlePayment(
  before: Pick<OrderRow, 'paymentStatus' | 'paidAt'>,
  after: MoneyFacts & { paymentStatus?: PaymentStatus },
  now: Date,
): SettledPayment {
  const { amountDue, refundDue } = moneyOf(after);
  if (isLive(after)) {
    const paid = amountDue === 0;
    return {
      refundDue,
      paymentStatus: paid ? 'paid' : 'unpaid',
      paidAt: paid ? (before.paymentStatus === 'paid' && before.paidAt ? before.paidAt : now) : null,
    };
  }
  const status = after.paymentStatus ?? before.paymentStatus;
  const paymentStatus: PaymentStatus =
    refundDue === 0 && after.refunded > 0 ? 'refunded' : status === 'expired' ? 'expired' : 'unpaid';
  return { refundDue, paymentStatus, paidAt: before.paidAt };
}
