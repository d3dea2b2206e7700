import { paginate, type AdminUserListQuery, type Role } from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { ImageStore } from '../images/images.store';
import { changedFields, forgetPerson, recordAudit, type AuditActor } from '../audit/audit.service';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/security-events.service';
import { writeDetailsGuardingEmail, type MailContext } from './email-change';
import { revokeUserSessions } from './sessions';
import {
  deleteUserRow,
  findUserByEmail,
  findUserById,
  listUsers,
  lockAdminIds,
  lockShopper,
  updateAvatarUrl,
  updateRole,
  updateUserDetails,
  type UserDetails,
} from './users.repository';
import type { UserRow } from './users.table';

export const emailTaken = () => conflict('emailTaken', {}, [{ field: 'email', key: 'emailTaken' }]);

/** The user with this id; 404 for unknown and malformed ids alike. */
export async function getUser(db: Db, id: string): Promise<UserRow> {
  const row = isUuid(id) ? await findUserById(db, id) : undefined;
  if (!row) throw notFound('userNotFound');
  return row;
}

/** Name, email, phone and address; never the role. An email owned by someone else is 409. */
export async function updateDetails(db: Db, id: string, details: UserDetails): Promise<UserRow> {
  await getUser(db, id);
  const owner = await findUserByEmail(db, details.email);
  if (owner && owner.id !== id) throw emailTaken();
  try {
    const row = await updateUserDetails(db, id, details);
    if (!row) throw notFound('userNotFound');
    return row;
  } catch (error) {
    // Someone took the email between our check and the update.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

const DETAIL_FIELDS = ['name', 'email', 'phone', 'address'] as const;

/**
 * An admin's edit of someone's details: `updateDetails` plus an audit entry naming the fields that
 * changed. A new email gets what every email change gets (see writeDetailsGuardingEmail), the notice
 * saying an admin made it. Admins' own email is not changed here: this route asks for no password, so
 * a stolen admin token could otherwise move its own account to another mailbox and keep it through a
 * password reset; the profile, which asks for the current password, is the way.
 */
export async function updateDetailsAsAdmin(
  ctx: MailContext,
  actor: AuditActor,
  id: string,
  details: UserDetails,
  origin: RequestOrigin,
): Promise<UserRow> {
  const before = await getUser(ctx.db, id);
  if (before.id === actor.id && details.email !== before.email) {
    throw badRequest('ownEmailOnlyInProfile', {}, [{ field: 'email', key: 'ownEmailOnlyInProfile' }]);
  }
  return writeDetailsGuardingEmail(ctx, origin, { before, by: actor.email }, async (tx) => {
    const after = await updateDetails(tx, id, details);
    const fields = changedFields(before, after, DETAIL_FIELDS);
    if (fields.length > 0) {
      await recordAudit(tx, {
        actor,
        action: 'user.updated',
        entity: { type: 'user', id },
        details: { email: after.email, fields },
      });
    }
    return after;
  });
}

/** Stores the new (already re-encoded) avatar, then removes the old file once the row points away from it. */
export async function replaceAvatar(
  db: Db,
  images: ImageStore,
  userId: string,
  image: Buffer | undefined,
): Promise<UserRow> {
  if (!image) throw badRequest('fileRequired', {}, [{ field: 'avatar', key: 'fileRequired' }]);
  const previous = await getUser(db, userId);
  const stored = await images.save(image);
  const row = await updateAvatarUrl(db, userId, stored).catch(async (error: unknown) => {
    await images.remove(stored);
    throw error;
  });
  if (!row) {
    await images.remove(stored);
    throw notFound('userNotFound');
  }
  if (previous.avatarUrl) await images.remove(previous.avatarUrl);
  return row;
}

export async function listUsersPage(db: Db, query: AdminUserListQuery) {
  const { rows, total } = await listUsers(db, query);
  return { rows, total, pagination: paginate(query.page, query.limit, total) };
}

/**
 * Changes another user's role and ends their sessions, so the new role applies from their next
 * request. The last admin is checked first: for a sole admin that is the more useful answer.
 */
export async function changeRole(
  db: Db,
  actor: AuditActor,
  targetId: string,
  role: Role,
  origin: RequestOrigin,
): Promise<UserRow> {
  if (!isUuid(targetId)) throw notFound('userNotFound');
  return db.transaction(async (tx) => {
    const adminIds = await lockAdminIds(tx);
    const target = await findUserById(tx, targetId);
    if (!target) throw notFound('userNotFound');
    if (target.role === 'admin' && role !== 'admin' && adminIds.length <= 1) throw badRequest('lastAdmin');
    if (target.id === actor.id) throw badRequest('cannotChangeOwnRole');
    if (target.role === role) return target;
    const updated = await updateRole(tx, targetId, role);
    if (!updated) throw notFound('userNotFound');
    await revokeUserSessions(tx, targetId);
    await recordAudit(tx, {
      actor,
      action: 'user.role_changed',
      entity: { type: 'user', id: targetId },
      details: { email: target.email, from: target.role, to: role },
    });
    await recordSecurityEvent(tx, origin, {
      kind: 'role_changed',
      userId: targetId,
      email: target.email,
      details: { from: target.role, to: role, by: actor.email },
    });
    return updated;
  });
}

/**
 * Deletes another user; their sessions, cart and reset tokens go with them (cascade), their orders stay.
 * The entry says which account an admin deleted, not whose it was: the person is forgotten with it.
 */
export async function deleteUser(db: Db, images: ImageStore, actor: AuditActor, targetId: string): Promise<void> {
  if (!isUuid(targetId)) throw notFound('userNotFound');
  const deleted = await db.transaction(async (tx) => {
    const adminIds = await lockAdminIds(tx);
    const target = await findUserById(tx, targetId);
    if (!target) throw notFound('userNotFound');
    if (target.role === 'admin' && adminIds.length <= 1) throw badRequest('lastAdmin');
    if (target.id === actor.id) throw badRequest('cannotDeleteSelf');
    await recordAudit(tx, { actor, action: 'user.deleted', entity: { type: 'user', id: targetId } });
    return removeUserRow(tx, targetId);
  });
  if (deleted?.avatarUrl) await images.remove(deleted.avatarUrl);
}

/**
 * The account a user is deleting themselves, locked for the rest of the transaction: after every admin
 * row (the order the admins' deletions take) and in the lock each checkout takes first, so no order
 * is placed between the caller's checks and the deletion. The last admin is refused.
 */
export async function lockOwnAccountForDeletion(tx: Tx, userId: string): Promise<UserRow> {
  const adminIds = await lockAdminIds(tx);
  const user = (await lockShopper(tx, userId)) && (await findUserById(tx, userId));
  if (!user) throw notFound('userNotFound');
  if (user.role === 'admin' && adminIds.length <= 1) throw badRequest('lastAdmin');
  return user;
}

/** Deletes the row; sessions, cart and reset links go with it (cascade), orders keep their snapshots. */
export async function deleteAccountRow(tx: Tx, userId: string): Promise<UserRow | undefined> {
  return removeUserRow(tx, userId);
}

/** Both ways an account is deleted: the audit log forgets the person first, while its entries still point at them. */
async function removeUserRow(tx: Tx, userId: string): Promise<UserRow | undefined> {
  await forgetPerson(tx, userId);
  return deleteUserRow(tx, userId);
}

/** The shopper's row, locked first by every cart change and checkout of that user (see lockShopper). */
export { lockShopper };
