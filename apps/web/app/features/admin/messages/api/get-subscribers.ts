import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type adminNewsletterSubscriberListSchema, PAGE_SIZES } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { queryString } from '../../shared/admin-list';
import { shopMessageKeys, type ShopMessageFilters } from './shop-message-keys';

/** GET /admin/newsletter-subscribers: newest first, those who left included. */
export async function getSubscribers({ page, read }: ShopMessageFilters) {
  const response = await api.get<typeof adminNewsletterSubscriberListSchema>(
    `/admin/newsletter-subscribers${queryString({ page, limit: PAGE_SIZES.admin, read })}`,
  );
  return response;
}

export const subscribersQuery = (filters: ShopMessageFilters) =>
  queryOptions({
    queryKey: shopMessageKeys.subscribers(filters),
    queryFn: () => getSubscribers(filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
