import type { InvoiceBuyer, InvoiceKind } from '@veggie/contract';
import type { InvoiceLine } from './invoices.table';

/** What the shop asks a provider to issue: one invoice, VAT-inclusive amounts in VND. */
export interface InvoiceRequest {
  /** Our id of the invoice: the provider's reference for it, so asking twice never issues it twice. */
  reference: string;
  kind: InvoiceKind;
  /** The invoice an adjustment corrects, issued before it. */
  adjusts: { number: string; series: string; issuedAt: Date } | null;
  issuedAt: Date;
  seller: { taxCode: string; templateCode: string; series: string; providerAccountId: string };
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  /** The order's code, printed in the notes. */
  orderCode: string;
}

/** The provider has the invoice issued; `lookupCode` is what a buyer looks it up with on the provider's site. */
export interface IssuedInvoice {
  state: 'issued';
  providerId: string;
  number: string;
  series: string;
  issuedAt: Date;
  lookupCode: string;
  pdfUrl: string | null;
}

/** The provider took the invoice and is still signing or sending it to the tax authority: ask again later. */
export interface InvoiceInProgress {
  state: 'processing';
  providerId: string;
}

/**
 * An adapter of an e-invoice provider (docs/decisions/044). `issue` must be safe to call again with the same
 * request after any failure, even one where the provider did the work and the answer was lost: adapters look
 * the reference up before they create.
 */
export interface InvoiceProvider {
  readonly name: string;
  issue(request: InvoiceRequest): Promise<IssuedInvoice | InvoiceInProgress>;
}

/**
 * The provider refused the invoice itself (bad data, a series it does not know): trying again cannot help until
 * someone changes something, so the invoice is marked failed for the admin at once. Any other error is retried.
 */
export class InvoiceRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvoiceRefused';
  }
}

/** The amount before VAT of a VAT-inclusive amount, rounded to the dong; the VAT is the rest. */
export function splitVat(amountWithVat: number, vatRate: number): { beforeVat: number; vat: number } {
  const beforeVat = Math.round((amountWithVat * 100) / (100 + vatRate));
  return { beforeVat, vat: amountWithVat - beforeVat };
}
