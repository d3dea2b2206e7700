import { useQuery } from '@tanstack/react-query';
import type { invoiceSettingsEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminSettingsKeys } from './settings-keys';

/** GET /admin/settings/invoice: the seller's tax details, template and series, and the provider (read only). */
export async function getInvoiceSettings() {
  return (await api.get<typeof invoiceSettingsEnvelopeSchema>('/admin/settings/invoice')).data;
}

export function useInvoiceSettingsQuery() {
  return useQuery({ queryKey: adminSettingsKeys.invoice(), queryFn: getInvoiceSettings });
}
