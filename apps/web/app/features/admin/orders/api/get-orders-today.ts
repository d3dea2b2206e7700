import { useQuery } from '@tanstack/react-query';
import type { ordersTodayEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminOrderKeys } from './order-keys';

/** GET /orders/admin/orders/today: today's slots and load, the orders to pack, the cash to collect. */
export async function getOrdersToday() {
  return (await api.get<typeof ordersTodayEnvelopeSchema>('/orders/admin/orders/today')).data;
}

export const useOrdersToday = () => useQuery({ queryKey: adminOrderKeys.today(), queryFn: getOrdersToday });
