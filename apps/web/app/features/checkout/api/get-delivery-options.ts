import type { DeliveryOptions, deliveryOptionsEnvelopeSchema } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

/** Query keys of the delivery options; invalidate `deliveryKeys.all` when a slot was refused at checkout. */
export const deliveryKeys = {
  all: ['delivery'] as const,
  options: (addressId: string) => [...deliveryKeys.all, 'options', addressId] as const,
};

/** GET /delivery/options?addressId=: the zone, fee, free threshold, minimum and the next 7 days' slots. */
export async function getDeliveryOptions(addressId: string, signal?: AbortSignal): Promise<DeliveryOptions> {
  const res = await api.get<typeof deliveryOptionsEnvelopeSchema>(
    `/delivery/options?${new URLSearchParams({ addressId })}`,
    { signal },
  );
  return res.data;
}

export const deliveryOptionsQueryOptions = (addressId: string) =>
  queryOptions({
    queryKey: deliveryKeys.options(addressId),
    queryFn: ({ signal }) => getDeliveryOptions(addressId, signal),
    // Slots fill up while the shopper hesitates: a minute-old answer is fetched again on focus.
    staleTime: 60_000,
    // "Not deliverable" is an answer, not a hiccup: asking again will not change it.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** The options for the chosen address book entry; idle without one. */
export function useDeliveryOptions(addressId: string | null) {
  return useQuery({ ...deliveryOptionsQueryOptions(addressId ?? ''), enabled: addressId !== null });
}
