import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type adminSecurityEventListSchema, PAGE_SIZES } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { queryString } from '../../shared/admin-list';
import { auditKeys, type SecurityEventFilters } from './audit-keys';

/** GET /admin/security-events: failed logins, lockouts, resets, password, email and role changes, newest first. */
export async function getSecurityEvents({ page, kind }: SecurityEventFilters) {
  const response = await api.get<typeof adminSecurityEventListSchema>(
    `/admin/security-events${queryString({ page, limit: PAGE_SIZES.audit, kind })}`,
  );
  return response;
}

export const securityEventsQuery = (filters: SecurityEventFilters) =>
  queryOptions({
    queryKey: auditKeys.securityEvents(filters),
    queryFn: () => getSecurityEvents(filters),
    placeholderData: keepPreviousData,
    // Events arrive from every visitor's requests: read afresh on each visit.
    staleTime: 0,
  });
