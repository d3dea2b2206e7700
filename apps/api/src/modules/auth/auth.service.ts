import { randomBytes } from 'node:crypto';
import { translate, type Language, type LoginInput, type PasswordChange, type RegisterInput } from '@veggie/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { badRequest, unauthorized } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../../lib/passwords';
import { findUserByEmail, insertUser, updatePasswordHash } from '../users/users.repository';
import { emailTaken } from '../users/users.service';
import type { UserRow } from '../users/users.table';
import { consumePasswordReset, insertPasswordReset, retirePasswordResets } from './password-resets.repository';
import { createSession, hashToken, revokeSession, revokeUserSessions, type SessionUser } from './sessions';

/** How long a password reset link works. */
export const RESET_TOKEN_MINUTES = 30;

export interface SignedIn {
  token: string;
  user: UserRow;
}

/** Creates a customer (never an admin, whatever the body says) and signs them in. */
export async function register(db: Db, input: RegisterInput): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, { name: input.name, email: input.email, passwordHash });
    if (!user) throw emailTaken();
    return { token: await createSession(tx, user.id), user };
  });
}

/** The same 401, after the same argon2 work, whether the email is unknown or the password wrong. */
export async function login(db: Db, input: LoginInput): Promise<SignedIn> {
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH_PROMISE), input.password);
  if (!user || !valid) throw unauthorized('invalidCredentials');
  return { token: await createSession(db, user.id), user };
}

export async function logout(db: Db, sessionId: string): Promise<void> {
  await revokeSession(db, sessionId);
}

/**
 * A wrong current password is 400, not 401: a 401 would log the client out. The session making the
 * change stays; every other session and any outstanding reset link stop working.
 */
export async function changePassword(db: Db, principal: SessionUser, input: PasswordChange): Promise<void> {
  if (!(await verifyPassword(principal.user.passwordHash, input.currentPassword))) {
    throw badRequest('wrongCurrentPassword', {}, [{ field: 'currentPassword', key: 'wrongCurrentPassword' }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, principal.user.id, passwordHash);
    await revokeUserSessions(tx, principal.user.id, principal.sessionId);
    await retirePasswordResets(tx, principal.user.id);
  });
}

export interface ResetMailContext {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string | undefined;
  lang: Language;
}

/**
 * Issues a single-use reset token (stored hashed) and mails its link. Says nothing about whether the
 * email exists: the caller answers the same either way, and the mail is not awaited, so a slow mail
 * server does not reveal that an account exists by the response time.
 */
export async function requestPasswordReset(ctx: ResetMailContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000);
  await ctx.db.transaction(async (tx) => {
    // Only the newest link works.
    await retirePasswordResets(tx, user.id);
    await insertPasswordReset(tx, user.id, hashToken(token), expiresAt);
  });
  const link = `${ctx.publicUrl ?? ''}/reset-password?token=${encodeURIComponent(token)}`;
  ctx.mailer
    .send({
      to: user.email,
      subject: translate('resetMailSubject', ctx.lang),
      text: translate('resetMailText', ctx.lang, { name: user.name, link, minutes: RESET_TOKEN_MINUTES }),
    })
    .catch((err: unknown) => ctx.log.error({ err }, 'password reset mail could not be sent'));
}

/** Sets a new password with a live reset token, uses the token up and ends every session of the user. */
export async function resetPassword(db: Db, token: string, newPassword: string): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumePasswordReset(tx, hashToken(token));
    if (!userId) throw badRequest('resetInvalid', {}, [{ field: 'token', key: 'resetInvalid' }]);
    // Hashed only for a live token, so made-up tokens cannot make us burn argon2 time.
    await updatePasswordHash(tx, userId, await hashPassword(newPassword));
    await revokeUserSessions(tx, userId);
    await retirePasswordResets(tx, userId);
  });
}
