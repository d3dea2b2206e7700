import type { DeliveryAddress, addressListEnvelopeSchema } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addressKeys } from './address-keys';

/** GET /auth/addresses: the caller's addresses, the default first, then the newest. */
export async function getAddresses(signal?: AbortSignal): Promise<DeliveryAddress[]> {
  const res = await api.get<typeof addressListEnvelopeSchema>('/auth/addresses', { signal });
  return res.data;
}

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: addressKeys.list(), queryFn: ({ signal }) => getAddresses(signal) });

export function useAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...addressesQueryOptions(), enabled });
}
