import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { mailOutbox, type MailRow } from './mail.table';

export interface NewMail {
  recipient: string;
  subject: string;
  body: string;
  createdAt: Date;
  /** The process that queues it tries it at once: nobody else claims it before this. */
  leasedUntil: Date;
}

/**
 * Inserts the mail when `when` holds, else nothing, by the same statement with the same parameters: a caller
 * that must not reveal by its statements whether it had someone to mail (forgot-password) queues either way.
 * The select lists every column in the table's order.
 */
export async function insertMailWhen(db: Db | Tx, when: boolean, mail: NewMail): Promise<MailRow | undefined> {
  const createdAt = mail.createdAt.toISOString();
  const [row] = await db
    .insert(mailOutbox)
    .select(
      sql`select gen_random_uuid(), ${mail.recipient}, ${mail.subject}, ${mail.body}, ${createdAt}::timestamptz, 0,
        ${createdAt}::timestamptz, ${mail.leasedUntil.toISOString()}::timestamptz, null, null where ${when}::boolean`,
    )
    .returning();
  return row;
}

/** Inserts several mails in one statement (ids given by the caller, to tell the rows apart): due at once. */
export function insertMails(db: Db | Tx, mails: (NewMail & { id: string })[]): Promise<MailRow[]> {
  if (mails.length === 0) return Promise.resolve([]);
  return db
    .insert(mailOutbox)
    .values(mails.map((mail) => ({ ...mail, attempts: 0, nextAttemptAt: mail.createdAt })))
    .returning();
}

/**
 * Leases up to `limit` mails due at `now` to the caller until `leasedUntil`, oldest due first. Rows another
 * process is claiming at this moment are skipped, and a row leased in between is judged again once locked,
 * so two processes never claim one mail.
 */
export function claimDueMails(db: Db, now: Date, leasedUntil: Date, limit: number): Promise<MailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.leasedUntil), lte(mailOutbox.leasedUntil, now)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ leasedUntil })
    .where(and(inArray(mailOutbox.id, due), or(isNull(mailOutbox.leasedUntil), lte(mailOutbox.leasedUntil, now))))
    .returning();
}

export async function deleteMail(db: Db, id: string): Promise<void> {
  await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
}

/** A failed try: tried again at `nextAttemptAt`, or given up when `failedAt` is set. */
export async function markMailAttemptFailed(
  db: Db,
  id: string,
  change: { attempts: number; nextAttemptAt: Date; failedAt: Date | null; lastError: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ ...change, leasedUntil: null })
    .where(eq(mailOutbox.id, id));
}
