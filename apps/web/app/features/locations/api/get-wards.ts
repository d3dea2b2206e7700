import type { Location, locationsEnvelopeSchema } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { locationKeys } from './location-keys';

/** GET /locations/provinces/:code/wards: the wards and communes of one province. */
export async function getWards(provinceCode: string, signal?: AbortSignal): Promise<Location[]> {
  const res = await api.get<typeof locationsEnvelopeSchema>(
    `/locations/provinces/${encodeURIComponent(provinceCode)}/wards`,
    { signal },
  );
  return res.data;
}

export const wardsQueryOptions = (provinceCode: string) =>
  queryOptions({
    queryKey: locationKeys.wards(provinceCode),
    queryFn: ({ signal }) => getWards(provinceCode, signal),
    staleTime: Infinity,
  });

/** The wards of the chosen province; nothing is fetched until one is chosen. */
export function useWards(provinceCode: string) {
  return useQuery({ ...wardsQueryOptions(provinceCode), enabled: provinceCode !== '' });
}
