import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkPaidBody, MarkRefundedBody, orderEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { transferKeys } from '../../transfers/api/transfer-keys';
import { orderStatsKeys } from '../../stats/api/get-order-stats';
import { adminOrderKeys } from './order-keys';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';

/** POST /orders/admin/orders/:id/payment: the money arrived (a transfer the bank did not notify, or cash). */
export async function markOrderPaid({ id, body }: { id: string; body: MarkPaidBody }) {
  return api.post<typeof orderEnvelopeSchema>(`/orders/admin/orders/${encodeURIComponent(id)}/payment`, body);
}

/** POST /orders/admin/orders/:id/refund: the refund due was paid back to the customer. */
export async function markOrderRefunded({ id, body }: { id: string; body: MarkRefundedBody }) {
  return api.post<typeof orderEnvelopeSchema>(`/orders/admin/orders/${encodeURIComponent(id)}/refund`, body);
}

/** Either changes the order's payment: its list, its detail, the paid/unpaid revenue and the transfers. */
function useRecordPayment<B>(record: (input: { id: string; body: B }) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: record,
    onSettled: () => refreshAfterWrite(queryClient, adminOrderKeys.all, orderStatsKeys.all, transferKeys.all),
  });
}

export const useMarkOrderPaid = () => useRecordPayment(markOrderPaid);
export const useMarkOrderRefunded = () => useRecordPayment(markOrderRefunded);
