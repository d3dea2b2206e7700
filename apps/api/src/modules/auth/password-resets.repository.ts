import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets } from '../users/users.table';

export async function insertPasswordReset(db: Db, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

/**
 * Marks a live (unused, unexpired) reset token used and returns its user. One UPDATE does both, so
 * two requests racing with the same token cannot both succeed.
 */
export async function consumePasswordReset(db: Db, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
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
