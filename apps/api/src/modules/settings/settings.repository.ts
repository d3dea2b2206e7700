import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { settings } from './settings.table';

export async function readSettingsValue(db: Db | Tx, key: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** Reads the group's row under a lock, so two admins saving at once are recorded one after the other. */
export async function lockSettingsValue(tx: Tx, key: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).for('update');
  return row?.value;
}

export async function writeSettingsValue(tx: Tx, key: string, value: Record<string, unknown>, now: Date) {
  await tx
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}
