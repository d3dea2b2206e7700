import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type Order } from '@veggie/contract';
import { http } from '../../../../lib/http';
import { queryString, type AdminList } from '../../shared/admin-list';
import { adminOrderKeys, type AdminOrderFilters } from './order-keys';

/** GET /orders/admin/orders: ten orders per page, newest first, optionally of one status. */
export async function getAdminOrders({ page, status }: AdminOrderFilters): Promise<AdminList<Order>> {
  const response = await http.get<AdminList<Order>>(
    `/orders/admin/orders${queryString({ page, limit: PAGE_SIZES.admin, status })}`,
  );
  return response.data;
}

export const adminOrdersQuery = (filters: AdminOrderFilters) =>
  queryOptions({
    queryKey: adminOrderKeys.list(filters),
    queryFn: () => getAdminOrders(filters),
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery(adminOrdersQuery(filters));
}
