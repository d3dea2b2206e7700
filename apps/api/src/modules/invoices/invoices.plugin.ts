import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { repeatSweep } from '../../lib/repeating-sweep';
import { orderMailContextOf } from '../orders/order-mails';
import { settingsContextOf } from '../settings/settings.service';
import type { InvoiceProvider } from './invoice-provider';
import { createDueInvoices, INVOICE_BATCH, issueDueInvoices, type InvoicingContext } from './invoices.service';
import { createSepayInvoiceProvider } from './sepay-einvoice';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-invoicing (modules/invoices): the provider EINVOICE_PROVIDER names, null for `none`. */
    invoicing: InvoicingContext;
  }
}

/** The adapter EINVOICE_PROVIDER names; null when the shop issues no e-invoices. */
export function invoiceProviderOf(config: Config['einvoice']): InvoiceProvider | null {
  switch (config.provider) {
    case 'none':
      return null;
    case 'sepay':
      return createSepayInvoiceProvider(config.sepay);
  }
}

/**
 * Decorates `app.invoicing`. With `issue` (the server; tests that test it), every EINVOICE_SWEEP_INTERVAL_MS
 * (0: never) it makes the invoices delivered and changed orders need and issues those that are due, never on a
 * request's path. Every instance runs it: the orders' row locks and the invoices' leases make each invoice
 * made once and sent by one instance at a time.
 */
export const invoicesPlugin = fp(
  async (app: FastifyInstance, opts: { issue: boolean }) => {
    const log = app.log.child({ job: 'e-invoices' });
    const invoicing: InvoicingContext = {
      db: app.db,
      clock: app.clock,
      log,
      provider: invoiceProviderOf(app.config.einvoice),
      settings: settingsContextOf(app),
      mails: orderMailContextOf(app, log),
    };
    app.decorate('invoicing', invoicing);
    const intervalMs = app.config.einvoice.sweepIntervalMs;
    if (!opts.issue || intervalMs <= 0 || !invoicing.provider) return;
    repeatSweep(app, {
      what: 'the e-invoice sweep',
      intervalMs,
      log,
      async batch() {
        const looked = await createDueInvoices(invoicing);
        const tried = await issueDueInvoices(invoicing);
        return { full: looked >= INVOICE_BATCH || tried >= INVOICE_BATCH };
      },
    });
  },
  { name: 'e-invoices', dependencies: ['mail'] },
);
