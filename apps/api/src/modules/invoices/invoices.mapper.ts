import type { AdminInvoice, InvoiceDocument, OrderInvoice } from '@veggie/contract';
import type { InvoiceRow } from './invoices.table';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toInvoiceDocument(row: InvoiceRow): InvoiceDocument {
  return {
    status: row.status,
    number: row.number,
    series: row.series,
    issuedAt: iso(row.issuedAt),
    lookupCode: row.lookupCode,
    pdfUrl: row.pdfUrl,
    amount: row.amount,
  };
}

/** An order's invoices (original first) as GET /orders/:id/invoice answers them. */
export function toOrderInvoice(rows: InvoiceRow[]): OrderInvoice {
  const [original, ...adjustments] = rows;
  if (!original) {
    return {
      status: 'none',
      number: null,
      series: null,
      issuedAt: null,
      lookupCode: null,
      pdfUrl: null,
      adjustments: [],
    };
  }
  const { amount: _amount, ...document } = toInvoiceDocument(original);
  return { ...document, adjustments: adjustments.map(toInvoiceDocument) };
}

export function toAdminInvoice(row: InvoiceRow): AdminInvoice {
  return {
    ...toInvoiceDocument(row),
    _id: row.id,
    kind: row.kind,
    order: row.orderId ? { _id: row.orderId, code: `#${row.orderId.slice(-8).toUpperCase()}` } : null,
    buyer: {
      buyer: row.buyer.buyer,
      taxCode: row.buyer.taxCode ?? null,
      name: row.buyer.name,
      address: row.buyer.address,
      email: row.buyer.email,
    },
    provider: row.provider,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
