import type { SepayWebhook } from '@veggie/contract';
import type { IncomingTransfer } from './payments.service';

export const SEPAY = 'sepay';

/**
 * SePay's notification as the matcher's input. Another notification service (Casso, payOS) is another
 * file like this one: its schema in the contract, a mapping to IncomingTransfer, and a route beside the
 * SePay one; the matching, idempotency and order rules (payments.service) are shared.
 */
export function fromSepay(notification: SepayWebhook): IncomingTransfer {
  return {
    provider: SEPAY,
    providerId: String(notification.id),
    amount: notification.transferAmount,
    content: notification.content ?? '',
    accountNumber: notification.accountNumber ?? null,
    // Not in the schema (a notification is never refused over it): a string when the money went to a VA.
    virtualAccount: typeof notification.subAccount === 'string' ? notification.subAccount : null,
    bankReference: notification.referenceCode ?? null,
    direction: notification.transferType,
    raw: notification,
  };
}
