import {
  paginate,
  type AdminTransferListQuery,
  type OrderPayment,
  type PaymentMethods,
  type PaymentSettings,
} from '@veggie/contract';
import type { Db } from '../../db/client';
import { dateOf, type Clock } from '../../lib/clock';
import { badRequest, conflict } from '../../lib/errors';
import { storableJson, storableText } from '../../lib/storable-text';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import {
  changeLockedOrder,
  isLive,
  lockOrderNamedIn,
  moneyOf,
  paymentReferencesOf,
  transferWaitOf,
} from '../orders/order-money';
import { lockOrderById, ownOrder, type OrderRow } from '../orders/orders.service';
import { getPaymentSettings, updatePaymentSettings, type SettingsContext } from '../settings/settings.service';
import { toBankTransfer, toOrderPayment } from './payments.mapper';
import { bankNameOf, receivingBanks, transferQr } from './payments.qr';
import * as repo from './payments.repository';
import type { BankTransferRow } from './payments.table';

/** What checkout may offer now: a transfer only while the shop has an account to receive it. */
export async function paymentMethods(settings: SettingsContext): Promise<PaymentMethods> {
  const { bank } = await getPaymentSettings(settings);
  return {
    methods: bank ? ['cod', 'bank_transfer'] : ['cod'],
    transferExpiryMinutes: settings.config.payments.expiryMinutes,
  };
}

/**
 * How the owner pays their order. For a transfer, the shop's account as the settings hold it now and,
 * while the order waits for its money (order-money transferWait), the VietQR code of what is still
 * due: the total less what was kept, such as the balance of an order weighed above what was paid.
 */
export async function orderPayment(settings: SettingsContext, userId: string, orderId: string): Promise<OrderPayment> {
  const order = await ownOrder(settings.db, userId, orderId);
  if (order.paymentMethod !== 'bank_transfer') return toOrderPayment(order, null, null);
  const { bank } = await getPaymentSettings(settings);
  if (!bank) return toOrderPayment(order, null, null);
  const qr =
    order.paymentReference && (await transferWaitOf(settings.db, order, dateOf(settings.clock))) === 'awaited'
      ? await transferQr(bank, moneyOf(order).amountDue, order.paymentReference)
      : null;
  return toOrderPayment(order, { ...bank, bankName: bankNameOf(bank.bin) }, qr);
}

/** A bank transaction as a notification service reported it; each provider has an adapter to this shape. */
export interface IncomingTransfer {
  /** Which service: `sepay`; a provider's ids are unique only among its own. */
  provider: string;
  providerId: string;
  amount: number;
  content: string;
  /** The account the money went to, when the service names it. */
  accountNumber: string | null;
  /** The virtual account (VA) it went to, when the bank gives the shop several numbers for one account. */
  virtualAccount: string | null;
  bankReference: string | null;
  /** `out`: money leaving the shop's account (a refund, a bill), recorded and otherwise ignored. */
  direction: 'in' | 'out';
  /** The notification as received. */
  raw: unknown;
}

export interface TransferResult {
  /** True when this provider's transaction id was already recorded: nothing changed. */
  replay: boolean;
  transfer: BankTransferRow | null;
  /** The order the money went to, after the change. */
  order: OrderRow | null;
}

/**
 * What a transfer of `amount` did to the order it names, judged by the money rules before and after it:
 * money for a cancelled or already paid order is all `late` (due back); otherwise the order is `underpaid`
 * while something is still due, `overpaid` when the excess became refund due, else `paid`. Until the expiry
 * sweep has cancelled an order its deadline alone does not refuse the money: the shop still holds its stock.
 */
export function transferOutcome(order: OrderRow, amount: number) {
  const before = moneyOf(order);
  if (!isLive(order) || before.amountDue === 0) return 'late' as const;
  const after = moneyOf({ ...order, amountReceived: order.amountReceived + amount });
  if (after.amountDue > 0) return 'underpaid' as const;
  return after.refundDue > before.refundDue ? ('overpaid' as const) : ('paid' as const);
}

/** An account number as banks and apps print it ("0011 0012 34567", "0011-001-234567"): its letters and digits. */
const accountKey = (accountNumber: string) => accountNumber.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/**
 * Whether the notification names only accounts other than the shop's receiving one. One SePay login may
 * watch several accounts (the owner's personal one, another business), and money sent there must not pay
 * an order of this shop whatever its description says. A notification naming no account keeps matching by
 * reference: SePay always names it today, and refusing one that did not would strand the shopper's money
 * on a technicality, while the reference alone is this shop's. So does a shop without a receiving account
 * (transfers turned off since the order was placed): there is nothing to compare with.
 */
function paidToAnotherAccount(input: IncomingTransfer, bank: PaymentSettings['bank']): boolean {
  const named = [input.accountNumber, input.virtualAccount].map((n) => accountKey(n ?? '')).filter(Boolean);
  return bank !== null && named.length > 0 && !named.includes(accountKey(bank.accountNumber));
}

/**
 * Records one bank notification and applies it, in one transaction: every notification becomes a row
 * (money is never dropped), at most once per provider's transaction id. The order row is locked, so a
 * notification, the expiry sweep and an admin never change one order's payment at the same time. Money
 * notified for another account than the shop's receiving one is recorded unmatched, for the admin.
 */
export async function recordIncomingTransfer(
  settings: SettingsContext,
  input: IncomingTransfer,
): Promise<TransferResult> {
  const now = dateOf(settings.clock);
  const { bank } = await getPaymentSettings(settings);
  // Stored whatever it holds: a lone surrogate would fail the insert, the answer would be a 500 and the
  // service would retry it forever. Replaced by U+FFFD, the money is recorded and the text still shows.
  const content = storableText(input.content);
  return settings.db.transaction(async (tx) => {
    // First, so a replay (even one arriving at the same moment) finds the key taken and changes nothing.
    const recorded = await repo.insertTransferOnce(tx, {
      provider: input.provider,
      providerId: storableText(input.providerId),
      amount: input.amount,
      content,
      accountNumber: input.accountNumber && storableText(input.accountNumber),
      bankReference: input.bankReference && storableText(input.bankReference),
      outcome: 'unmatched',
      raw: storableJson(input.raw ?? {}),
      receivedAt: now,
    });
    if (!recorded) return { replay: true, transfer: null, order: null };
    if (input.direction === 'out') {
      return { replay: false, transfer: await repo.setTransferOutcome(tx, recorded.id, 'ignored', null), order: null };
    }
    if (paidToAnotherAccount(input, bank)) return { replay: false, transfer: recorded, order: null };
    const order = await lockOrderNamedIn(tx, content);
    if (!order) return { replay: false, transfer: recorded, order: null };
    const outcome = transferOutcome(order, input.amount);
    const updated = await changeLockedOrder(tx, order, { amountReceived: order.amountReceived + input.amount }, now);
    return {
      replay: false,
      transfer: await repo.setTransferOutcome(tx, recorded.id, outcome, order.id),
      order: updated,
    };
  });
}

/**
 * An admin's "mark as paid" (cash handed to the driver, a transfer seen in the bank but not notified):
 * what was still due counts as received (the whole total, or the balance after a part transfer). Refused
 * for an order with nothing due (409 `order_already_paid`), one whose time to pay ran out (409
 * `payment_expired`) or one cancelled otherwise (409 `order_cancelled`). Audited with the amount and the
 * reference the admin gave.
 */
export function markOrderPaid(db: Db, clock: Clock, actor: AuditActor, orderId: string, bankReference: string) {
  return db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (order.paymentStatus === 'expired') throw conflict('paymentExpired');
    if (!isLive(order)) throw conflict('orderCancelled');
    const { amountDue } = moneyOf(order);
    if (amountDue === 0) throw conflict('orderAlreadyPaid');
    const updated = await changeLockedOrder(
      tx,
      order,
      { amountReceived: order.amountReceived + amountDue },
      dateOf(clock),
    );
    await recordAudit(tx, {
      actor,
      action: 'order.marked_paid',
      entity: { type: 'order', id: order.id },
      customerId: order.userId,
      details: { email: order.customerEmail, totalAmount: order.totalAmount, amount: amountDue, bankReference },
    });
    return updated;
  });
}

/**
 * An admin records that the money due back was paid back (409 `nothing_to_refund` when none is due). An
 * order that was cancelled or expired is then `refunded`; a live one (an overpayment, a lighter weighing)
 * stays as it was.
 */
export function markOrderRefunded(db: Db, clock: Clock, actor: AuditActor, orderId: string, bankReference: string) {
  return db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (order.refundDue <= 0) throw conflict('nothingToRefund');
    const updated = await changeLockedOrder(tx, order, { refunded: order.refunded + order.refundDue }, dateOf(clock));
    await recordAudit(tx, {
      actor,
      action: 'order.refunded',
      entity: { type: 'order', id: order.id },
      customerId: order.userId,
      details: { email: order.customerEmail, amount: order.refundDue, bankReference },
    });
    return updated;
  });
}

/** The admin's list of transfers, newest first, each with the reference of the order it went to. */
export async function listTransfers(db: Db, query: AdminTransferListQuery) {
  const { page, limit } = query;
  const { rows, total } = await repo.listTransfers(db, query);
  const orderIds = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
  const references = await paymentReferencesOf(db, orderIds);
  return {
    data: rows.map((row) => toBankTransfer(row, row.orderId ? (references.get(row.orderId) ?? null) : null)),
    count: total,
    pagination: paginate(page, limit, total),
  };
}

/** The payment settings and the banks an admin may choose from. */
export async function adminPaymentSettings(settings: SettingsContext) {
  return { ...(await getPaymentSettings(settings)), banks: receivingBanks() };
}

/**
 * Saves the account under the QR code. A BIN of six digits that is no VietQR bank is refused as the schema
 * refuses a malformed one (400 `validation_failed` on `bank.bin`): no banking app could pay its QR code.
 */
export async function savePaymentSettings(settings: SettingsContext, actor: AuditActor, values: PaymentSettings) {
  if (values.bank && !receivingBanks().some((bank) => bank.bin === values.bank?.bin)) {
    throw badRequest('validationFailed', undefined, [{ field: 'bank.bin', key: 'invalidBankBin' }]);
  }
  return updatePaymentSettings(settings, actor, values);
}
