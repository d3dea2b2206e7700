import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, users } from './users.table';

export interface ResetRecipient {
  id: string;
  name: string;
  email: string;
}

/**
 * Issues a reset token for the account with this email, if there is one, retiring its older tokens
 * (only the newest link works), and returns who should get the link. One statement with the same
 * plan whether or not the email is registered, so the database work takes as long either way.
 */
export async function issuePasswordReset(
  db: Db,
  email: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<ResetRecipient | undefined> {
  // Data-modifying CTEs always run to completion; the UPDATE does not see the row the INSERT adds.
  const result = (await db.execute(sql`
    with account as (select id, name, email from ${users} where email = ${email}),
    retired as (update ${passwordResets} set used_at = now() where user_id = (select id from account) and used_at is null),
    issued as (
      insert into ${passwordResets} (user_id, token_hash, expires_at)
      select id, ${tokenHash}, ${expiresAt.toISOString()}::timestamptz from account
    )
    select id, name, email from account`)) as unknown as { rows: ResetRecipient[] };
  return result.rows[0];
}

/**
 * Marks a live (unused, unexpired) reset token used and returns its user. One UPDATE does both, so
 * two requests racing with the same token cannot both succeed.
 */
export async function consumePasswordReset(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** Retires a user's outstanding reset tokens (a newer one was issued, or the password changed). */
export async function retirePasswordResets(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
