import type { AdminCategoryListQuery } from '@veggie/contract';

export type AdminCategoryFilters = Pick<AdminCategoryListQuery, 'page' | 'sortBy' | 'sortOrder'> & { search?: string };

export const adminCategoryKeys = {
  all: ['admin', 'categories'] as const,
  list: (filters: AdminCategoryFilters) => [...adminCategoryKeys.all, 'list', filters] as const,
};
