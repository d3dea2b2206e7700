import { randomBytes } from 'node:crypto';
import {
  translate,
  type Language,
  type LoginInput,
  type OwnProfileUpdate,
  type PasswordChange,
  type RegisterInput,
} from '@veggie/contract';
import type { Db } from '../../db/client';
import { badRequest, unauthorized } from '../../lib/errors';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/secret-tokens';
import { shopLinks } from '../../lib/shop-links';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/security-events.service';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateLanguage,
  updatePasswordHash,
} from '../users/users.repository';
import { emailTaken, updateDetails } from '../users/users.service';
import type { UserRow } from '../users/users.table';
import { writeDetailsGuardingEmail, type MailContext } from '../users/email-change';
import { consumePasswordReset, issuePasswordReset, retirePasswordResets } from '../users/password-resets.repository';
import { createSession, revokeSession, revokeUserSessions, type SessionUser } from '../users/sessions';

/** How long a password reset link works. */
export const RESET_TOKEN_MINUTES = 30;

export interface SignedIn {
  token: string;
  user: UserRow;
}

/** Creates a customer (never an admin, whatever the body says) in the language of the sign-up, and signs them in. */
export async function register(db: Db, input: RegisterInput, now: Date, language: Language): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, { name: input.name, email: input.email, passwordHash, language });
    if (!user) throw emailTaken();
    return { token: await createSession(tx, user.id, now), user };
  });
}

/**
 * The same 401, after the same argon2 work, whether the email is unknown or the password wrong. A
 * successful login remembers the language it came in.
 */
export async function login(db: Db, input: LoginInput, now: Date, language: Language): Promise<SignedIn> {
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH_PROMISE), input.password);
  if (!user || !valid) throw unauthorized('invalidCredentials');
  await rememberLanguage(db, user, language);
  return { token: await createSession(db, user.id, now), user: { ...user, language } };
}

/** The shop writes to a user in the language they last used it in (see users.language). */
export async function rememberLanguage(db: Db, user: UserRow, language: Language): Promise<void> {
  if (user.language !== language) await updateLanguage(db, user.id, language);
}

export async function logout(db: Db, sessionId: string): Promise<void> {
  await revokeSession(db, sessionId);
}

/**
 * A wrong current password is 400, not 401: a 401 would log the client out. The session making the
 * change stays; every other session and any outstanding reset link stop working.
 */
export async function changePassword(
  db: Db,
  principal: SessionUser,
  input: PasswordChange,
  origin: RequestOrigin,
): Promise<void> {
  await checkCurrentPassword(principal.user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, principal.user.id, passwordHash);
    await revokeUserSessions(tx, principal.user.id, principal.sessionId);
    await retirePasswordResets(tx, principal.user.id);
    await recordSecurityEvent(tx, origin, {
      kind: 'password_changed',
      userId: principal.user.id,
      email: principal.user.email,
    });
  });
}

/** 400 when the password is missing (`missing` says what it is needed for) or is not the user's. */
export async function checkCurrentPassword(
  user: UserRow,
  currentPassword: string | undefined,
  missing: 'currentPasswordRequired' | 'accountDeletePasswordRequired' = 'currentPasswordRequired',
): Promise<void> {
  if (!currentPassword) throw badRequest(missing, {}, [{ field: 'currentPassword', key: missing }]);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest('wrongCurrentPassword', {}, [{ field: 'currentPassword', key: 'wrongCurrentPassword' }]);
  }
}

/**
 * The user's own edit of name, email, phone and address. A new email needs the current password (a
 * stolen token alone must not move the account to another mailbox); the old address is told, and
 * reset links already sent there stop working. The same email in another case is no change.
 */
export async function updateOwnProfile(
  ctx: MailContext,
  principal: SessionUser,
  input: OwnProfileUpdate,
  origin: RequestOrigin,
): Promise<UserRow> {
  const { currentPassword, ...details } = input;
  const before = principal.user;
  if (details.email === before.email) return updateDetails(ctx.db, before.id, details);
  await checkCurrentPassword(before, currentPassword);
  return writeDetailsGuardingEmail(ctx, origin, { before }, (tx) => updateDetails(tx, before.id, details));
}

/**
 * Issues a single-use reset token (stored hashed) and mails its link. Says nothing about whether the
 * email exists: the caller answers the same either way, an unknown email costs the same work (the
 * token, its hash, the same statements, the mail's insert included) and the mail is not awaited, so neither
 * the database nor a slow mail server reveals by the response time that an account exists.
 */
export async function requestPasswordReset(
  ctx: MailContext,
  email: string,
  origin: RequestOrigin,
  now: Date,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000);
  const mail = await ctx.db.transaction(async (tx) => {
    const recipient = await issuePasswordReset(tx, email, hashToken(token), expiresAt);
    await recordSecurityEvent(tx, origin, { kind: 'password_reset_requested', userId: recipient?.id ?? null, email });
    const link = shopLinks(ctx.linkOrigin).resetPassword(token);
    return ctx.mail.queueWhen(tx, Boolean(recipient), {
      to: recipient?.email ?? email,
      subject: translate('resetMailSubject', ctx.lang),
      text: translate('resetMailText', ctx.lang, { name: recipient?.name ?? '', link, minutes: RESET_TOKEN_MINUTES }),
    });
  });
  ctx.mail.dispatch(mail);
}

/** Sets a new password with a live reset token, uses the token up and ends every session of the user. */
export async function resetPassword(
  db: Db,
  token: string,
  newPassword: string,
  origin: RequestOrigin,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumePasswordReset(tx, hashToken(token), now);
    if (!userId) throw badRequest('resetInvalid', {}, [{ field: 'token', key: 'resetInvalid' }]);
    // Hashed only for a live token, so made-up tokens cannot make us burn argon2 time.
    await updatePasswordHash(tx, userId, await hashPassword(newPassword));
    await revokeUserSessions(tx, userId);
    await retirePasswordResets(tx, userId);
    const user = await findUserById(tx, userId);
    await recordSecurityEvent(tx, origin, { kind: 'password_reset_completed', userId, email: user?.email ?? null });
  });
}
