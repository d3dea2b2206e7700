import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type adminContactMessageListSchema, PAGE_SIZES } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { queryString } from '../../shared/admin-list';
import { shopMessageKeys, type ShopMessageFilters } from './shop-message-keys';

/** GET /admin/contact-messages: the contact form's messages, newest first, optionally only read or unread. */
export async function getContactMessages({ page, read }: ShopMessageFilters) {
  const response = await api.get<typeof adminContactMessageListSchema>(
    `/admin/contact-messages${queryString({ page, limit: PAGE_SIZES.admin, read })}`,
  );
  return response;
}

export const contactMessagesQuery = (filters: ShopMessageFilters) =>
  queryOptions({
    queryKey: shopMessageKeys.contact(filters),
    queryFn: () => getContactMessages(filters),
    placeholderData: keepPreviousData,
    // Shoppers write at any moment: read afresh on each visit.
    staleTime: 0,
  });
