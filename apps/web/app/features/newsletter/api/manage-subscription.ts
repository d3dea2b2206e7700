import type {
  NewsletterManage,
  NewsletterSubscriptionChange,
  newsletterSubscriptionEnvelopeSchema,
  newsletterSubscriptionUpdatedSchema,
} from '@veggie/contract';
import { api } from '../../../lib/api-client';

/** POST /newsletter/manage: the subscription of the mailed link's address; the link keeps working. */
export async function showSubscription(body: NewsletterManage) {
  const response = await api.post<typeof newsletterSubscriptionEnvelopeSchema>('/newsletter/manage', body);
  return response.data;
}

/** PUT /newsletter/manage: subscribes or unsubscribes the link's address, and uses the link up. */
export function changeSubscription(body: NewsletterSubscriptionChange) {
  return api.put<typeof newsletterSubscriptionUpdatedSchema>('/newsletter/manage', body);
}
