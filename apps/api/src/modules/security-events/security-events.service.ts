import {
  paginate,
  type AdminSecurityEventListQuery,
  type SecurityEventDetails,
  type SecurityEventKind,
} from '@veggie/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { toSecurityEvent } from './security-events.mapper';
import { deleteSecurityEventsOlderThan, insertSecurityEvent, listSecurityEvents } from './security-events.repository';

/** Where a request came from: the address Fastify trusts (see TRUST_PROXY) and the client's own name. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

export interface SecurityEventInput {
  kind: SecurityEventKind;
  userId?: string | null;
  /** The account's email, or the one typed in a refused attempt. */
  email?: string | null;
  details?: SecurityEventDetails;
}

/** How long an event is kept. Failed logins and resets asked for unknown emails add rows at a stranger's pace. */
export const SECURITY_EVENT_RETENTION_DAYS = 180;

/**
 * How many expired events each new one removes at most: more than one, so the table shrinks back to
 * its window however fast events come, and few enough that no insert pays for a large backlog.
 */
export const SECURITY_EVENT_PRUNE_BATCH = 20;

/**
 * Records one event. Pass the transaction that makes the change it describes, so a change is never
 * committed without its record and a failed change leaves none. Each record also removes a few
 * expired ones: retention without a timer in each instance, and with nothing to prune the cost is one
 * probe of the created_at index.
 */
export async function recordSecurityEvent(
  db: Db | Tx,
  origin: RequestOrigin,
  { kind, userId = null, email = null, details = {} }: SecurityEventInput,
) {
  await insertSecurityEvent(db, { kind, userId, email, ip: origin.ip, userAgent: origin.userAgent, details });
  await deleteSecurityEventsOlderThan(db, SECURITY_EVENT_RETENTION_DAYS, SECURITY_EVENT_PRUNE_BATCH);
}

/**
 * Records a refused attempt (failed login, lockout). A database error is logged instead of thrown:
 * the caller's answer must stay the refusal it was, whatever happens to the record.
 */
export async function recordRefusedAttempt(
  db: Db,
  origin: RequestOrigin,
  log: FastifyBaseLogger,
  event: SecurityEventInput,
) {
  try {
    await recordSecurityEvent(db, origin, event);
  } catch (err) {
    log.error({ err, securityEvent: { ...event, ...origin } }, 'security event could not be recorded');
  }
}

export async function listSecurityEventsPage(db: Db, query: AdminSecurityEventListQuery) {
  const { page, limit } = query;
  // A malformed user id names nobody: an empty page rather than a database error.
  if (query.user && !isUuid(query.user)) return { data: [], count: 0, pagination: paginate(page, limit, 0) };
  const { rows, total } = await listSecurityEvents(db, { ...query, userId: query.user });
  return { data: rows.map(toSecurityEvent), count: total, pagination: paginate(page, limit, total) };
}
