import {
  formatVnd,
  translate,
  type AdminInvoiceListQuery,
  type InvoiceBuyer,
  type InvoiceSettings,
  type ShopSettings,
} from '@veggie/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { dateOf, type Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { customerOf, orderMailBasics, sendSafely, shopContact, type OrderMailContext } from '../orders/order-mails';
import { lineAmount, toLineSubstitute } from '../orders/orders.mapper';
import { lockOrderById, orderWithLines, ownOrder, type OrderRow } from '../orders/orders.service';
import { getInvoiceSettings, getShopSettings, type SettingsContext } from '../settings/settings.service';
import { InvoiceRefused, type InvoiceProvider, type InvoiceRequest } from './invoice-provider';
import { adjustmentLines, invoiceLinesOf, type SoldLine } from './invoice-lines';
import * as repo from './invoices.repository';
import type { InvoiceLine, InvoiceRow } from './invoices.table';

/** Orders changed longer ago than this are not looked at: switching a provider on never invoices last year. */
export const INVOICE_WINDOW_MS = 7 * 24 * 60 * 60_000;
/** Orders one sweep looks at, and invoices one claim takes: the sweep goes on while a batch comes back full. */
export const INVOICE_BATCH = 20;
/** How long a process holds an invoice it is issuing: far above the adapter's timeouts of a few calls. */
export const LEASE_MS = 5 * 60_000;
/** The first retry waits this long, each one after twice as long, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 60_000;
export const RETRY_MAX_MS = 6 * 60 * 60_000;
/** Failed tries after which an invoice is marked failed and waits for the admin (about a day and a half). */
export const MAX_ATTEMPTS = 12;

export const retryDelayMs = (attempts: number) => Math.min(RETRY_FIRST_MS * 2 ** (attempts - 1), RETRY_MAX_MS);

/** What issuing needs: the database, the time, the provider (null: EINVOICE_PROVIDER=none) and the mails. */
export interface InvoicingContext {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  provider: InvoiceProvider | null;
  settings: SettingsContext;
  mails: OrderMailContext;
}

/** The order's code as the shopper sees it (order-mails orderNumber), from an id that may outlive its order. */
const orderCode = (orderId: string | null) => (orderId ? `#${orderId.slice(-8).toUpperCase()}` : '');

/** Who a retail invoice names: the person who ordered, at the address it went to. */
function personBuyer(order: OrderRow): InvoiceBuyer {
  return {
    buyer: 'person',
    name: order.shippingName || order.customerName,
    address: order.shippingAddress,
    email: order.customerEmail,
  };
}

/** What the order's invoice should state now: its total once delivered, 0 once cancelled, else not yet known. */
function invoicedTarget(order: OrderRow): number | null {
  if (order.status === 'delivered') return order.totalAmount;
  return order.status === 'cancelled' ? 0 : null;
}

/** The order's lines as its invoice states them: sold lines at their rates, the delivery fee, its total. */
async function currentLines(db: Db | Tx, order: OrderRow, settings: InvoiceSettings): Promise<InvoiceLine[]> {
  if (order.status !== 'delivered') return [];
  const { lines } = await orderWithLines(db, order.id);
  const sold: SoldLine[] = lines.flatMap((line): SoldLine[] => {
    // A line the packers took out was not sold; one they replaced sold its substitute, at the line's rate.
    if (line.removed) return [];
    const substitute = toLineSubstitute(line);
    if (substitute) {
      const { name, unit, quantity, amount } = substitute;
      const grams = unit.kind === 'weight' ? line.substituteStock : null;
      return [{ name, unit: unit.label, quantity, grams, amount, vatRate: line.vatRate }];
    }
    return [
      {
        name: line.name,
        unit: line.unitLabel,
        quantity: line.quantity,
        grams: line.stepGrams === null ? null : (line.pickedGrams ?? line.quantity * line.stepGrams),
        amount: lineAmount(line),
        vatRate: line.vatRate,
      },
    ];
  });
  const delivery = { fee: order.deliveryFee, vatRate: settings.deliveryVatRate, name: 'Phí giao hàng', unit: 'lần' };
  return invoiceLinesOf(sold, delivery, order.totalAmount);
}

/**
 * Makes the invoices the orders changed since INVOICE_WINDOW_MS need: an `original` for a delivered order
 * without one, an `adjustment` for the difference when an invoiced order's total changed (or it was cancelled).
 * Each order is locked while its invoices are judged and written, so two sweeps never make one twice (and the
 * unique sequence would refuse it). Returns how many orders it looked at.
 */
export async function createDueInvoices(ctx: InvoicingContext): Promise<number> {
  if (!ctx.provider) return 0;
  const provider = ctx.provider.name;
  const now = dateOf(ctx.clock);
  const settings = await getInvoiceSettings(ctx.settings);
  const orderIds = await repo.ordersToInvoice(ctx.db, INVOICE_WINDOW_MS, INVOICE_BATCH);
  for (const orderId of orderIds) {
    await ctx.db.transaction(async (tx) => {
      const order = await lockOrderById(tx, orderId);
      const target = invoicedTarget(order);
      const existing = await repo.invoicesOfOrder(tx, order.id);
      const invoiced = existing.reduce((sum, invoice) => sum + invoice.amount, 0);
      if (target === null || (existing.length === 0 && order.status !== 'delivered') || invoiced === target) return;
      const lines = await currentLines(tx, order, settings);
      const [original] = existing;
      const common = { orderId: order.id, provider, nextAttemptAt: now, createdAt: now, updatedAt: now };
      if (!original) {
        await repo.insertInvoice(tx, {
          ...common,
          sequence: 0,
          kind: 'original',
          amount: target,
          buyer: order.invoiceBuyer ?? personBuyer(order),
          lines,
        });
        return;
      }
      const name = `Điều chỉnh ${target > invoiced ? 'tăng' : 'giảm'} đơn hàng ${orderCode(order.id)}`;
      await repo.insertInvoice(tx, {
        ...common,
        sequence: existing.length,
        kind: 'adjustment',
        amount: target - invoiced,
        buyer: original.buyer,
        lines: adjustmentLines(
          lines,
          existing.flatMap((invoice) => invoice.lines),
          name,
        ),
      });
    });
  }
  return orderIds.length;
}

/** The request for one invoice: the seller from the settings, the original an adjustment corrects. */
async function requestFor(ctx: InvoicingContext, invoice: InvoiceRow): Promise<InvoiceRequest> {
  const [settings, shop] = await Promise.all([getInvoiceSettings(ctx.settings), getShopSettings(ctx.settings)]);
  const original =
    invoice.kind === 'adjustment' && invoice.orderId
      ? (await repo.invoicesOfOrder(ctx.db, invoice.orderId)).find((row) => row.kind === 'original')
      : undefined;
  return {
    reference: invoice.id,
    kind: invoice.kind,
    adjusts:
      original?.number && original.series && original.issuedAt
        ? { number: original.number, series: original.series, issuedAt: original.issuedAt }
        : null,
    issuedAt: dateOf(ctx.clock),
    seller: {
      taxCode: effectiveSellerTaxCode(settings, shop),
      templateCode: settings.templateCode,
      series: settings.series,
      providerAccountId: settings.providerAccountId,
    },
    buyer: invoice.buyer,
    lines: invoice.lines,
    orderCode: orderCode(invoice.orderId),
  };
}

/** The seller's tax code on invoices: the one set for invoices, else the business registration number. */
export const effectiveSellerTaxCode = (settings: InvoiceSettings, shop: ShopSettings) =>
  settings.sellerTaxCode || shop.businessRegistration.number;

/** One try at an invoice this process has leased: issued, still processing, or failed and scheduled again. */
async function attempt(ctx: InvoicingContext, provider: InvoiceProvider, invoice: InvoiceRow): Promise<void> {
  let outcome: Awaited<ReturnType<InvoiceProvider['issue']>> | undefined;
  let error: unknown;
  try {
    outcome = await provider.issue(await requestFor(ctx, invoice));
  } catch (err) {
    error = err;
  }
  const now = dateOf(ctx.clock);
  if (outcome?.state === 'issued') {
    const issued = await repo.updateInvoice(ctx.db, invoice.id, {
      status: 'issued',
      providerId: outcome.providerId,
      number: outcome.number,
      series: outcome.series,
      issuedAt: outcome.issuedAt,
      lookupCode: outcome.lookupCode,
      pdfUrl: outcome.pdfUrl,
      leasedUntil: null,
      lastError: null,
      updatedAt: now,
    });
    await sendInvoiceMail(ctx.mails, issued);
    return;
  }
  const attempts = invoice.attempts + 1;
  const refused = error instanceof InvoiceRefused;
  const giveUp = refused || attempts >= MAX_ATTEMPTS;
  const lastError = outcome
    ? 'The provider is still issuing it'
    : error instanceof Error
      ? error.message
      : String(error);
  await repo.updateInvoice(ctx.db, invoice.id, {
    status: giveUp ? 'failed' : 'pending',
    providerId: outcome?.providerId ?? invoice.providerId,
    attempts,
    nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
    leasedUntil: null,
    lastError: lastError.slice(0, 500),
    updatedAt: now,
  });
  const log = { err: error, invoiceId: invoice.id, attempts };
  if (giveUp) ctx.log.error(log, 'an e-invoice could not be issued; it waits for an admin to retry it');
  else if (error) ctx.log.warn(log, 'an e-invoice could not be issued; it is tried again');
}

/**
 * Claims up to INVOICE_BATCH invoices due now (none another process holds; an adjustment only after its order's
 * earlier invoices are issued) and tries each in turn. Returns how many it tried.
 */
export async function issueDueInvoices(ctx: InvoicingContext): Promise<number> {
  const { provider } = ctx;
  if (!provider) return 0;
  const now = ctx.clock.now();
  const claimed = await repo.claimDueInvoices(ctx.db, new Date(now), new Date(now + LEASE_MS), INVOICE_BATCH);
  for (const invoice of claimed) await attempt(ctx, provider, invoice);
  return claimed.length;
}

/** Tells the customer where their invoice is (number, lookup code, PDF): never the request's or the sweep's error. */
function sendInvoiceMail(ctx: OrderMailContext, invoice: InvoiceRow): Promise<void> {
  return sendSafely(ctx, 'e-invoice notice', async () => {
    if (!invoice.orderId) return null;
    const { order } = await orderWithLines(ctx.db, invoice.orderId);
    const customer = await customerOf(ctx, order);
    if (!customer) return null;
    const shop = await getShopSettings(ctx.settings);
    const lang = customer.language;
    const basics = orderMailBasics(order, customer);
    const subject = invoice.kind === 'original' ? 'invoiceMailSubject' : 'invoiceAdjustmentMailSubject';
    return {
      to: customer.email,
      subject: translate(subject, lang, basics),
      text: translate('invoiceMailText', lang, {
        ...basics,
        series: invoice.series ?? '',
        number: invoice.number ?? '',
        amount: formatVnd(invoice.amount, lang),
        lookupCode: invoice.lookupCode ?? '',
        pdfUrl: invoice.pdfUrl ?? '',
        link: ctx.links.orders(),
        contact: shopContact(shop, lang),
      }),
    };
  });
}

/** An order's invoices, original first, for its owner or an admin; anyone else's order is 404 `order_not_found`. */
export async function invoicesOfOrderFor(db: Db, user: { id: string; role: string }, orderId: string) {
  const order =
    user.role === 'admin' ? (await orderWithLines(db, orderId)).order : await ownOrder(db, user.id, orderId);
  return repo.invoicesOfOrder(db, order.id);
}

export function listInvoices(db: Db, query: AdminInvoiceListQuery) {
  return repo.listInvoices(db, query);
}

/**
 * An admin sends a failed invoice again (409 `invoice_not_retryable` unless it failed): it is due at once,
 * with its tries counted from zero, and the retry is audited against its order.
 */
export async function retryInvoice(db: Db, clock: Clock, actor: AuditActor, invoiceId: string): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const invoice = isUuid(invoiceId) ? await repo.lockInvoice(tx, invoiceId) : undefined;
    if (!invoice) throw notFound('invoiceNotFound');
    if (invoice.status !== 'failed') throw conflict('invoiceNotRetryable');
    const now = dateOf(clock);
    const retried = await repo.updateInvoice(tx, invoice.id, {
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      leasedUntil: null,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actor,
      action: 'order.invoice_retried',
      entity: { type: 'order', id: invoice.orderId ?? invoice.id },
      // The buyer's email is personal: forgetting the customer removes it from the entry (audit forgetPerson).
      customerId: invoice.orderId ? (await orderWithLines(tx, invoice.orderId)).order.userId : null,
      details: { email: invoice.buyer.email, amount: invoice.amount },
    });
    return retried;
  });
}
