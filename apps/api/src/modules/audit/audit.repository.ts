import type { AuditAction, AuditDetails, AuditEntityType } from '@veggie/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { newestFirstPage } from '../../db/pages';
import { auditLog, type AuditRow } from './audit.table';

export interface NewAuditEntry {
  /** Null for the system actor. */
  actorId: string | null;
  actorEmail: string;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  personId: string | null;
  details: AuditDetails;
}

export interface AuditListFilter {
  page: number;
  limit: number;
  action?: AuditAction;
  entityType?: AuditEntityType;
  actorId?: string;
}

export async function insertAuditEntry(db: Db | Tx, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/**
 * Removes these keys from the details of every entry about the person, and the person's id from every
 * entry that holds it, as about them or as its actor (the ids are no foreign keys: see audit.table).
 */
export async function forgetPersonInEntries(db: Db | Tx, personId: string, keys: readonly string[]): Promise<void> {
  await db
    .update(auditLog)
    .set({
      details: sql`${auditLog.details} - array[${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )}]::text[]`,
      personId: null,
    })
    .where(eq(auditLog.personId, personId));
  await db.update(auditLog).set({ actorId: null }).where(eq(auditLog.actorId, personId));
}

/** A page of entries, newest first, and how many match in total. */
export async function listAuditEntries(db: Db, filter: AuditListFilter): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  return newestFirstPage(db, auditLog, and(...conditions), filter);
}
