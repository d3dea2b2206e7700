import { useQuery } from '@tanstack/react-query';
import type { shopSettingsEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminSettingsKeys } from './settings-keys';

/** GET /settings/shop: what the storefront shows, which the admin edits. */
export async function getShopSettings() {
  return (await api.get<typeof shopSettingsEnvelopeSchema>('/settings/shop')).data;
}

export function useShopSettingsQuery() {
  return useQuery({ queryKey: adminSettingsKeys.shop(), queryFn: getShopSettings });
}
