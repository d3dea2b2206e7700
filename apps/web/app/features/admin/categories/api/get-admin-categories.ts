import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type Category } from '@veggie/contract';
import { http } from '../../../../lib/http';
import { queryString, VIETNAMESE, type AdminList } from '../../shared/admin-list';
import { adminCategoryKeys, type AdminCategoryFilters } from './category-keys';

/** GET /categories/admin/categories: ten per page, searched and sorted. */
export async function getAdminCategories({
  page,
  search,
  sortBy,
  sortOrder,
}: AdminCategoryFilters): Promise<AdminList<Category>> {
  const response = await http.get<AdminList<Category>>(
    `/categories/admin/categories${queryString({ page, limit: PAGE_SIZES.admin, search, sortBy, sortOrder })}`,
    VIETNAMESE,
  );
  return response.data;
}

export const adminCategoriesQuery = (filters: AdminCategoryFilters) =>
  queryOptions({
    queryKey: adminCategoryKeys.list(filters),
    queryFn: () => getAdminCategories(filters),
    placeholderData: keepPreviousData,
  });

export function useAdminCategories(filters: AdminCategoryFilters) {
  return useQuery(adminCategoriesQuery(filters));
}
