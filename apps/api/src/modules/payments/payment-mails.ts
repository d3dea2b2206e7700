import { formatShopDate, formatVnd, translate, type Language, type MessageKey } from '@veggie/contract';
import type { MailMessage } from '../../lib/mailer';
import {
  customerOf,
  orderMailBasics,
  orderNumber,
  sendSafely,
  shopContact,
  type OrderMailContext,
} from '../orders/order-mails';
import type { OrderRow } from '../orders/orders.service';
import { getShopSettings } from '../settings/settings.service';
import type { BankTransferRow } from './payments.table';

/** The outcomes the shop hears about: money in (paid, overpaid) and money to place or give back. */
const NOTICES = {
  paid: { title: 'paymentNoticePaid', detail: 'paymentNoticePaidDetail' },
  overpaid: { title: 'paymentNoticeOverpaid', detail: 'paymentNoticeOverpaidDetail' },
  late: { title: 'paymentNoticeLate', detail: 'paymentNoticeLateDetail' },
  unmatched: { title: 'paymentNoticeUnmatched', detail: 'paymentNoticeUnmatchedDetail' },
} satisfies Partial<Record<BankTransferRow['outcome'], { title: MessageKey; detail: MessageKey }>>;

type NoticeOutcome = keyof typeof NOTICES;
const isNoticeOutcome = (outcome: string): outcome is NoticeOutcome => outcome in NOTICES;

/** "Payment received" for the customer, in the language they last used the shop in. */
export function paymentReceivedMail(
  order: OrderRow,
  customer: { name: string; email: string; language: Language },
  contact: string,
  ordersLink: string,
): MailMessage {
  const lang = customer.language;
  const excess = order.refundDue;
  return {
    to: customer.email,
    subject: translate('paymentMailSubject', lang, { order: orderNumber(order) }),
    text: translate('paymentMailText', lang, {
      ...orderMailBasics(order, customer),
      amount: formatVnd(order.amountReceived, lang),
      detail:
        excess > 0
          ? translate('paymentMailOverpaid', lang, { excess: formatVnd(excess, lang) })
          : translate('paymentMailPaid', lang),
      link: ordersLink,
      contact,
    }),
  };
}

/**
 * The shop's notice of a transfer, in Vietnamese then English (the shop's mailbox has no language of its
 * own): what came, for which order, and what is due back.
 */
export function paymentNoticeMail(
  to: string,
  transfer: BankTransferRow,
  outcome: NoticeOutcome,
  order: OrderRow | null,
): MailMessage {
  const text = (lang: Language) => {
    const vnd = (amount: number) => formatVnd(amount, lang);
    const title = translate(NOTICES[outcome].title, lang);
    return translate('paymentNoticeText', lang, {
      outcome: title,
      amount: vnd(transfer.amount),
      detail: translate(NOTICES[outcome].detail, lang, {
        total: order ? vnd(order.totalAmount) : '',
        excess: order ? vnd(order.refundDue) : '',
        amount: vnd(transfer.amount),
      }),
      order: order
        ? `${orderNumber(order)} (${order.paymentReference ?? ''})`
        : translate('paymentNoticeNoOrder', lang),
      content: transfer.content,
      bankReference: transfer.bankReference ?? '',
      date: formatShopDate(transfer.receivedAt.toISOString(), lang, 'long'),
    });
  };
  return {
    to,
    subject: translate('paymentNoticeSubject', 'vi', {
      outcome: translate(NOTICES[outcome].title, 'vi'),
      amount: formatVnd(transfer.amount, 'vi'),
    }),
    text: `${text('vi')}\n\n---\n\n${text('en')}`,
  };
}

/** Mails the customer that their order is paid (a transfer or an admin's "mark as paid"). */
export function sendPaymentReceived(ctx: OrderMailContext, order: OrderRow): Promise<void> {
  return sendSafely(ctx, 'payment received mail', async () => {
    const customer = await customerOf(ctx, order);
    if (!customer) return null;
    const shop = await getShopSettings(ctx.settings);
    return paymentReceivedMail(order, customer, shopContact(shop, customer.language), ctx.links.orders());
  });
}

/**
 * The mails of a recorded transfer: the customer's when it paid their order, and the shop's notice of
 * money received, overpaid, late or unmatched (an underpayment waits for the rest; money out is the shop's own).
 */
export async function sendTransferMails(
  ctx: OrderMailContext,
  transfer: BankTransferRow,
  order: OrderRow | null,
): Promise<void> {
  const { outcome } = transfer;
  if (order && (outcome === 'paid' || outcome === 'overpaid')) {
    await sendPaymentReceived(ctx, order);
  }
  if (!isNoticeOutcome(outcome)) return;
  await sendSafely(ctx, 'payment notice', async () => {
    const { email } = await getShopSettings(ctx.settings);
    return email ? paymentNoticeMail(email, transfer, outcome, order) : null;
  });
}
