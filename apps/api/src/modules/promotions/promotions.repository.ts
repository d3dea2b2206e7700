import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { newestFirstPage, type PageRequest } from '../../db/pages';
import { textArray } from '../../db/text-array';
import {
  pointsLedger,
  promotionUses,
  promotions,
  type NewPromotion,
  type PointsLedgerRow,
  type PromotionRow,
} from './promotions.table';

type Executor = Db | Tx;

/** Active promotions whose window holds `now`: automatic ones, or the public ones (the shopper's list). */
export function listCurrentPromotions(db: Executor, now: Date, which: 'automatic' | 'public') {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.active, true),
        lte(promotions.startsAt, now),
        gt(promotions.endsAt, now),
        which === 'automatic' ? isNull(promotions.code) : eq(promotions.public, true),
      ),
    )
    .orderBy(asc(promotions.endsAt), asc(promotions.id));
}

/**
 * What an order is priced with, in one read: the promotion whose code the shopper gave (whatever its state:
 * the caller says why it is refused) and the automatic promotions current at `now`, soonest to end first.
 * No code: the automatic ones only.
 */
export async function promotionsForOrder(
  db: Executor,
  now: Date,
  code: string,
): Promise<{ voucher: PromotionRow | null; automatic: PromotionRow[] }> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      or(
        code ? eq(promotions.code, code.toUpperCase()) : undefined,
        and(
          eq(promotions.active, true),
          lte(promotions.startsAt, now),
          gt(promotions.endsAt, now),
          isNull(promotions.code),
        ),
      ),
    )
    .orderBy(asc(promotions.endsAt), asc(promotions.id));
  return {
    voucher: (code && rows.find((row) => row.code !== null)) || null,
    automatic: rows.filter((row) => row.code === null),
  };
}

export async function findPromotionByCode(db: Executor, code: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.code, code.toUpperCase()));
  return row;
}

export async function findPromotion(db: Executor, id: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row;
}

export async function lockPromotion(tx: Tx, id: string): Promise<PromotionRow | undefined> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return row;
}

/** The admin's states: current (active, in its window), scheduled (starts later), ended (over or paused). */
function stateFilter(state: 'current' | 'scheduled' | 'ended' | undefined, now: Date): SQL | undefined {
  if (state === 'current') {
    return and(eq(promotions.active, true), lte(promotions.startsAt, now), gt(promotions.endsAt, now));
  }
  if (state === 'scheduled') return and(eq(promotions.active, true), gt(promotions.startsAt, now));
  if (state === 'ended') return or(eq(promotions.active, false), lte(promotions.endsAt, now));
  return undefined;
}

export function listPromotionsPage(
  db: Db,
  state: 'current' | 'scheduled' | 'ended' | undefined,
  now: Date,
  page: PageRequest,
) {
  return newestFirstPage(db, promotions, stateFilter(state, now), page);
}

/** Uses, discount given and revenue of the live orders holding each promotion. */
export async function usageOf(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, { uses: number; discountGiven: number; revenue: number }>();
  const rows = await db
    .select({
      promotionId: promotionUses.promotionId,
      uses: sql<number>`count(*)::int`,
      discountGiven: sql<number>`coalesce(sum(${promotionUses.amount}), 0)::bigint`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${promotionUses.orderTotal}), 0)::bigint`.mapWith(Number),
    })
    .from(promotionUses)
    .where(and(inArray(promotionUses.promotionId, ids), isNull(promotionUses.releasedAt)))
    .groupBy(promotionUses.promotionId);
  return new Map(rows.map((r) => [r.promotionId, r]));
}

export async function everUsed(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: promotionUses.id })
    .from(promotionUses)
    .where(eq(promotionUses.promotionId, id))
    .limit(1);
  return row !== undefined;
}

export async function insertPromotion(db: Executor, values: NewPromotion): Promise<PromotionRow> {
  const [row] = await db.insert(promotions).values(values).returning();
  if (!row) throw new Error('promotion not inserted');
  return row;
}

export async function updatePromotion(db: Executor, id: string, values: Partial<NewPromotion>) {
  const [row] = await db.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  return row;
}

export async function deletePromotion(db: Executor, id: string) {
  await db.delete(promotions).where(eq(promotions.id, id));
}

/**
 * Takes one use of a promotion if its total limit allows: one conditional UPDATE, so concurrent checkouts
 * queue on the row and the one that would pass the limit updates nothing. False when it is used up.
 */
export async function takeUse(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(promotions)
    .set({ uses: sql`${promotions.uses} + 1` })
    .where(
      and(eq(promotions.id, id), or(isNull(promotions.totalLimit), sql`${promotions.uses} < ${promotions.totalLimit}`)),
    )
    .returning({ id: promotions.id });
  return rows.length > 0;
}

/** A shopper's uses of a promotion still held by live orders: this account, or any use by one of its phones. */
export async function usesByShopper(db: Executor, promotionId: string, userId: string | null, phones: string[]) {
  const who = or(
    userId ? eq(promotionUses.userId, userId) : undefined,
    phones.length ? sql`${promotionUses.phones} && ${textArray(phones)}` : undefined,
  );
  if (!who) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotionUses)
    .where(and(eq(promotionUses.promotionId, promotionId), isNull(promotionUses.releasedAt), who));
  return row?.n ?? 0;
}

export async function insertUses(
  tx: Tx,
  rows: {
    promotionId: string;
    orderId: string;
    userId: string;
    phones: string[];
    amount: number;
    orderTotal: number;
  }[],
) {
  if (rows.length) await tx.insert(promotionUses).values(rows);
}

/** The amounts of an order's uses after weighing changed its total. */
export async function updateUseAmounts(tx: Tx, orderId: string, amounts: Map<string, number>, orderTotal: number) {
  for (const [promotionId, amount] of amounts) {
    await tx
      .update(promotionUses)
      .set({ amount, orderTotal })
      .where(and(eq(promotionUses.orderId, orderId), eq(promotionUses.promotionId, promotionId)));
  }
}

/** Gives back the uses of a cancelled order: its promotions' counters go down by one each. */
export async function releaseUses(tx: Tx, orderId: string, now: Date) {
  const released = await tx
    .update(promotionUses)
    .set({ releasedAt: now })
    .where(and(eq(promotionUses.orderId, orderId), isNull(promotionUses.releasedAt)))
    .returning({ promotionId: promotionUses.promotionId });
  for (const { promotionId } of released) {
    await tx
      .update(promotions)
      .set({ uses: sql`greatest(${promotions.uses} - 1, 0)` })
      .where(eq(promotions.id, promotionId));
  }
}

/** The uses a cancelled order gave back (to take again when it is restored). */
export function releasedUsesOf(tx: Tx, orderId: string) {
  return tx
    .select()
    .from(promotionUses)
    .where(and(eq(promotionUses.orderId, orderId), isNotNull(promotionUses.releasedAt)))
    .orderBy(asc(promotionUses.promotionId));
}

/** A restored order's uses held again (their counters were taken with takeUse). */
export async function unreleaseUses(tx: Tx, orderId: string) {
  await tx.update(promotionUses).set({ releasedAt: null }).where(eq(promotionUses.orderId, orderId));
}

/**
 * Serialises the checkouts of every account sharing one of these phones (transaction-scoped advisory locks,
 * taken in sorted order so two shoppers never wait on each other in a circle). One statement takes them all:
 * the keys are sorted here and taken in the array's order (`with ordinality`), so SQL's collation plays no part.
 */
export async function lockPhones(tx: Tx, phones: string[]) {
  const keys = [...new Set(phones)].sort().map((phone) => `veggie:phone:${phone}`);
  if (keys.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(key)) from unnest(${textArray(keys)}) with ordinality as k(key, n) order by n`,
  );
}

// The points ledger

export async function pointsHistory(db: Executor, userId: string): Promise<PointsLedgerRow[]> {
  return db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.at), desc(pointsLedger.id));
}

export async function pointsBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return row?.n ?? 0;
}

/** openLots, each row with the shopper's balance (the ledger's sum) alongside: one read where two were. */
export function openLotsWithBalance(db: Executor, userId: string) {
  return db
    .select({
      lot: pointsLedger,
      balance: sql<number>`(select coalesce(sum(l.points), 0)::int from ${pointsLedger} l where l.user_id = ${userId})`,
    })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), gt(pointsLedger.remaining, 0)))
    .orderBy(asc(pointsLedger.expiresAt), asc(pointsLedger.at), asc(pointsLedger.id));
}

/** The rows that still hold points, soonest to expire first (spent in that order). */
export function openLots(db: Executor, userId: string) {
  return db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), gt(pointsLedger.remaining, 0)))
    .orderBy(asc(pointsLedger.expiresAt), asc(pointsLedger.at), asc(pointsLedger.id));
}

/**
 * Spends `entry.points` (negative) of a shopper's open lots and writes `entry`, its ledger row, in one
 * statement: the lots give in the order openLots reads them (soonest to expire first), each what is left to
 * take after the lots before it, at most what it holds.
 */
export async function spendFromOpenLots(
  tx: Tx,
  entry: typeof pointsLedger.$inferInsert & { userId: string; points: number },
) {
  const points = -entry.points;
  const lots = tx.$with('lots').as(
    tx
      .select({
        id: pointsLedger.id,
        remaining: pointsLedger.remaining,
        before: sql<number>`coalesce(sum(${pointsLedger.remaining}) over (order by ${pointsLedger.expiresAt} asc,
          ${pointsLedger.at} asc, ${pointsLedger.id} asc rows between unbounded preceding and 1 preceding), 0)`.as(
          'before',
        ),
      })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, entry.userId), gt(pointsLedger.remaining, 0))),
  );
  // A data-modifying CTE runs whether or not the statement reads it; the new row is not among the lots.
  const taken = tx.$with('taken').as(
    tx
      .update(pointsLedger)
      .set({ remaining: sql`${pointsLedger.remaining} - least(${lots.remaining}, ${points} - ${lots.before})` })
      .from(lots)
      .where(and(eq(pointsLedger.id, lots.id), sql`${lots.before} < ${points}`))
      .returning({ id: pointsLedger.id }),
  );
  await tx.with(lots, taken).insert(pointsLedger).values(entry).onConflictDoNothing();
}

export async function setRemaining(db: Executor, id: string, remaining: number) {
  await db.update(pointsLedger).set({ remaining }).where(eq(pointsLedger.id, id));
}

export async function insertLedger(db: Executor, row: typeof pointsLedger.$inferInsert) {
  const [inserted] = await db.insert(pointsLedger).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function ledgerOfOrder(db: Executor, orderId: string) {
  return db.select().from(pointsLedger).where(eq(pointsLedger.orderId, orderId));
}
