import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adminInvoiceEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';
import { adminInvoiceKeys } from './invoice-keys';

/** POST /admin/invoices/:id/retry: a failed invoice is issued again at once. */
export async function retryInvoice(id: string) {
  return api.post<typeof adminInvoiceEnvelopeSchema>(`/admin/invoices/${encodeURIComponent(id)}/retry`);
}

export function useRetryInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryInvoice,
    onSettled: () => refreshAfterWrite(queryClient, adminInvoiceKeys.all),
  });
}
