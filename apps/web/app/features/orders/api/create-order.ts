import type { CreateOrderBody, Order, orderEnvelopeSchema } from '@veggie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';
import { refreshAfterWrite } from '../../../lib/refresh-after-write';

/** A random v4 UUID; `crypto.randomUUID` exists only in secure contexts, so it is built by hand otherwise. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface CreateOrderRequest {
  /** One per checkout attempt: a retry of the same attempt gets the order the first try created. */
  idempotencyKey: string;
  /** The address, slot, payment method and note; none sends the spec's bodyless checkout (profile address). */
  body?: NonNullable<CreateOrderBody>;
}

/**
 * POST /orders: turns the server cart into an order. The Idempotency-Key makes a retry of the same attempt
 * return the order the first try created instead of a second one.
 */
export async function createOrder({ idempotencyKey, body }: CreateOrderRequest): Promise<Order> {
  const res = await api.post<typeof orderEnvelopeSchema>('/orders', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return res.data;
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => refreshAfterWrite(queryClient, orderKeys.all),
  });
}
