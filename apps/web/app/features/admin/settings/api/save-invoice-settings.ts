import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceSettings, invoiceSettingsEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminSettingsKeys } from './settings-keys';

/** PUT /admin/settings/invoice: the whole group at once; answers the settings as GET does. */
export async function saveInvoiceSettings(values: InvoiceSettings) {
  return (await api.put<typeof invoiceSettingsEnvelopeSchema>('/admin/settings/invoice', values)).data;
}

export function useSaveInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvoiceSettings,
    onSuccess: (saved) => queryClient.setQueryData(adminSettingsKeys.invoice(), saved),
  });
}
