import { sql } from 'drizzle-orm';
import { INVOICE_KINDS, INVOICE_STATUSES, type InvoiceBuyer } from '@veggie/contract';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.table';

/** One line of an invoice as it was sent to the provider: amounts VAT included, in VND. */
export interface InvoiceLine {
  name: string;
  unit: string;
  /** Pieces, or kilograms for a weighed line (three decimals at most). */
  quantity: number;
  /** The line's amount with VAT; negative on an adjustment that lowers it. */
  amount: number;
  vatRate: number;
}

/**
 * Every e-invoice the shop asked for (docs/decisions/044). An order's `original` is made once it is delivered;
 * a later change of its total adds an `adjustment` for the difference (an issued invoice is never edited).
 * Rows are worked like the mail outbox: `pending` rows whose `next_attempt_at` is due are leased by one
 * process, sent to the provider, and become `issued`, or wait longer after each failure, or `failed` for the
 * admin to retry. Invoices outlive their order (bookkeeping): the link is cleared when it is deleted.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** 0 for the original, then 1, 2, … for the adjustments of one order, issued in that order. */
    sequence: integer('sequence').notNull(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    /** The total it states with VAT; an adjustment's is the change of the order's total. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('pending'),
    /** The adapter it goes (went) through: `sepay`, … */
    provider: text('provider').notNull(),
    /** The provider's own id of it (SePay's reference_code), once it answered. */
    providerId: text('provider_id'),
    number: text('number'),
    series: text('series'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    lookupCode: text('lookup_code'),
    pdfUrl: text('pdf_url'),
    /** Failed tries so far. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** Until when one process is issuing it: no other takes it before then. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Two sweeps that both saw a delivered order without its invoice cannot both make one.
    unique('invoices_order_sequence_key').on(t.orderId, t.sequence),
    index('invoices_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('invoices_created_at_idx').on(t.createdAt),
    check('invoices_status_check', sql`${t.status} in ('pending', 'issued', 'failed')`),
    check('invoices_kind_check', sql`${t.kind} in ('original', 'adjustment')`),
    check('invoices_sequence_check', sql`(${t.kind} = 'original') = (${t.sequence} = 0)`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
