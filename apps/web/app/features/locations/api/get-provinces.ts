import type { Location, locationsEnvelopeSchema } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale, type Locale } from '../../../lib/i18n';
import { locationKeys } from './location-keys';

/** GET /locations/provinces: the 34 provinces, in the official order, asked in the screen's language. */
export async function getProvinces(locale: Locale, signal?: AbortSignal): Promise<Location[]> {
  const headers = { 'Accept-Language': locale };
  const res = await api.get<typeof locationsEnvelopeSchema>('/locations/provinces', { signal, headers });
  return res.data;
}

// The administrative units change by law, not by the hour: fetched once per visit and language.
export const provincesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: locationKeys.provinces(locale),
    queryFn: ({ signal }) => getProvinces(locale, signal),
    staleTime: Infinity,
  });

/** The provinces in the screen's language: the storefront's, or the admin's on its pages. */
export function useProvinces() {
  return useQuery(provincesQueryOptions(useLocale()));
}
