import type { InvoiceStatus } from '@veggie/contract';

export interface InvoiceFilters {
  page: number;
  status?: InvoiceStatus;
}

export const adminInvoiceKeys = {
  all: ['admin', 'invoices'] as const,
  list: (filters: InvoiceFilters) => [...adminInvoiceKeys.all, 'list', filters] as const,
};
