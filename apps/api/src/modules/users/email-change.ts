import { translate, type Language } from '@veggie/contract';
import type { Db } from '../../db/client';
import { shopLinks } from '../../lib/shop-links';
import type { MailOutbox } from '../mail/mail.service';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/security-events.service';
import type { UserRow } from './users.table';
import { retirePasswordResets } from './password-resets.repository';

/** What a service needs to queue mail, in the caller's language, with its transaction. */
export interface MailContext {
  db: Db;
  mail: MailOutbox;
  lang: Language;
  /** Where the mails' links point (config linkOrigin). */
  linkOrigin: string;
}

export interface EmailChange {
  /** The account as it was before the write. */
  before: UserRow;
  /** The admin who changed someone else's details; absent when users change their own. */
  by?: string;
}

/**
 * Runs `write` (a change of the user's details, and whatever must commit with it) in one transaction
 * with what a new email owes the account: reset links already mailed to the old address stop working,
 * the change is recorded, and the notice to the old address is queued with it, so an owner who did not
 * make the change hears of it while the account can still be won back. The profile and the admin route both
 * come through here.
 */
export async function writeDetailsGuardingEmail(
  ctx: MailContext,
  origin: RequestOrigin,
  { before, by }: EmailChange,
  write: (tx: Db) => Promise<UserRow>,
): Promise<UserRow> {
  const { row: after, notice } = await ctx.db.transaction(async (tx) => {
    const row = await write(tx);
    if (row.email === before.email) return { row, notice: null };
    await retirePasswordResets(tx, before.id);
    await recordSecurityEvent(tx, origin, {
      kind: 'email_changed',
      userId: before.id,
      email: row.email,
      details: { from: before.email, to: row.email, ...(by && { by }) },
    });
    // Changed by the owner: the language they are using now; by an admin: the owner's own, not the admin's.
    const lang = by ? before.language : ctx.lang;
    const notice = await ctx.mail.queue(tx, {
      to: before.email,
      subject: translate('emailChangedMailSubject', lang),
      text: translate(by ? 'emailChangedByAdminMailText' : 'emailChangedMailText', lang, {
        name: row.name,
        email: row.email,
        link: shopLinks(ctx.linkOrigin).contact(),
      }),
    });
    return { row, notice };
  });
  if (notice) ctx.mail.dispatch(notice);
  return after;
}
