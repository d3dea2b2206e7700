import type { Role } from '@veggie/contract';

export interface AdminUserFilters {
  page: number;
  search?: string;
  role?: Role;
}

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (filters: AdminUserFilters) => [...adminUserKeys.all, 'list', filters] as const,
};
