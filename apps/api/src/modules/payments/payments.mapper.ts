import type { BankAccount, BankTransfer, OrderPayment } from '@veggie/contract';
import { moneyOf } from '../orders/order-money';
import type { OrderRow } from '../orders/orders.service';
import type { BankTransferRow } from './payments.table';

/** A transfer as the admin's list shows it, with the reference of the order it went to (if any). */
export function toBankTransfer(row: BankTransferRow, orderReference: string | null): BankTransfer {
  return {
    _id: row.id,
    provider: row.provider,
    providerId: row.providerId,
    amount: row.amount,
    content: row.content,
    accountNumber: row.accountNumber,
    bankReference: row.bankReference,
    outcome: row.outcome,
    order: row.orderId ? { _id: row.orderId, reference: orderReference } : null,
    receivedAt: row.receivedAt.toISOString(),
  };
}

/** How to pay an order: the account (with its bank's name) and, while the order waits for its money, the QR. */
export function toOrderPayment(
  order: OrderRow,
  bank: (BankAccount & { bankName: string }) | null,
  qr: { payload: string; image: string } | null,
): OrderPayment {
  return {
    method: order.paymentMethod,
    status: order.paymentStatus,
    amount: order.totalAmount,
    amountReceived: order.amountReceived,
    amountDue: moneyOf(order).amountDue,
    refundDue: order.refundDue,
    estimated: order.estimated,
    reference: order.paymentReference,
    expiresAt: order.paymentExpiresAt?.toISOString() ?? null,
    paidAt: order.paidAt?.toISOString() ?? null,
    bank,
    qr,
  };
}
