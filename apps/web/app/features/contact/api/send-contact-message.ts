import type { ContactMessageInput, MessageEnvelope, messageEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../lib/api-client';

/** POST /contact: stored for the shop and confirmed to the sender by mail. Signed in, it joins the account's data. */
export async function sendContactMessage(body: ContactMessageInput): Promise<MessageEnvelope> {
  const response = await api.post<typeof messageEnvelopeSchema>('/contact', body);
  return response;
}
