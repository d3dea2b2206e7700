import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZES, type ProductPage, type productPageEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { queryString } from '../../shared/admin-list';
import { adminProductKeys, type AdminProductFilters } from './product-keys';

/** GET /products/admin/products: ten products per page, filtered and sorted. */
export async function getAdminProducts({
  page,
  search,
  category,
  sortBy,
  sortOrder,
}: AdminProductFilters): Promise<ProductPage> {
  const response = await api.get<typeof productPageEnvelopeSchema>(
    `/products/admin/products${queryString({ page, limit: PAGE_SIZES.admin, search, category, sortBy, sortOrder })}`,
  );
  return response.data;
}

export const adminProductsQuery = (filters: AdminProductFilters) =>
  queryOptions({
    queryKey: adminProductKeys.list(filters),
    queryFn: () => getAdminProducts(filters),
    placeholderData: keepPreviousData,
  });
