import type { ReorderResult, reorderResultEnvelopeSchema } from '@veggie/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reloadCart } from '../../cart';

/**
 * POST /orders/:id/reorder: puts the order's products that are still sold into the server cart, at today's
 * prices, and says which lines it could not add (or added fewer of) and why.
 */
export async function reorder(orderId: string): Promise<ReorderResult> {
  const res = await api.post<typeof reorderResultEnvelopeSchema>(`/orders/${encodeURIComponent(orderId)}/reorder`);
  return res.data;
}

/** Buy again: once the server cart holds the lines, the cart store reads it again (header count, drawer). */
export function useReorder() {
  return useMutation({
    mutationFn: reorder,
    onSuccess: () => reloadCart(),
  });
}
