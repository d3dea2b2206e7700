import { useQuery } from '@tanstack/react-query';
import type { locationsEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { VIETNAMESE } from '../../shared/admin-list';
import { adminDeliveryKeys } from './delivery-keys';

/** The 34 provinces; they change by law, not by the hour: kept for the session. */
export const useProvinces = () =>
  useQuery({
    queryKey: adminDeliveryKeys.provinces(),
    queryFn: async () => (await api.get<typeof locationsEnvelopeSchema>('/locations/provinces', VIETNAMESE)).data,
    staleTime: Infinity,
  });

/** The wards of one province, once one is chosen. */
export const useWards = (provinceCode: string) =>
  useQuery({
    queryKey: adminDeliveryKeys.wards(provinceCode),
    queryFn: async () =>
      (
        await api.get<typeof locationsEnvelopeSchema>(
          `/locations/provinces/${encodeURIComponent(provinceCode)}/wards`,
          VIETNAMESE,
        )
      ).data,
    enabled: provinceCode !== '',
    staleTime: Infinity,
  });
