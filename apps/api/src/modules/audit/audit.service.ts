import {
  SYSTEM_ACTOR_EMAIL,
  paginate,
  type AdminAuditListQuery,
  type AuditAction,
  type AuditDetails,
  type AuditEntityType,
} from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { toAuditEntry } from './audit.mapper';
import { forgetPersonInEntries, insertAuditEntry, listAuditEntries } from './audit.repository';

/** The admin making the request (a user row fits), or the shop itself (SYSTEM_ACTOR). */
export interface AuditActor {
  id: string | null;
  email: string;
}

/** Who acts when nobody does: the expiry sweep cancelling an unpaid transfer. */
export const SYSTEM_ACTOR: AuditActor = { id: null, email: SYSTEM_ACTOR_EMAIL };

/**
 * One admin action. The action's `<entity>.` prefix must match the entity's type. An order's entry names
 * its customer's account (`customerId`, null once it is deleted), so that deleting the account can find
 * the entry; a user's entry is about that user.
 */
export type AuditEvent<T extends AuditEntityType> = {
  actor: AuditActor;
  action: Extract<AuditAction, `${T}.${string}`>;
  entity: { type: T; id: string };
  details?: AuditDetails;
} & (T extends 'order' ? { customerId: string | null } : { customerId?: never });

/**
 * The details that name a person (the details hold no phone or address); what the books need (amounts,
 * statuses, references) stays. A personal field added to AuditDetails belongs here too.
 */
const PERSONAL_DETAILS = ['email', 'name'] as const satisfies readonly (keyof AuditDetails)[];

/**
 * Records an admin action. Pass the transaction that makes the change, so that a change that
 * fails leaves no entry and a change is never committed without its entry.
 */
export async function recordAudit<T extends AuditEntityType>(
  db: Db | Tx,
  { actor, action, entity, details = {}, customerId }: AuditEvent<T>,
) {
  await insertAuditEntry(db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    entityType: entity.type,
    entityId: entity.id,
    personId: entity.type === 'user' ? entity.id : (customerId ?? null),
    details,
  });
}

/**
 * Part of deleting an account, in its transaction and before the row goes: the entries about the person
 * and their orders keep the action, amounts, statuses and times the shop's books need, and lose what names
 * them. The actor of an entry stays named by its email: it is the admin's accountability, not the person's
 * data; the ids of the account go, as they would have with foreign keys set null.
 */
export async function forgetPerson(tx: Tx, userId: string): Promise<void> {
  await forgetPersonInEntries(tx, userId, PERSONAL_DETAILS);
}

/** Names of the fields whose values differ between two snapshots of a row. */
export function changedFields<K extends string>(
  before: Record<K, unknown>,
  after: Record<K, unknown>,
  fields: readonly K[],
): string[] {
  return fields.filter((field) => before[field] !== after[field]);
}

export async function listAuditPage(db: Db, query: AdminAuditListQuery) {
  const { page, limit } = query;
  // A malformed actor id names no admin: an empty page rather than a database error.
  if (query.actor && !isUuid(query.actor)) return { data: [], count: 0, pagination: paginate(page, limit, 0) };
  const { rows, total } = await listAuditEntries(db, { ...query, actorId: query.actor });
  return { data: rows.map(toAuditEntry), count: total, pagination: paginate(page, limit, total) };
}
