import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { newOrderCountEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminOrderKeys } from './order-keys';

/** How often the sidebar asks for new orders while the admin is open. */
const NEW_ORDERS_POLL_MS = 60_000;

/** GET /orders/admin/orders/new-count: orders placed since this admin last opened the orders list. */
export async function getNewOrderCount() {
  return (await api.get<typeof newOrderCountEnvelopeSchema>('/orders/admin/orders/new-count')).data;
}

export const useNewOrderCount = () =>
  useQuery({ queryKey: adminOrderKeys.newCount(), queryFn: getNewOrderCount, refetchInterval: NEW_ORDERS_POLL_MS });

/** POST /orders/admin/orders/seen: the admin opened the orders list; the count starts again from now. */
export async function markOrdersSeen() {
  return (await api.post<typeof newOrderCountEnvelopeSchema>('/orders/admin/orders/seen')).data;
}

export function useMarkOrdersSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrdersSeen,
    onSuccess: (count) => queryClient.setQueryData(adminOrderKeys.newCount(), count),
  });
}
