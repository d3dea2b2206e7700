import {
  addressLine,
  displayVietnamesePhone,
  formatGrams,
  formatShopDate,
  formatSlotWindow,
  formatVnd,
  translate,
  type Language,
  type MessageKey,
  type OrderStatus,
  type PaymentMethod,
  type ShopSettings,
} from '@veggie/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { linkOrigin } from '../../config';
import type { Db, Tx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { shopLinks, type ShopLinks } from '../../lib/shop-links';
import type { MailMessage } from '../../lib/mailer';
import type { MailOutbox } from '../mail/mail.service';
import { getShopSettings, settingsContextOf, type SettingsContext } from '../settings/settings.service';
import { getUser } from '../users/users.service';
import { moneyOf } from './order-money';
import { lineAmount, toLineSubstitute, type OrderLineWithProduct } from './orders.mapper';
import { findOrder } from './orders.repository';
import { orderWithLines } from './orders.service';
import type { SubstitutionResult } from './substitution.service';
import type { WeighingResult } from './weighing.service';
import type { OrderRow } from './orders.table';

/** What an order mail needs: the database, the shop's settings, the outbox and the log for a failed one. */
export interface OrderMailContext {
  db: Db;
  settings: SettingsContext;
  mail: MailOutbox;
  log: FastifyBaseLogger;
  /** The storefront's pages the mails link to, absolute (config linkOrigin). */
  links: ShopLinks;
}

/** Whom an order mail goes to: the account as it is now, in the language the shopper last used the shop in. */
interface Customer {
  name: string;
  email: string;
  language: Language;
}

/** The mail context of one request: the app's outbox and settings cache, the request's log. */
export const orderMailContextOf = (app: FastifyInstance, log: FastifyBaseLogger): OrderMailContext => ({
  db: app.db,
  settings: settingsContextOf(app),
  mail: app.mailOutbox,
  log,
  links: shopLinks(linkOrigin(app.config)),
});

const STATUS_NAMES: Record<OrderStatus, MessageKey> = {
  processing: 'orderStatusProcessing',
  shipped: 'orderStatusShipped',
  delivered: 'orderStatusDelivered',
  cancelled: 'orderStatusCancelled',
};
const STATUS_DETAILS: Record<OrderStatus, MessageKey> = {
  processing: 'orderStatusMailProcessing',
  shipped: 'orderStatusMailShipped',
  delivered: 'orderStatusMailDelivered',
  cancelled: 'orderStatusMailCancelled',
};
const PAYMENT_NAMES: Record<PaymentMethod, MessageKey> = {
  cod: 'paymentMethodCod',
  bank_transfer: 'paymentMethodBankTransfer',
};

/** The order's number as the shopper sees it on the orders page: "#AB12CD34". */
export const orderNumber = (order: OrderRow) => `#${order.id.slice(-8).toUpperCase()}`;

/**
 * What every mail about one order names: the customer, the order's number, its date and its total, said to
 * be an estimate while lines sold by weight are not weighed yet.
 */
export function orderMailBasics(order: OrderRow, customer: { name: string; language: Language }) {
  const lang = customer.language;
  return {
    name: customer.name,
    order: orderNumber(order),
    date: formatShopDate(order.createdAt.toISOString(), lang, 'long'),
    total: totalText(order, lang),
  };
}

/** The order's total, said to be an estimate while a weight line is unweighed. */
function totalText(order: OrderRow, lang: Language): string {
  const total = formatVnd(order.totalAmount, lang);
  return order.estimated ? translate('orderMailEstimatedTotal', lang, { total }) : total;
}

function deliveryWindow(order: OrderRow, lang: Language): string {
  if (!order.slotStartsAt || !order.slotEndsAt) return translate('orderMailNoSlot', lang);
  return formatSlotWindow({ start: order.slotStartsAt.toISOString(), end: order.slotEndsAt.toISOString() }, lang);
}

export function shopContact(shop: ShopSettings, lang: Language): string {
  const { shopName, address, phone, email } = shop;
  return translate('orderMailContact', lang, { shopName, address, phone, email });
}

/** A product's name in a mail: Vietnamese as on the labels, the English one beside it for an English reader. */
const productName = (name: string, nameEn: string | null, lang: Language) =>
  lang === 'en' && nameEn ? `${name} (${nameEn})` : name;

/**
 * Names stay Vietnamese (as on the labels); an English reader gets the English name beside it. A weight
 * line says the grams ordered and its per-kg price, its amount an estimate until the packers weigh it.
 */
function lineText(line: OrderLineWithProduct, lang: Language): string {
  const product = productName(line.name, line.nameEn, lang);
  if (line.stepGrams !== null && line.pricePerKg !== null) {
    return translate('orderMailWeightLine', lang, {
      grams: formatGrams(line.quantity * line.stepGrams, lang),
      product,
      pricePerKg: formatVnd(line.pricePerKg, lang),
      lineTotal: formatVnd(line.priceEach * line.quantity, lang),
    });
  }
  const unit = (lang === 'en' && line.unitLabelEn) || line.unitLabel;
  return translate('orderMailLine', lang, {
    quantity: line.quantity,
    product,
    unit,
    priceEach: formatVnd(line.priceEach, lang),
    lineTotal: formatVnd(line.priceEach * line.quantity, lang),
  });
}

/** Who receives it and where: the address-book entry the order kept, else the profile's free text. */
function recipient(order: OrderRow) {
  const address = order.deliveryAddress;
  return address
    ? { receiver: address.receiverName, phone: displayVietnamesePhone(address.phone), address: addressLine(address) }
    : { receiver: order.shippingName, phone: order.shippingPhone, address: order.shippingAddress };
}

/** The discounts and points an order holds, one line each (ending in a newline), or nothing. */
function savingsText(order: OrderRow, lang: Language): string {
  const lines = [
    ...order.discounts.map((discount) =>
      translate('orderMailDiscount', lang, {
        title: [discount.code, lang === 'en' ? discount.titleEn : discount.title].filter(Boolean).join(' · '),
        amount: formatVnd(discount.amount, lang),
      }),
    ),
    ...(order.pointsUsed > 0
      ? [translate('orderMailPoints', lang, { points: order.pointsUsed, amount: formatVnd(order.pointsAmount, lang) })]
      : []),
  ];
  return lines.map((line) => `${line}\n`).join('');
}

/**
 * The order's money, one line each: subtotal, delivery fee, each discount, the points and the total (said to be
 * an estimate while a weight line is unweighed). The confirmation and the weighed notice both state it.
 */
function moneyText(order: OrderRow, lang: Language): string {
  return translate('orderMailMoney', lang, {
    subtotal: formatVnd(order.subtotal, lang),
    deliveryFee:
      order.deliveryFee === 0 ? translate('orderMailFreeDelivery', lang) : formatVnd(order.deliveryFee, lang),
    savings: savingsText(order, lang),
    total: totalText(order, lang),
  });
}

/**
 * The confirmation Vietnamese e-commerce rules expect (Decree 52/2013, art. 17): the goods, quantities and
 * unit prices, the delivery fee, discounts, points and total, where and when it is delivered, and how to
 * reach the shop; in the language the shopper last used the shop in.
 */
export function orderConfirmationMail(
  order: OrderRow,
  lines: OrderLineWithProduct[],
  customer: Customer,
  shop: ShopSettings,
  links: ShopLinks,
): MailMessage {
  const lang = customer.language;
  return {
    to: customer.email,
    subject: translate('orderMailSubject', lang, { order: orderNumber(order) }),
    text: translate('orderMailText', lang, {
      ...orderMailBasics(order, customer),
      lines: lines.map((line) => `- ${lineText(line, lang)}`).join('\n'),
      money: moneyText(order, lang),
      payment:
        order.paymentMethod === 'bank_transfer'
          ? translate('orderMailTransferPayment', lang, { link: links.orderPayment(order.id) })
          : translate(PAYMENT_NAMES[order.paymentMethod], lang),
      ...recipient(order),
      window: deliveryWindow(order, lang),
      note: order.deliveryNote.trim() || translate('orderMailNoNote', lang),
      link: links.orders(),
      contact: shopContact(shop, lang),
    }),
  };
}

/** The short notice of a status an admin set: the new status, what it means, and the shop's contact. */
export function orderStatusMail(
  order: OrderRow,
  customer: Customer,
  shop: ShopSettings,
  links: ShopLinks,
): MailMessage {
  const lang = customer.language;
  const status = translate(STATUS_NAMES[order.status], lang);
  return {
    to: customer.email,
    subject: translate('orderStatusMailSubject', lang, { order: orderNumber(order), status }),
    text: translate('orderStatusMailText', lang, {
      ...orderMailBasics(order, customer),
      status,
      detail: translate(STATUS_DETAILS[order.status], lang, { window: deliveryWindow(order, lang) }),
      link: links.orders(),
      contact: shopContact(shop, lang),
    }),
  };
}

/**
 * The notice of an unpaid transfer order the shop cancelled at its deadline: which order, that a transfer
 * already made will be refunded, and the shop's contact.
 */
export function paymentExpiredMail(
  order: OrderRow,
  customer: Customer,
  shop: ShopSettings,
  links: ShopLinks,
): MailMessage {
  const lang = customer.language;
  return {
    to: customer.email,
    subject: translate('paymentExpiredMailSubject', lang, { order: orderNumber(order) }),
    text: translate('paymentExpiredMailText', lang, {
      ...orderMailBasics(order, customer),
      reference: order.paymentReference ?? '',
      link: links.orders(),
      contact: shopContact(shop, lang),
    }),
  };
}

/**
 * What the mail says about paying a total packing changed (order-money.ts): cash on delivery, a transfer to
 * make, the balance of one that paid less than the new total, paid, or a refund.
 */
function packedPaymentDetail(order: OrderRow, lang: Language): string {
  const vnd = (amount: number) => formatVnd(amount, lang);
  const { kept, amountDue, refundDue } = moneyOf(order);
  if (order.paymentMethod === 'cod' && kept === 0)
    return translate('orderWeighedMailCod', lang, { total: vnd(amountDue) });
  const received = vnd(order.amountReceived);
  if (amountDue > 0) {
    return kept === 0
      ? translate('orderWeighedMailUnpaid', lang, { total: vnd(amountDue) })
      : translate('orderWeighedMailBalance', lang, {
          received,
          due: vnd(amountDue),
          reference: order.paymentReference ?? '',
        });
  }
  if (refundDue > 0) return translate('orderWeighedMailRefund', lang, { received, refund: vnd(refundDue) });
  return translate('orderWeighedMailPaid', lang, { received });
}

/** Whether the shopper still has money to transfer (not cash to hand the driver): see packedPaymentDetail. */
function transferDue(order: OrderRow): boolean {
  const { kept, amountDue } = moneyOf(order);
  return amountDue > 0 && !(order.paymentMethod === 'cod' && kept === 0);
}

/**
 * The short notice of an order whose weight lines are all weighed: what each weighed, the final total beside
 * the one checkout showed (`checkoutTotal`, see WeighingResult), the order's money as the confirmation states it
 * (its discounts and points repriced on the weights), and what that means for paying (see packedPaymentDetail).
 */
export function orderWeighedMail(
  order: OrderRow,
  lines: OrderLineWithProduct[],
  checkoutTotal: number,
  customer: Customer,
  shop: ShopSettings,
  links: ShopLinks,
): MailMessage {
  const lang = customer.language;
  const vnd = (amount: number) => formatVnd(amount, lang);
  const weighed = lines.flatMap((line) =>
    // A line replaced or taken out after weighing went out otherwise: its own mail told the shopper.
    line.pickedGrams === null || line.removed || line.substituteProductId !== null
      ? []
      : [
          `- ${translate('orderWeighedMailLine', lang, {
            product: productName(line.name, line.nameEn, lang),
            grams: formatGrams(line.pickedGrams, lang),
            amount: vnd(lineAmount(line)),
          })}`,
        ],
  );
  return {
    to: customer.email,
    subject: translate('orderWeighedMailSubject', lang, { order: orderNumber(order), total: vnd(order.totalAmount) }),
    text: translate('orderWeighedMailText', lang, {
      ...orderMailBasics(order, customer),
      estimate: vnd(checkoutTotal),
      lines: weighed.join('\n'),
      money: moneyText(order, lang),
      detail: packedPaymentDetail(order, lang),
      link: packedOrderLink(order, lang, links),
      contact: shopContact(shop, lang),
    }),
  };
}

/** Where a mail about a total packing changed sends the shopper: to pay what is still due, else to the orders. */
function packedOrderLink(order: OrderRow, lang: Language, links: ShopLinks): string {
  return transferDue(order)
    ? translate('orderMailPaymentLink', lang, { link: links.orderPayment(order.id) })
    : translate('orderMailOrdersLink', lang, { link: links.orders() });
}

/** Goods as a mail names them: "2 × Rau muống (bó)", or "500 g of Rau muống" for goods sold by weight. */
function goodsText(
  goods: { name: string; nameEn: string | null; label: string; labelEn: string | null; quantity: number },
  grams: number | null,
  lang: Language,
): string {
  const product = productName(goods.name, goods.nameEn, lang);
  if (grams !== null) return translate('orderMailGoodsWeight', lang, { grams: formatGrams(grams, lang), product });
  const unit = (lang === 'en' && goods.labelEn) || goods.label;
  return translate('orderMailGoodsPieces', lang, { quantity: goods.quantity, product, unit });
}

/**
 * The notice of a line the packers replaced or took out (substitution.service): what ran short, what was put
 * in and what it costs, the order's new total, and what that means for paying (see packedPaymentDetail).
 */
export function orderSubstitutionMail(
  order: OrderRow,
  line: OrderLineWithProduct,
  customer: Customer,
  shop: ShopSettings,
  links: ShopLinks,
): MailMessage {
  const lang = customer.language;
  const orderedGrams = line.stepGrams === null ? null : line.quantity * line.stepGrams;
  const text = {
    ...orderMailBasics(order, customer),
    ordered: goodsText({ ...line, label: line.unitLabel, labelEn: line.unitLabelEn }, orderedGrams, lang),
    detail: packedPaymentDetail(order, lang),
    link: packedOrderLink(order, lang, links),
    contact: shopContact(shop, lang),
  };
  const subject = { order: orderNumber(order), product: productName(line.name, line.nameEn, lang) };
  const substitute = toLineSubstitute(line);
  if (!substitute) {
    return {
      to: customer.email,
      subject: translate('orderLineRemovedMailSubject', lang, subject),
      text: translate('orderLineRemovedMailText', lang, text),
    };
  }
  const grams = substitute.unit.kind === 'weight' ? line.substituteStock : null;
  return {
    to: customer.email,
    subject: translate('orderSubstitutedMailSubject', lang, subject),
    text: translate('orderSubstitutedMailText', lang, {
      ...text,
      substitute: goodsText({ ...substitute, ...substitute.unit }, grams, lang),
      amount: formatVnd(substitute.amount, lang),
    }),
  };
}

/** Mails the shopper what the packers did to a line, once it is committed and when it changed anything. */
export async function sendSubstitutionNotice(ctx: OrderMailContext, { order, lineId, changed }: SubstitutionResult) {
  if (!changed) return;
  await sendSafely(ctx, 'substitution notice', async () => {
    const customer = await customerOf(ctx, order);
    if (!customer) return null;
    const [{ lines }, shop] = await Promise.all([orderWithLines(ctx.db, order.id), getShopSettings(ctx.settings)]);
    const line = lines.find(({ id }) => id === lineId);
    return line ? orderSubstitutionMail(order, line, customer, shop, ctx.links) : null;
  });
}

/** Mails the final total of an order whose weighing made it final or changed it (see recordWeights). */
export async function sendWeighedNotice(
  ctx: OrderMailContext,
  { order, finalTotalChanged, checkoutTotal }: WeighingResult,
) {
  if (!finalTotalChanged) return;
  await sendSafely(ctx, 'weighed order notice', async () => {
    const customer = await customerOf(ctx, order);
    if (!customer) return null;
    const [{ lines }, shop] = await Promise.all([orderWithLines(ctx.db, order.id), getShopSettings(ctx.settings)]);
    return orderWeighedMail(order, lines, checkoutTotal, customer, shop, ctx.links);
  });
}

/**
 * Composes a mail from the database once the change it tells about is committed, and queues it: the outbox
 * delivers it without holding the request. A failure to compose or queue is logged, never the shopper's or the
 * admin's error (the order is placed, the status changed). Resolves once the mail is queued and handed to the
 * mailer, so the caller's answer follows it in tests.
 */
export async function sendSafely(ctx: OrderMailContext, what: string, compose: () => Promise<MailMessage | null>) {
  try {
    const mail = await compose();
    if (mail) await ctx.mail.send(mail);
  } catch (err) {
    ctx.log.error({ err }, `${what} could not be composed or queued`);
  }
}

/** The customer's current account (name, email, language); null once the account is deleted. */
export const customerOf = (ctx: OrderMailContext, order: OrderRow) =>
  order.userId ? getUser(ctx.db, order.userId) : null;

/**
 * The shop's notice of a new order, to the shop's own address, in Vietnamese (the shop's language): who
 * ordered, who receives it where and when, how it is paid, the lines, the shopper's note, and a link to the
 * order in the admin. An address matched to no delivery zone is said to be unchecked.
 */
export function newOrderShopMail(
  order: OrderRow,
  lines: OrderLineWithProduct[],
  customer: { name: string; email: string },
  shop: ShopSettings,
  links: ShopLinks,
): MailMessage {
  const lang: Language = 'vi';
  const basics = orderMailBasics(order, { name: customer.name, language: lang });
  return {
    to: shop.email,
    subject: translate('newOrderMailSubject', lang, { order: basics.order, total: basics.total }),
    text: translate('newOrderMailText', lang, {
      ...basics,
      customer: customer.name,
      email: customer.email,
      ...recipient(order),
      addressCheck: order.deliveryWardCode === null ? translate('newOrderMailAddressUnchecked', lang) : '',
      window: order.slotStartsAt ? deliveryWindow(order, lang) : translate('newOrderMailNoSlot', lang),
      payment: translate(PAYMENT_NAMES[order.paymentMethod], lang),
      note: order.deliveryNote.trim() || translate('orderMailNoNote', lang),
      lines: lines.map((line) => `- ${lineText(line, lang)}`).join('\n'),
      link: links.adminOrder(order.id),
    }),
  };
}

/**
 * Queues the confirmation of the order a checkout is creating, in the checkout's transaction, so the order
 * and its mail commit together: `order` and `lines` as checkout inserted them, `customer` the shopper's row it
 * locked and `shop` the settings it read, so queuing both mails is the one statement. Dispatch the row once
 * committed.
 * The shop's notice of the new order (newOrderShopMail) is queued with it, for the delivery sweep to send a
 * few seconds later: it never holds the checkout, and is lost neither when the mail server is down nor when
 * the process stops right after the commit. A shop without an email gets none.
 */
export async function queueOrderConfirmation(
  ctx: OrderMailContext,
  tx: Tx,
  {
    order,
    lines,
    customer,
    shop,
  }: { order: OrderRow; lines: OrderLineWithProduct[]; customer: Customer; shop: ShopSettings },
) {
  const forShop = shop.email ? [newOrderShopMail(order, lines, customer, shop, ctx.links)] : [];
  return ctx.mail.queueWithSweep(tx, orderConfirmationMail(order, lines, customer, shop, ctx.links), forShop);
}

/**
 * Runs an admin's status change and mails the customer when the status really moved (setting the same
 * status again sends nothing). The status before is read just ahead of the change's own transaction: two
 * admins changing one order at the same moment may each send a notice, which is harmless.
 */
export async function withStatusNotice(
  ctx: OrderMailContext,
  orderId: string,
  change: () => Promise<OrderRow>,
): Promise<OrderRow> {
  const before = isUuid(orderId) ? await findOrder(ctx.db, orderId) : null;
  const order = await change();
  if (before?.status === order.status) return order;
  await sendSafely(ctx, 'order status notice', async () => {
    const customer = await customerOf(ctx, order);
    if (!customer) return null;
    return orderStatusMail(order, customer, await getShopSettings(ctx.settings), ctx.links);
  });
  return order;
}

/** Mails the customer of an order the expiry sweep cancelled (see paymentExpiredMail). */
export function sendPaymentExpiredNotice(ctx: OrderMailContext, order: OrderRow): Promise<void> {
  return sendSafely(ctx, 'payment expiry notice', async () => {
    const customer = await customerOf(ctx, order);
    if (!customer) return null;
    return paymentExpiredMail(order, customer, await getShopSettings(ctx.settings), ctx.links);
  });
}
