import { queryOptions } from '@tanstack/react-query';
import type { Product, productEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminProductKeys } from './product-keys';

/** GET /products/admin/products/:id: the product as stored now, never from the shop's cache. */
export async function getAdminProduct(id: string): Promise<Product> {
  const response = await api.get<typeof productEnvelopeSchema>(`/products/admin/products/${encodeURIComponent(id)}`);
  return response.data;
}

/** Always fetched afresh: it is read to reload a form whose stock moved while it was open. */
export const adminProductQuery = (id: string) =>
  queryOptions({ queryKey: adminProductKeys.detail(id), queryFn: () => getAdminProduct(id), staleTime: 0 });
