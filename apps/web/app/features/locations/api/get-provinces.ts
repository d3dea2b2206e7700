import type { Location, locationsEnvelopeSchema } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { locationKeys } from './location-keys';

/** GET /locations/provinces: the 34 provinces, in the official order. */
export async function getProvinces(signal?: AbortSignal): Promise<Location[]> {
  const res = await api.get<typeof locationsEnvelopeSchema>('/locations/provinces', { signal });
  return res.data;
}

// The administrative units change by law, not by the hour: fetched once per visit.
export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: locationKeys.provinces(),
    queryFn: ({ signal }) => getProvinces(signal),
    staleTime: Infinity,
  });

export function useProvinces() {
  return useQuery(provincesQueryOptions());
}
