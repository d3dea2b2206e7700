import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type User } from '@veggie/contract';
import { http } from '../../../../lib/http';
import { queryString, type AdminList } from '../../shared/admin-list';
import { adminUserKeys, type AdminUserFilters } from './user-keys';

/** GET /auth/admin/users: a page of ten users matching the search and role. */
export async function getUsers({ page, search, role }: AdminUserFilters): Promise<AdminList<User>> {
  const response = await http.get<AdminList<User>>(
    `/auth/admin/users${queryString({ page, limit: PAGE_SIZES.admin, search, role })}`,
  );
  return response.data;
}

export const usersQuery = (filters: AdminUserFilters) =>
  queryOptions({ queryKey: adminUserKeys.list(filters), queryFn: () => getUsers(filters), placeholderData: keepPreviousData });

export function useUsers(filters: AdminUserFilters) {
  return useQuery(usersQuery(filters));
}
