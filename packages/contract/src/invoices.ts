import { z } from 'zod';
import { envelope, idSchema, isoDateSchema, listEnvelope, pageQuery } from './common';
import { PAGE_SIZES } from './limits';
import type { MessageKey } from './messages';
import { visibleText } from './text';
import { emailSchema } from './users';

/*
 * E-invoices (Decree 123/2020/NĐ-CP as amended by Decree 70/2025/NĐ-CP): the buyer a shopper names at checkout,
 * the tax code rule both sides check, the VAT rates, and what the shop answers about an order's invoice.
 */

/**
 * The VAT rates a product may carry, in percent: 0 (exports), 5 (fresh food and farm produce), 8 (the reduced
 * rate of the Decree 180/2024 kind) and 10 (the standard rate). Stored on each order line at checkout, since a
 * rate changes by law while an order keeps the rate it was sold at.
 */
export const VAT_RATES = [0, 5, 8, 10] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const vatRateSchema = z
  .number('required')
  .int('mustBeInteger')
  .refine((rate) => (VAT_RATES as readonly number[]).includes(rate), 'invalidVatRate');
/** A form's rate (multipart sends text): `"5"` is 5; blank is null, which a product reads as "its category's". */
export const vatRateFieldSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v)) : v),
  vatRateSchema.nullable(),
);
/** The rate of a category nobody set, and of order lines sold before rates were stored: fresh produce's 5%. */
export const DEFAULT_VAT_RATE: VatRate = 5;

/** The weights of the tax code's check digit, one per digit of the first nine (the tax authority's published rule). */
const TAX_CODE_WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

/**
 * The check digit of a 10-digit tax code from its first nine digits: 10 − (Σ digit × weight) mod 11. A sum
 * whose remainder is 0 would need "10": no tax code is issued with such a base, so there is none (null).
 */
export function taxCodeCheckDigit(firstNine: string): number | null {
  if (!/^\d{9}$/.test(firstNine)) return null;
  const sum = TAX_CODE_WEIGHTS.reduce((total, weight, i) => total + weight * Number(firstNine[i]), 0);
  const digit = 10 - (sum % 11);
  return digit === 10 ? null : digit;
}

/**
 * What is wrong with a Vietnamese tax code (mã số thuế) as typed, or null when it is valid: 10 digits whose
 * last is the check digit of the first nine, or those 10 digits, a hyphen and 3 digits for a branch
 * (`0300588569-001`). Spaces around it are ignored; nothing else is.
 */
export function taxCodeProblem(raw: string): 'invalidTaxCode' | 'taxCodeCheckDigit' | null {
  const match = /^(\d{9})(\d)(-\d{3})?$/.exec(raw.trim());
  if (!match) return 'invalidTaxCode';
  const [, firstNine = '', last = '', branch] = match;
  if (branch === '-000') return 'invalidTaxCode';
  return taxCodeCheckDigit(firstNine) === Number(last) ? null : 'taxCodeCheckDigit';
}

export const isValidTaxCode = (raw: string) => taxCodeProblem(raw) === null;

export const INVOICE_BUYERS = ['company', 'person'] as const;
export type InvoiceBuyerKind = (typeof INVOICE_BUYERS)[number];

const buyerText = (max: number) => visibleText(z.string('required').trim().min(1, 'required').max(max, 'tooLong'));

/**
 * The checkout body's `invoice`: who the e-invoice names. A company needs its tax code (checked by
 * `invoiceBuyerProblems`, whose refusals carry their own codes); a person's invoice carries none.
 */
export const invoiceBuyerSchema = z.object({
  buyer: z.enum(INVOICE_BUYERS, 'invalidOption'),
  taxCode: z.string().trim().max(20, 'tooLong').optional(),
  /** The company's registered name, or the person's name. */
  name: buyerText(200),
  address: buyerText(300),
  /** Where the provider mails the invoice. */
  email: emailSchema,
});
export type InvoiceBuyer = z.infer<typeof invoiceBuyerSchema>;

/** What the shop stores and answers: the tax code only for a company, trimmed. */
export function normalisedInvoiceBuyer(buyer: InvoiceBuyer): InvoiceBuyer {
  const { taxCode, ...rest } = buyer;
  return buyer.buyer === 'company' && taxCode ? { ...rest, taxCode: taxCode.trim() } : rest;
}

/** The refusals of a buyer the schema let through, as field problems (`taxCode`), empty when it is fine. */
export function invoiceBuyerProblems(buyer: InvoiceBuyer): { field: 'taxCode'; key: MessageKey }[] {
  if (buyer.buyer !== 'company') return [];
  if (!buyer.taxCode) return [{ field: 'taxCode', key: 'taxCodeRequired' }];
  const problem = taxCodeProblem(buyer.taxCode);
  return problem ? [{ field: 'taxCode', key: problem }] : [];
}

/** `GET /invoices/buyer`: the buyer of the caller's last order that named one, to fill the checkout form. */
export const lastInvoiceBuyerEnvelopeSchema = envelope(invoiceBuyerSchema.nullable());

export const INVOICE_STATUSES = ['pending', 'issued', 'failed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_KINDS = ['original', 'adjustment'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** One issued (or awaited) invoice as the shopper sees it. */
export const invoiceDocumentSchema = z.object({
  status: z.enum(INVOICE_STATUSES),
  /** The invoice's number within its series, once issued. */
  number: z.string().nullable(),
  /** The template and series symbol (ký hiệu), e.g. `1C25TVM`. */
  series: z.string().nullable(),
  issuedAt: isoDateSchema.nullable(),
  /** The code a buyer looks the invoice up with on the provider's site (mã tra cứu). */
  lookupCode: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  /** The total it states, VAT included; an adjustment's is the change (negative when the total fell). */
  amount: z.number().int(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/**
 * `GET /orders/:id/invoice` (the owner or an admin): the order's original invoice, `none` while it has none
 * (not delivered yet, or the shop issues no e-invoices), plus the adjustments a changed total produced.
 */
export const orderInvoiceSchema = z.object({
  status: z.enum(['none', ...INVOICE_STATUSES]),
  number: z.string().nullable(),
  series: z.string().nullable(),
  issuedAt: isoDateSchema.nullable(),
  lookupCode: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  adjustments: z.array(invoiceDocumentSchema),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;
export const orderInvoiceEnvelopeSchema = envelope(orderInvoiceSchema);

/** One invoice in Admin → Invoices. */
export const adminInvoiceSchema = invoiceDocumentSchema.extend({
  _id: idSchema,
  kind: z.enum(INVOICE_KINDS),
  order: z.object({ _id: idSchema, code: z.string() }).nullable(),
  buyer: z.object({
    buyer: z.enum(INVOICE_BUYERS),
    taxCode: z.string().nullable(),
    name: z.string(),
    address: z.string(),
    email: z.string(),
  }),
  provider: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: isoDateSchema.nullable(),
  createdAt: isoDateSchema,
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

export const adminInvoiceListQuerySchema = pageQuery(PAGE_SIZES.admin).extend({
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(INVOICE_STATUSES).optional()),
});
export type AdminInvoiceListQuery = z.infer<typeof adminInvoiceListQuerySchema>;
export const adminInvoiceListEnvelopeSchema = listEnvelope(adminInvoiceSchema);
export const adminInvoiceEnvelopeSchema = envelope(adminInvoiceSchema);

/**
 * Admin → Settings → E-invoices: the seller as the invoice names it and the provider's template and series.
 * The provider and its credentials are the server's configuration (EINVOICE_*), never stored here.
 */
export const invoiceSettingsSchema = z.object({
  /**
   * The seller's tax code; empty means the business registration number of the shop settings. Refused with
   * the reason taxCodeProblem gives (the shape, or a check digit that does not match), as at checkout.
   */
  sellerTaxCode: z
    .string()
    .trim()
    .superRefine((code, ctx) => {
      const problem = code === '' ? null : taxCodeProblem(code);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .default(''),
  /** The invoice template (mẫu số), `1` for a VAT invoice. */
  templateCode: z.string().trim().min(1, 'required').max(20, 'tooLong').default('1'),
  /** The series symbol (ký hiệu) registered with the tax authority, e.g. `C25TVM`. */
  series: z.string().trim().min(1, 'required').max(20, 'tooLong').default('C25TVM'),
  /** The provider account the invoices go out through (SePay's `provider_account_id`); empty: its first. */
  providerAccountId: z.string().trim().max(100, 'tooLong').default(''),
  /** The VAT rate of the delivery fee, a service. */
  deliveryVatRate: vatRateSchema.default(8),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;
export const invoiceSettingsEnvelopeSchema = envelope(
  invoiceSettingsSchema.extend({
    /** `none` or the adapter EINVOICE_PROVIDER names: read only. */
    provider: z.string(),
    /** The tax code invoices carry now (sellerTaxCode, else the business registration number). */
    effectiveSellerTaxCode: z.string(),
  }),
);
