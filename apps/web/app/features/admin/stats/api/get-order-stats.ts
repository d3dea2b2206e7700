import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStats, orderStatsEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';

export const orderStatsKeys = {
  all: ['admin', 'order-stats'] as const,
};

/** GET /orders/admin/orders/stats: totals, per status, the last 30 days and the top products. */
export async function getOrderStats(): Promise<OrderStats> {
  const response = await api.get<typeof orderStatsEnvelopeSchema>('/orders/admin/orders/stats');
  return response.data;
}

export const orderStatsQuery = () => queryOptions({ queryKey: orderStatsKeys.all, queryFn: getOrderStats });

export function useOrderStats() {
  return useQuery(orderStatsQuery());
}
