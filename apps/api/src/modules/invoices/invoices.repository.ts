import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { InvoiceStatus } from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { newestFirstPage, type PageRequest } from '../../db/pages';
import { orders } from '../orders/orders.table';
import { invoices, type InvoiceRow } from './invoices.table';

type Executor = Db | Tx;
export type NewInvoice = typeof invoices.$inferInsert;

/**
 * The ids of orders whose invoices do not state what the order comes to now, changed in the last `windowMs` (by
 * the database's clock, which stamps `updated_at`): a delivered
 * order without an invoice, or whose invoices add up to another total; a cancelled one whose invoices do not
 * add up to 0. An order under way again (processing or shipped) waits until it is delivered or cancelled.
 */
export async function ordersToInvoice(db: Db, windowMs: number, limit: number): Promise<string[]> {
  const invoiced = sql<number>`coalesce(sum(${invoices.amount}), 0)`;
  const target = sql`case when ${orders.status} = 'delivered' then ${orders.totalAmount} else 0 end`;
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(
      and(
        inArray(orders.status, ['delivered', 'cancelled']),
        gte(orders.updatedAt, sql`now() - make_interval(secs => ${windowMs / 1000})`),
      ),
    )
    .groupBy(orders.id)
    .having(
      sql`(count(${invoices.id}) = 0 and ${orders.status} = 'delivered') or (count(${invoices.id}) > 0 and ${invoiced} <> ${target})`,
    )
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export function invoicesOfOrder(db: Executor, orderId: string): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.sequence));
}

/** Inserts the invoice unless the order already has one of that sequence (another sweep made it first). */
export async function insertInvoice(tx: Tx, values: NewInvoice): Promise<InvoiceRow | undefined> {
  const [row] = await tx.insert(invoices).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Leases up to `limit` pending invoices due at `now` until `leasedUntil`, oldest due first; an adjustment only
 * once every invoice of its order before it is issued. Rows another process is claiming are skipped, and a
 * row leased in between is judged again once locked, so two processes never claim one invoice.
 */
export function claimDueInvoices(db: Db, now: Date, leasedUntil: Date, limit: number): Promise<InvoiceRow[]> {
  const free = or(isNull(invoices.leasedUntil), lte(invoices.leasedUntil, now));
  const due = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'pending'),
        lte(invoices.nextAttemptAt, now),
        free,
        sql`not exists (select 1 from ${invoices} earlier where earlier.order_id = ${invoices.orderId}
          and earlier.sequence < ${invoices.sequence} and earlier.status <> 'issued')`,
      ),
    )
    .orderBy(invoices.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(invoices)
    .set({ leasedUntil })
    .where(and(inArray(invoices.id, due), eq(invoices.status, 'pending'), free))
    .returning();
}

export async function updateInvoice(db: Executor, id: string, change: Partial<NewInvoice>): Promise<InvoiceRow> {
  const [row] = await db.update(invoices).set(change).where(eq(invoices.id, id)).returning();
  return row!;
}

export async function lockInvoice(tx: Tx, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

export async function findInvoice(db: Executor, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

export function listInvoices(db: Db, filter: PageRequest & { status?: InvoiceStatus }) {
  return newestFirstPage(db, invoices, filter.status ? eq(invoices.status, filter.status) : undefined, filter);
}
