import { useQuery } from '@tanstack/react-query';
import type { expiringCertificatesEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminProductKeys } from '../../products/api/product-keys';

/** GET /products/admin/products/certificates: certificates that expire within 30 days or have expired. */
export async function getExpiringCertificates() {
  return (await api.get<typeof expiringCertificatesEnvelopeSchema>('/products/admin/products/certificates')).data;
}

export const useExpiringCertificates = () =>
  useQuery({ queryKey: adminProductKeys.certificates(), queryFn: getExpiringCertificates });
