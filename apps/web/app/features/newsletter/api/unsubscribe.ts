import type { NewsletterUnsubscribe, newsletterUnsubscribedSchema } from '@veggie/contract';
import { api } from '../../../lib/api-client';

/** POST /newsletter/unsubscribe: the token of the mail's link; the answer names the address that left. */
export async function unsubscribe(body: NewsletterUnsubscribe) {
  const response = await api.post<typeof newsletterUnsubscribedSchema>('/newsletter/unsubscribe', body);
  return response;
}
