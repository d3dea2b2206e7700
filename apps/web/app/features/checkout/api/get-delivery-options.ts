import type { DeliveryOptions, deliveryOptionsEnvelopeSchema } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

/** Query keys of the delivery options; invalidate `deliveryKeys.all` when a slot was refused at checkout. */
export const deliveryKeys = {
  all: ['delivery'] as const,
  options: (addressId: string) => [...deliveryKeys.all, 'options', addressId] as const,
  wardOptions: (wardCode: string) => [...deliveryKeys.all, 'ward-options', wardCode] as const,
  zones: () => [...deliveryKeys.all, 'zones'] as const,
};

/** GET /delivery/options?addressId=: the zone, fee, free threshold, minimum and the next 7 days' slots. */
export async function getDeliveryOptions(addressId: string, signal?: AbortSignal): Promise<DeliveryOptions> {
  return optionsFor({ addressId }, signal);
}

/** GET /delivery/options?wardCode=: the same for a ward, asked by anyone (400 `not_deliverable` outside). */
export async function getWardDeliveryOptions(wardCode: string, signal?: AbortSignal): Promise<DeliveryOptions> {
  return optionsFor({ wardCode }, signal);
}

async function optionsFor(query: Record<string, string>, signal?: AbortSignal) {
  const res = await api.get<typeof deliveryOptionsEnvelopeSchema>(`/delivery/options?${new URLSearchParams(query)}`, {
    signal,
  });
  return res.data;
}

/** "Not deliverable" is an answer, not a hiccup: asking again will not change it. */
const retryOnlyHiccups = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

export const deliveryOptionsQueryOptions = (addressId: string) =>
  queryOptions({
    queryKey: deliveryKeys.options(addressId),
    queryFn: ({ signal }) => getDeliveryOptions(addressId, signal),
    // Slots fill up while the shopper hesitates: a minute-old answer is fetched again on focus.
    staleTime: 60_000,
    retry: retryOnlyHiccups,
  });

/** The options for the chosen address book entry; idle without one. */
export function useDeliveryOptions(addressId: string | null) {
  return useQuery({ ...deliveryOptionsQueryOptions(addressId ?? ''), enabled: addressId !== null });
}

/** The options of a ward (the one a visitor checked); idle without one. */
export function useWardDeliveryOptions(wardCode: string | null) {
  return useQuery({
    queryKey: deliveryKeys.wardOptions(wardCode ?? ''),
    queryFn: ({ signal }) => getWardDeliveryOptions(wardCode ?? '', signal),
    enabled: wardCode !== null,
    staleTime: 60_000,
    retry: retryOnlyHiccups,
  });
}
