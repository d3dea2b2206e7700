import { sql } from 'drizzle-orm';
import { TRANSFER_OUTCOMES } from '@veggie/contract';
import { bigint, check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.table';

/**
 * Every bank transaction a notification service told us about, matched or not: money is never dropped.
 * (provider, provider_id) is unique, so a replayed notification finds its row and changes nothing.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `sepay` today; another notification service is another adapter writing the same rows. */
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    content: text('content').notNull().default(''),
    accountNumber: text('account_number'),
    bankReference: text('bank_reference'),
    outcome: text('outcome', { enum: TRANSFER_OUTCOMES }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The notification as it came, for the admin and for disputes. */
    raw: jsonb('raw').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bank_transfers_provider_id_key').on(t.provider, t.providerId),
    index('bank_transfers_received_at_idx').on(t.receivedAt),
    index('bank_transfers_order_id_idx').on(t.orderId),
    check('bank_transfers_amount_check', sql`${t.amount} >= 0`),
    check(
      'bank_transfers_outcome_check',
      sql`${t.outcome} in ('paid', 'underpaid', 'overpaid', 'late', 'unmatched', 'ignored')`,
    ),
  ],
);

export type BankTransferRow = typeof bankTransfers.$inferSelect;
