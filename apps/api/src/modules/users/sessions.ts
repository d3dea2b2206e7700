import { randomBytes } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashToken } from '../../lib/secret-tokens';
import { sessions, users, type UserRow } from './users.table';

const SESSION_DAYS = 30;

/** Starts a session and returns the opaque bearer token; only its hash is stored. */
export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return token;
}

export interface SessionUser {
  sessionId: string;
  user: UserRow;
}

declare module '../../plugins/auth' {
  /** The guards hand the routes the whole row of the signed-in user (findSession). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged: it adds UserRow's members
  interface PrincipalUser extends UserRow {}
}

/** Whether the signed-in user may use the admin's routes: the guard's requireAdmin asks. */
export const isAdmin = ({ user }: SessionUser) => user.role === 'admin';

/** The live session and its user for a token at `now`, or null when unknown, revoked or expired. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every one but `keepSessionId` (password change keeps the current one). */
export async function revokeUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
}
