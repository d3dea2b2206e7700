import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  adminPaymentSettingsEnvelopeSchema,
  PaymentSettings,
  paymentSettingsEnvelopeSchema,
} from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminSettingsKeys } from './settings-keys';

/** GET /admin/settings/payment: the account transfers go to (null: bank transfer not offered), and the banks. */
export async function getPaymentSettings() {
  return (await api.get<typeof adminPaymentSettingsEnvelopeSchema>('/admin/settings/payment')).data;
}

export function usePaymentSettingsQuery() {
  return useQuery({ queryKey: adminSettingsKeys.payment(), queryFn: getPaymentSettings });
}

/** PUT /admin/settings/payment: the account as saved (the holder's name in capitals without accents). */
export async function savePaymentSettings(values: PaymentSettings) {
  return (await api.put<typeof paymentSettingsEnvelopeSchema>('/admin/settings/payment', values)).data;
}

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentSettings,
    onSuccess: (saved) =>
      queryClient.setQueryData(
        adminSettingsKeys.payment(),
        (current: Awaited<ReturnType<typeof getPaymentSettings>> | undefined) =>
          current && { ...current, bank: saved.bank },
      ),
  });
}
