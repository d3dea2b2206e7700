import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type adminCategoryListSchema, PAGE_SIZES } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { queryString } from '../../shared/admin-list';
import { adminCategoryKeys, type AdminCategoryFilters } from './category-keys';

/** GET /categories/admin/categories: ten per page, searched and sorted. */
export async function getAdminCategories({ page, search, sortBy, sortOrder }: AdminCategoryFilters) {
  const response = await api.get<typeof adminCategoryListSchema>(
    `/categories/admin/categories${queryString({ page, limit: PAGE_SIZES.admin, search, sortBy, sortOrder })}`,
  );
  return response;
}

export const adminCategoriesQuery = (filters: AdminCategoryFilters) =>
  queryOptions({
    queryKey: adminCategoryKeys.list(filters),
    queryFn: () => getAdminCategories(filters),
    placeholderData: keepPreviousData,
  });
