import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type AuditEntry } from '@veggie/contract';
import { http } from '../../../../lib/http';
import { queryString, type AdminList } from '../../shared/admin-list';
import { auditKeys, type AuditLogFilters } from './audit-keys';

/** GET /admin/audit: admin actions, newest first, optionally about one kind of entity. */
export async function getAuditLog({ page, entityType }: AuditLogFilters): Promise<AdminList<AuditEntry>> {
  const response = await http.get<AdminList<AuditEntry>>(`/admin/audit${queryString({ page, limit: PAGE_SIZES.audit, entityType })}`);
  return response.data;
}

export const auditLogQuery = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: () => getAuditLog(filters),
    placeholderData: keepPreviousData,
    // Every admin screen adds entries without telling this query: read afresh on each visit.
    staleTime: 0,
  });

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery(auditLogQuery(filters));
}
