import type { AuditEntityType } from '@veggie/contract';

export interface AuditLogFilters {
  page: number;
  entityType?: AuditEntityType;
}

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filters: AuditLogFilters) => [...auditKeys.all, 'list', filters] as const,
};
