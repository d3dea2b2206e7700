import type { PaymentMethods, paymentMethodsEnvelopeSchema } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /payments/methods: cash on delivery, and bank transfer while the shop has an account for it. */
export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethods> {
  const res = await api.get<typeof paymentMethodsEnvelopeSchema>('/payments/methods', { signal });
  return res.data;
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.methods(),
    queryFn: ({ signal }) => getPaymentMethods(signal),
    // The admin rarely changes the bank account; a minute-old answer is good enough for a checkout.
    staleTime: 60_000,
  });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
