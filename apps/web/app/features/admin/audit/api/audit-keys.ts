import type { AuditEntityType, SecurityEventKind } from '@veggie/contract';

export interface AuditLogFilters {
  page: number;
  entityType?: AuditEntityType;
}

export interface SecurityEventFilters {
  page: number;
  kind?: SecurityEventKind;
}

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filters: AuditLogFilters) => [...auditKeys.all, 'list', filters] as const,
  securityEvents: (filters: SecurityEventFilters) => [...auditKeys.all, 'security-events', filters] as const,
};
