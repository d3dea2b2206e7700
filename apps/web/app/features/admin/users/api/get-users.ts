import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type adminUserListSchema, PAGE_SIZES } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { queryString } from '../../shared/admin-list';
import { adminUserKeys, type AdminUserFilters } from './user-keys';

/** GET /auth/admin/users: a page of ten users matching the search and role. */
export async function getUsers({ page, search, role }: AdminUserFilters) {
  const response = await api.get<typeof adminUserListSchema>(
    `/auth/admin/users${queryString({ page, limit: PAGE_SIZES.admin, search, role })}`,
  );
  return response;
}

export const usersQuery = (filters: AdminUserFilters) =>
  queryOptions({
    queryKey: adminUserKeys.list(filters),
    queryFn: () => getUsers(filters),
    placeholderData: keepPreviousData,
  });
