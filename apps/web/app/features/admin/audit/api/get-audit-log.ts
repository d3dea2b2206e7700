import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type adminAuditListSchema, PAGE_SIZES } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { queryString } from '../../shared/admin-list';
import { auditKeys, type AuditLogFilters } from './audit-keys';

/** GET /admin/audit: admin actions, newest first, optionally about one kind of entity. */
export async function getAuditLog({ page, entityType }: AuditLogFilters) {
  const response = await api.get<typeof adminAuditListSchema>(
    `/admin/audit${queryString({ page, limit: PAGE_SIZES.audit, entityType })}`,
  );
  return response;
}

export const auditLogQuery = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: () => getAuditLog(filters),
    placeholderData: keepPreviousData,
    // Every admin screen adds entries without telling this query: read afresh on each visit.
    staleTime: 0,
  });
