import type { shopSettingsEnvelopeSchema } from '@veggie/contract';
import { api, type RequestOptions } from '../../../lib/api-client';

/** GET /settings/shop: the shop's legal and contact details, hours, delivery and returns terms. */
export async function getShopSettings(loader: RequestOptions) {
  const envelope = await api.get<typeof shopSettingsEnvelopeSchema>('/settings/shop', loader);
  return envelope.data;
}
