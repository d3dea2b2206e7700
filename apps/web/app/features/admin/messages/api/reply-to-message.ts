import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { contactMessageEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';
import { shopMessageKeys } from './shop-message-keys';

/** POST /admin/contact-messages/:id/reply: mailed to the sender and kept with the message (once: 409 after). */
export async function replyToMessage({ id, text }: { id: string; text: string }) {
  return api.post<typeof contactMessageEnvelopeSchema>(`/admin/contact-messages/${encodeURIComponent(id)}/reply`, {
    text,
  });
}

export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToMessage,
    onSettled: () => refreshAfterWrite(queryClient, shopMessageKeys.all),
  });
}
