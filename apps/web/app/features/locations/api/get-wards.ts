import type { Location, locationsEnvelopeSchema } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale, type Locale } from '../../../lib/i18n';
import { locationKeys } from './location-keys';

/** GET /locations/provinces/:code/wards: the wards and communes of one province, in the screen's language. */
export async function getWards(locale: Locale, provinceCode: string, signal?: AbortSignal): Promise<Location[]> {
  const res = await api.get<typeof locationsEnvelopeSchema>(
    `/locations/provinces/${encodeURIComponent(provinceCode)}/wards`,
    { signal, headers: { 'Accept-Language': locale } },
  );
  return res.data;
}

export const wardsQueryOptions = (locale: Locale, provinceCode: string) =>
  queryOptions({
    queryKey: locationKeys.wards(locale, provinceCode),
    queryFn: ({ signal }) => getWards(locale, provinceCode, signal),
    staleTime: Infinity,
  });

/** The wards of the chosen province; nothing is fetched until one is chosen. */
export function useWards(provinceCode: string) {
  return useQuery({ ...wardsQueryOptions(useLocale(), provinceCode), enabled: provinceCode !== '' });
}
