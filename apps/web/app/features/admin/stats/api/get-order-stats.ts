import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStats } from '@veggie/contract';
import { http } from '../../../../lib/http';

export const orderStatsKeys = {
  all: ['admin', 'order-stats'] as const,
};

/** GET /orders/admin/orders/stats: totals, per status, the last 30 days and the top products. */
export async function getOrderStats(): Promise<OrderStats> {
  const response = await http.get<{ data: OrderStats }>('/orders/admin/orders/stats');
  return response.data.data;
}

export const orderStatsQuery = () => queryOptions({ queryKey: orderStatsKeys.all, queryFn: getOrderStats });

export function useOrderStats() {
  return useQuery(orderStatsQuery());
}
