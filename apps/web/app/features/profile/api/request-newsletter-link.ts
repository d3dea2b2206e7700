import type { MessageEnvelope, messageEnvelopeSchema } from '@veggie/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /newsletter/manage-link: mails the account's address a link to its newsletter subscription. The
 * answer says where the link went, never whether the address subscribes (the account may not own it).
 */
export async function requestNewsletterLink(): Promise<MessageEnvelope> {
  return api.post<typeof messageEnvelopeSchema>('/newsletter/manage-link');
}

export function useRequestNewsletterLink() {
  return useMutation({ mutationFn: requestNewsletterLink });
}
