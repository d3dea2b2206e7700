import { securityEventDetailsSchema, securityEventKindSchema, type SecurityEvent } from '@veggie/contract';
import type { SecurityEventRow } from './security-events.table';

/**
 * A stored event as the contract's SecurityEvent; kind and details are plain text and jsonb, read through
 * the schemas.
 */
export function toSecurityEvent(row: SecurityEventRow): SecurityEvent {
  return {
    _id: row.id,
    kind: securityEventKindSchema.parse(row.kind),
    user: { _id: row.userId, email: row.email },
    ip: row.ip,
    userAgent: row.userAgent,
    details: securityEventDetailsSchema.parse(row.details),
    createdAt: row.createdAt.toISOString(),
  };
}
