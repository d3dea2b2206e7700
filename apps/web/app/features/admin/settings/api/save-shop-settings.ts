import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings, shopSettingsEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminSettingsKeys } from './settings-keys';

/** PUT /admin/settings/shop: the whole group at once. */
export async function saveShopSettings(values: ShopSettings) {
  return (await api.put<typeof shopSettingsEnvelopeSchema>('/admin/settings/shop', values)).data;
}

export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShopSettings,
    onSuccess: (saved) => queryClient.setQueryData(adminSettingsKeys.shop(), saved),
  });
}
