import type { AdminProductListQuery } from '@veggie/contract';

export type AdminProductFilters = Pick<AdminProductListQuery, 'page' | 'sortBy' | 'sortOrder'> & {
  search?: string;
  category?: string;
};

export const adminProductKeys = {
  all: ['admin', 'products'] as const,
  list: (filters: AdminProductFilters) => [...adminProductKeys.all, 'list', filters] as const,
  detail: (id: string) => [...adminProductKeys.all, 'detail', id] as const,
  categoryOptions: () => [...adminProductKeys.all, 'category-options'] as const,
  /** The dashboard's expiring certificates: under `all`, so a product saved reads them again. */
  certificates: () => [...adminProductKeys.all, 'certificates'] as const,
};
