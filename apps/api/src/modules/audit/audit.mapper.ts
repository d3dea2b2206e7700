import { auditActionSchema, auditDetailsSchema, auditEntityTypeSchema, type AuditEntry } from '@veggie/contract';
import type { AuditRow } from './audit.table';

/**
 * A stored entry as the contract's AuditEntry; the columns are plain text and jsonb, so they are read
 * through the schemas.
 */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    actor: { _id: row.actorId, email: row.actorEmail },
    action: auditActionSchema.parse(row.action),
    entity: { type: auditEntityTypeSchema.parse(row.entityType), id: row.entityId },
    details: auditDetailsSchema.parse(row.details),
    createdAt: row.createdAt.toISOString(),
  };
}
