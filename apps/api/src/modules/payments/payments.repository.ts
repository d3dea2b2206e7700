import { count, desc, eq } from 'drizzle-orm';
import type { TransferOutcome } from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import type { PageRequest } from '../../db/pages';
import { bankTransfers, type BankTransferRow } from './payments.table';

export type NewBankTransfer = typeof bankTransfers.$inferInsert;

/**
 * Records a notification, or returns null when this provider's transaction id is already recorded (a
 * replay). A simultaneous replay waits on the unique key until the first commits, then finds it taken.
 */
export async function insertTransferOnce(tx: Tx, values: NewBankTransfer): Promise<BankTransferRow | null> {
  const [row] = await tx.insert(bankTransfers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setTransferOutcome(
  tx: Tx,
  id: string,
  outcome: TransferOutcome,
  orderId: string | null,
): Promise<BankTransferRow> {
  const [row] = await tx.update(bankTransfers).set({ outcome, orderId }).where(eq(bankTransfers.id, id)).returning();
  if (!row) throw new Error('bank transfer vanished in its own transaction');
  return row;
}

/** A page of transfers, newest first (the id breaks ties), and how many match in total. */
export async function listTransfers(db: Db, filter: PageRequest & { outcome?: TransferOutcome }) {
  const where = filter.outcome ? eq(bankTransfers.outcome, filter.outcome) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(bankTransfers)
      .where(where)
      .orderBy(desc(bankTransfers.receivedAt), desc(bankTransfers.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ total: count() }).from(bankTransfers).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
