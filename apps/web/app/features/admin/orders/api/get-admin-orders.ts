import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type adminOrderListSchema, PAGE_SIZES } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { queryString } from '../../shared/admin-list';
import { adminOrderKeys, type AdminOrderFilters } from './order-keys';

/**
 * GET /orders/admin/orders: ten orders per page, newest first, optionally of one status, one payment state,
 * one delivery day, and matching the search box (`q`).
 */
export async function getAdminOrders({ page, status, payment, search, deliveryDate }: AdminOrderFilters) {
  const response = await api.get<typeof adminOrderListSchema>(
    `/orders/admin/orders${queryString({ page, limit: PAGE_SIZES.admin, status, payment, q: search, deliveryDate })}`,
  );
  return response;
}

export const adminOrdersQuery = (filters: AdminOrderFilters) =>
  queryOptions({
    queryKey: adminOrderKeys.list(filters),
    queryFn: () => getAdminOrders(filters),
    placeholderData: keepPreviousData,
  });
