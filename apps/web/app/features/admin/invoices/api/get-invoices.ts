import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type adminInvoiceListEnvelopeSchema, PAGE_SIZES } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { queryString } from '../../shared/admin-list';
import { adminInvoiceKeys, type InvoiceFilters } from './invoice-keys';

/** GET /admin/invoices: the e-invoices, newest first, optionally of one status. */
export async function getInvoices({ page, status }: InvoiceFilters) {
  return api.get<typeof adminInvoiceListEnvelopeSchema>(
    `/admin/invoices${queryString({ page, limit: PAGE_SIZES.admin, status })}`,
  );
}

export const invoicesQuery = (filters: InvoiceFilters) =>
  queryOptions({
    queryKey: adminInvoiceKeys.list(filters),
    queryFn: () => getInvoices(filters),
    placeholderData: keepPreviousData,
  });
