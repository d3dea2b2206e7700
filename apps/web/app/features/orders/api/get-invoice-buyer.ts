import type { InvoiceBuyer, lastInvoiceBuyerEnvelopeSchema } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** GET /invoices/buyer: who the caller's last order that asked for an invoice named; null when none did. */
export async function getLastInvoiceBuyer(signal?: AbortSignal): Promise<InvoiceBuyer | null> {
  const res = await api.get<typeof lastInvoiceBuyerEnvelopeSchema>('/invoices/buyer', { signal });
  return res.data;
}

export const lastInvoiceBuyerQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.invoiceBuyer(),
    queryFn: ({ signal }) => getLastInvoiceBuyer(signal),
    staleTime: Infinity,
    retry: false,
  });

export function useLastInvoiceBuyer() {
  return useQuery(lastInvoiceBuyerQueryOptions());
}
