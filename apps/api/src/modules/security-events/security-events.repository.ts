import type { SecurityEventDetails, SecurityEventKind } from '@veggie/contract';
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { newestFirstPage } from '../../db/pages';
import { securityEvents, type SecurityEventRow } from './security-events.table';

export interface NewSecurityEvent {
  kind: SecurityEventKind;
  userId: string | null;
  email: string | null;
  ip: string;
  userAgent: string;
  details: SecurityEventDetails;
}

export interface SecurityEventFilter {
  page: number;
  limit: number;
  kind?: SecurityEventKind;
  email?: string;
  userId?: string;
}

export async function insertSecurityEvent(db: Db | Tx, event: NewSecurityEvent): Promise<void> {
  await db.insert(securityEvents).values(event);
}

/**
 * Deletes at most `batch` events older than `days` days, oldest first, by the database's clock (the
 * one that stamped them). Rows another transaction is deleting are skipped, not waited for, so
 * instances pruning at the same moment never queue behind each other.
 */
export async function deleteSecurityEventsOlderThan(db: Db | Tx, days: number, batch: number): Promise<void> {
  const expired = db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(lt(securityEvents.createdAt, sql`now() - make_interval(days => ${days})`))
    .orderBy(securityEvents.createdAt)
    .limit(batch)
    .for('update', { skipLocked: true });
  await db.delete(securityEvents).where(inArray(securityEvents.id, expired));
}

/** A page of events, newest first, and how many match in total. */
export async function listSecurityEvents(
  db: Db,
  filter: SecurityEventFilter,
): Promise<{ rows: SecurityEventRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(securityEvents.kind, filter.kind));
  if (filter.email) conditions.push(eq(securityEvents.email, filter.email));
  if (filter.userId) conditions.push(eq(securityEvents.userId, filter.userId));
  return newestFirstPage(db, securityEvents, and(...conditions), filter);
}
