import { SHOP_UTC_OFFSET_MS } from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { lockShopper } from '../users/users.service';
import * as repo from './promotions.repository';
import type { PointsLedgerRow } from './promotions.table';

/*
 * The points ledger (CONTRACT.md "Promotions and points"). Every write runs in a transaction holding the
 * shopper's row lock (checkout's lockShopper, or the order's event that locks it), so two movements of one
 * shopper never interleave. Expiry is applied lazily: on reading the balance for spending and on
 * `GET /auth/points`, with the caller's clock; no timer runs.
 */

/** `months` calendar months after `from` on the shop's (Vietnam's) calendar; the day clamps to the month's end. */
export function addMonths(from: Date, months: number): Date {
  const to = new Date(from.getTime() + SHOP_UTC_OFFSET_MS);
  const day = to.getUTCDate();
  to.setUTCDate(1);
  to.setUTCMonth(to.getUTCMonth() + months);
  const last = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  to.setUTCDate(Math.min(day, last));
  return new Date(to.getTime() - SHOP_UTC_OFFSET_MS);
}

const isExpired = (lot: PointsLedgerRow, now: Date) => lot.expiresAt !== null && lot.expiresAt <= now;

/** The balance a shopper may spend at `now`: what the ledger adds up to, less the lots that expired since. */
export async function spendableBalance(db: Db | Tx, userId: string, now: Date): Promise<number> {
  const [balance, lots] = await Promise.all([repo.pointsBalance(db, userId), repo.openLots(db, userId)]);
  const expired = lots.filter((lot) => isExpired(lot, now)).reduce((sum, lot) => sum + lot.remaining, 0);
  return Math.max(0, balance - expired);
}

/** Writes the expiry of those open lots whose time has come (an `expired` row each); returns the points expired. */
async function expireLots(tx: Tx, userId: string, lots: PointsLedgerRow[], now: Date): Promise<number> {
  let expired = 0;
  for (const lot of lots) {
    if (!isExpired(lot, now) || !lot.expiresAt) continue;
    await repo.setRemaining(tx, lot.id, 0);
    await repo.insertLedger(tx, { userId, points: -lot.remaining, reason: 'expired', at: lot.expiresAt });
    expired += lot.remaining;
  }
  return expired;
}

/** Writes the expiry of every lot whose time has come: an `expired` row each, at the time it expired. */
export async function expireDuePoints(tx: Tx, userId: string, now: Date): Promise<void> {
  await expireLots(tx, userId, await repo.openLots(tx, userId), now);
}

/**
 * Checkout's balance, as spendableBalance finds it, with the lots due expired (in the checkout's transaction,
 * the shopper locked): the open lots and the ledger's sum come in one read, and each expiry written takes
 * its lot's remaining points off that sum. Without an open lot the sum is read alone.
 */
export async function expireAndBalance(tx: Tx, userId: string, now: Date): Promise<number> {
  const rows = await repo.openLotsWithBalance(tx, userId);
  const balance = rows[0] ? rows[0].balance : await repo.pointsBalance(tx, userId);
  const expired = await expireLots(
    tx,
    userId,
    rows.map((row) => row.lot),
    now,
  );
  return Math.max(0, balance - expired);
}

/** Takes `points` from the open lots, soonest to expire first (a preferred lot first, if named). */
async function consume(tx: Tx, userId: string, points: number, preferLotId?: string): Promise<number> {
  const lots = await repo.openLots(tx, userId);
  const ordered = [...lots.filter((l) => l.id === preferLotId), ...lots.filter((l) => l.id !== preferLotId)];
  let left = points;
  for (const lot of ordered) {
    if (left === 0) break;
    const take = Math.min(lot.remaining, left);
    await repo.setRemaining(tx, lot.id, lot.remaining - take);
    left -= take;
  }
  return points - left;
}

/** Spends points on an order at checkout; the caller has checked the balance after expiry. */
export async function spendPoints(tx: Tx, userId: string, orderId: string, points: number, now: Date) {
  if (points <= 0) return;
  // As consume without a preferred lot, then its ledger row: one statement rather than a read of the lots, an
  // update per lot and an insert.
  await repo.spendFromOpenLots(tx, { userId, points: -points, reason: 'spent', orderId, at: now });
}

/** An order's earning: once per order (a unique index), valid `validMonths`. False when it had earned already. */
export async function earnPoints(
  tx: Tx,
  {
    userId,
    orderId,
    points,
    now,
    validMonths,
  }: { userId: string; orderId: string; points: number; now: Date; validMonths: number },
): Promise<boolean> {
  if (points <= 0) return false;
  const row = await repo.insertLedger(tx, {
    userId,
    points,
    reason: 'earned',
    orderId,
    remaining: points,
    expiresAt: addMonths(now, validMonths),
    at: now,
  });
  return row !== undefined;
}

/** What an order's spending still holds: what it spent (again, if restored) less what was returned to it. */
function pointsHeldBy(rows: PointsLedgerRow[]): number {
  const sum = (reason: PointsLedgerRow['reason']) =>
    rows.filter((r) => r.reason === reason).reduce((total, r) => total + r.points, 0);
  return -sum('spent') - sum('returned');
}

/**
 * A restored order spends again the `points` its cancellation returned, as checkout spent them (expired lots
 * written first, the balance checked). False when the balance no longer holds them; the caller then rolls back.
 */
export async function respendOrderPoints(
  tx: Tx,
  { userId, orderId, points, now }: { userId: string; orderId: string; points: number; now: Date },
): Promise<boolean> {
  const owed = points - pointsHeldBy(await repo.ledgerOfOrder(tx, orderId));
  if (owed <= 0) return true;
  await expireDuePoints(tx, userId, now);
  if ((await spendableBalance(tx, userId, now)) < owed) return false;
  await spendPoints(tx, userId, orderId, owed, now);
  return true;
}

/**
 * A cancelled or refunded order gives back what it spent (a fresh lot, valid `validMonths`) and loses what it
 * earned: at most what the balance still holds (it never goes negative), the order's own lot first. It returns
 * what its spending still holds (a restored order spends again), and takes back its earning once.
 */
export async function settleCancelledOrderPoints(
  tx: Tx,
  { userId, orderId, now, validMonths }: { userId: string; orderId: string; now: Date; validMonths: number },
) {
  const rows = await repo.ledgerOfOrder(tx, orderId);
  const has = (reason: PointsLedgerRow['reason']) => rows.some((r) => r.reason === reason);
  const held = pointsHeldBy(rows);
  if (held > 0) {
    await repo.insertLedger(tx, {
      userId,
      points: held,
      reason: 'returned',
      orderId,
      remaining: held,
      expiresAt: addMonths(now, validMonths),
      at: now,
    });
  }
  const earned = rows.find((r) => r.reason === 'earned');
  if (earned && !has('revoked')) {
    await expireDuePoints(tx, userId, now);
    const balance = await repo.pointsBalance(tx, userId);
    const taken = await consume(tx, userId, Math.min(earned.points, Math.max(0, balance)), earned.id);
    await repo.insertLedger(tx, { userId, points: -taken, reason: 'revoked', orderId, at: now });
  }
}

/** `GET /auth/points`: the expiries written first, then the balance and every movement, newest first. */
export async function pointsOf(db: Db, userId: string, now: Date) {
  await db.transaction(async (tx) => {
    if (await lockShopper(tx, userId)) await expireDuePoints(tx, userId, now);
  });
  const [balance, history] = await Promise.all([repo.pointsBalance(db, userId), repo.pointsHistory(db, userId)]);
  return { balance, history };
}
