import { useQuery } from '@tanstack/react-query';
import type { ordersTodayEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';

/**
 * Under the admin orders' key (admin/orders/api/order-keys.ts `all`), so that a status change or a payment
 * recorded on the orders screen reads it again.
 */
const ordersTodayKey = ['admin', 'orders', 'today'] as const;

/** GET /orders/admin/orders/today: today's slots and load, the orders to pack, the cash to collect. */
export async function getOrdersToday() {
  return (await api.get<typeof ordersTodayEnvelopeSchema>('/orders/admin/orders/today')).data;
}

export const useOrdersToday = () => useQuery({ queryKey: ordersTodayKey, queryFn: getOrdersToday });
