import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { contactMessageEnvelopeSchema, newsletterSubscriberEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { shopMessageKeys } from './shop-message-keys';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';

/** Which list an item belongs to: its path below /admin. */
export type ShopMessageList = 'contact-messages' | 'newsletter-subscribers';

/** PUT /admin/contact-messages/:id/read or /admin/newsletter-subscribers/:id/read. */
export async function markRead({ list, id, read }: { list: ShopMessageList; id: string; read: boolean }) {
  const response = await api.put<typeof contactMessageEnvelopeSchema | typeof newsletterSubscriberEnvelopeSchema>(
    `/admin/${list}/${encodeURIComponent(id)}/read`,
    { read },
  );
  return response;
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSettled: () => refreshAfterWrite(queryClient, shopMessageKeys.all),
  });
}
