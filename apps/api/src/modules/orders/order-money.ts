import { randomInt } from 'node:crypto';
import {
  pointsEarnedFor,
  PAYMENT_REFERENCE_ALPHABET,
  PAYMENT_REFERENCE_LENGTH,
  PAYMENT_REFERENCE_PREFIX,
  type PaymentMethod,
  type PaymentStatus,
} from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { earnPoints, respendOrderPoints, settleCancelledOrderPoints } from '../promotions/points.service';
import { releaseOrderPromotions, retakeOrderPromotions } from '../promotions/promotions.service';
import { lockShopper } from '../users/users.service';
import * as repo from './orders.repository';
import type { OrderRow } from './orders.table';

/*
 * An order's payment state, in one module: the money rules, the one writer of an order's money
 * (changeLockedOrder), whether a transfer is awaited or overdue (transferWait), and the transfer reference,
 * made at checkout and read back from a bank's description. Checkout, weighing, status changes, the expiry
 * sweep and the payments module (transfers, mark paid, mark refunded) all come through here.
 */

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
type SettledPayment = Pick<OrderRow, 'refundDue' | 'paymentStatus' | 'paidAt'>;

/**
 * The payment columns of `after`, an order whose facts have just changed from `before`'s. A live order is
 * `paid` or `unpaid`; paid since `before` was, or since `now`. A cancelled one is `refunded` once everything
 * it received was given back, `expired` while the sweep's cancellation is its story, else `unpaid`; it keeps
 * the time it was paid, as history.
 */
function settlePayment(
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

/** What an event changes on an order; its refund due, payment status and paid time follow (settlePayment). */
export type OrderChange = Omit<repo.LockedOrderChange, 'refundDue' | 'paidAt'>;

/**
 * Writes a change of an order locked in this transaction, with the payment columns the money rules derive
 * from it. Every event that moves an order's money (checkout aside, which creates it unpaid) goes through
 * here: a transfer, mark paid, mark refunded (modules/payments), weighing, a status change, the sweep.
 */
export async function changeLockedOrder(tx: Tx, order: OrderRow, change: OrderChange, now: Date): Promise<OrderRow> {
  const updated = await repo.updateLockedOrder(tx, order.id, {
    ...change,
    ...settlePayment(order, { ...order, ...change }, now),
  });
  return settleBenefits(tx, order, updated, now);
}

/**
 * A live order cancelled or deleted: its promotion uses given back, the points it spent returned and the
 * points it earned taken back (as far as the balance still holds them), the shopper's row locked for points.
 */
export async function giveBenefitsBack(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  await releaseOrderPromotions(tx, order.id, now);
  const userId = order.userId;
  if (userId && (order.pointsUsed > 0 || order.pointsEarned > 0) && (await lockShopper(tx, userId))) {
    await settleCancelledOrderPoints(tx, { userId, orderId: order.id, now, validMonths: order.pointsValidMonths });
  }
}

/**
 * A cancelled order restored: the promotion uses its cancellation gave back taken again (never past a total or
 * per-shopper limit) and the points it returned spent again, as checkout took them. 409
 * `order_restore_benefits_gone` when a promotion was used up or the balance spent meanwhile; the transaction
 * then rolls back, so the order stays cancelled with nothing changed.
 */
async function takeBenefitsAgain(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  const userId = order.userId;
  if (!(await retakeOrderPromotions(tx, order.id))) throw conflict('orderRestoreBenefitsGone');
  // A deleted account took its ledger with it: there is nothing left to spend.
  if (!userId || order.pointsUsed === 0 || !(await lockShopper(tx, userId))) return;
  const spent = await respendOrderPoints(tx, { userId, orderId: order.id, points: order.pointsUsed, now });
  if (!spent) throw conflict('orderRestoreBenefitsGone');
}

/**
 * What promotions and points follow from an order's change (CONTRACT.md "Promotions and points"):
 * - cancelled (by an admin, the expiry sweep or the shopper): its promotion uses given back, the points it
 *   spent returned and the points it earned taken back (as far as the balance still holds them);
 * - restored from cancelled: its promotion uses and spent points taken again, or 409 (takeBenefitsAgain);
 * - delivered and fully paid (amountDue 0), in whichever order the two happen: it earns one point per
 *   `vndPerPoint` of its total, once (an order that earned never earns again, whatever its status does).
 * The shopper's row is locked for points, as checkout locks it, so one shopper's points never interleave.
 */
async function settleBenefits(tx: Tx, before: OrderRow, after: OrderRow, now: Date): Promise<OrderRow> {
  const userId = after.userId;
  if (isLive(before) && !isLive(after)) {
    await giveBenefitsBack(tx, after, now);
    return after;
  }
  if (!isLive(before) && isLive(after)) await takeBenefitsAgain(tx, after, now);
  const earns = after.status === 'delivered' && isLive(after) && moneyOf(after).amountDue === 0;
  if (!earns || after.pointsEarned > 0 || !userId) return after;
  const points = pointsEarnedFor(after.totalAmount, after.vndPerPoint);
  if (points === 0 || !(await lockShopper(tx, userId))) return after;
  const earned = await earnPoints(tx, { userId, orderId: after.id, points, now, validMonths: after.pointsValidMonths });
  return earned ? repo.updateLockedOrder(tx, after.id, { pointsEarned: points }) : after;
}

/**
 * Where a bank transfer order stands at `now` (the contract's rule), null for one that waits for no
 * transfer (cash on delivery, cancelled, nothing due):
 * - `overdue`: the expiry sweep may cancel it: still processing, none of its lines weighed, its deadline
 *   passed;
 * - `awaited`: the shopper may still pay it by transfer. Paid in part, shipped, delivered or weighed, an
 *   order that still owes money is the shop's to settle and waits for its balance whatever its deadline.
 */
export function transferWait(
  order: MoneyFacts & Pick<OrderRow, 'paymentMethod' | 'paymentExpiresAt'>,
  weighed: boolean,
  now: Date,
): 'awaited' | 'overdue' | null {
  // Nothing is due on a cancelled order (moneyOf), so it waits for nothing.
  if (order.paymentMethod !== 'bank_transfer' || moneyOf(order).amountDue === 0) return null;
  const overdue =
    order.status === 'processing' &&
    !weighed &&
    order.paymentExpiresAt !== null &&
    order.paymentExpiresAt.getTime() <= now.getTime();
  return overdue ? 'overdue' : 'awaited';
}

/** transferWait of a stored order, reading whether any of its lines was weighed. */
export async function transferWaitOf(db: Db, order: OrderRow, now: Date): Promise<'awaited' | 'overdue' | null> {
  if (transferWait(order, false, now) === null) return null;
  return transferWait(order, await repo.isWeighed(db, order.id), now);
}

/** A fresh transfer description: the prefix and random characters of the contract's alphabet. */
function newPaymentReference(): string {
  const length = PAYMENT_REFERENCE_LENGTH - PAYMENT_REFERENCE_PREFIX.length;
  const characters = Array.from(
    { length },
    () => PAYMENT_REFERENCE_ALPHABET[randomInt(PAYMENT_REFERENCE_ALPHABET.length)],
  );
  return PAYMENT_REFERENCE_PREFIX + characters.join('');
}

/**
 * A reference no order holds yet. 31^8 references make a clash rare but not impossible over a shop's life
 * (about one in a million orders), and a clash would fail the insert, so the few taken ones are skipped.
 */
async function unusedPaymentReference(tx: Tx): Promise<string> {
  for (;;) {
    const reference = newPaymentReference();
    if (!(await repo.isPaymentReferenceTaken(tx, reference))) return reference;
  }
}

/** Payment columns of a new order: cash on delivery, or a transfer with its reference and deadline. */
export async function newOrderPayment(tx: Tx, method: PaymentMethod, now: Date, expiryMinutes: number) {
  if (method === 'cod') return { paymentMethod: method };
  return {
    paymentMethod: method,
    paymentReference: await unusedPaymentReference(tx),
    paymentExpiresAt: new Date(now.getTime() + expiryMinutes * 60_000),
  };
}

const REFERENCE_PATTERN = new RegExp(
  // A lookahead, so overlapping candidates are all found ("VMVMABC…" holds two starts).
  `(?=(${PAYMENT_REFERENCE_PREFIX}[${PAYMENT_REFERENCE_ALPHABET}]{${PAYMENT_REFERENCE_LENGTH - PAYMENT_REFERENCE_PREFIX.length}}))`,
  'g',
);

/**
 * The order references a transfer description may hold, most likely first: as typed, then with every
 * character that is not a letter or digit removed, since banks prefix the description with their own
 * codes and apps split it with spaces, dots or dashes ("MBVCB.123.VM ABCD-EFGH.CT").
 */
export function paymentReferencesIn(content: string): string[] {
  const upper = content.toUpperCase();
  const found = [upper, upper.replace(/[^A-Z0-9]/g, '')].flatMap((text) =>
    [...text.matchAll(REFERENCE_PATTERN)].map((match) => match[1] ?? ''),
  );
  return [...new Set(found)];
}

/**
 * How many candidate references of one description are looked up. A real description holds one, with a
 * bank's prefix around it; a crafted one of 1,000 characters could hold a hundred.
 */
const MAX_REFERENCE_CANDIDATES = 10;

/** The order the first candidate reference of a transfer description names, locked; null when none does. */
export async function lockOrderNamedIn(tx: Tx, content: string): Promise<OrderRow | null> {
  for (const reference of paymentReferencesIn(content).slice(0, MAX_REFERENCE_CANDIDATES)) {
    const order = await repo.lockOrderByPaymentReference(tx, reference);
    if (order) return order;
  }
  return null;
}

/** The transfer references of some orders, by order id (none for cash on delivery). */
export async function paymentReferencesOf(db: Db, orderIds: string[]): Promise<Map<string, string>> {
  const rows = await repo.paymentReferencesOf(db, orderIds);
  return new Map(rows.flatMap(({ id, reference }) => (reference ? [[id, reference] as const] : [])));
}
