import { randomBytes } from 'node:crypto';
import {
  paginate,
  translate,
  type AdminShopMessageListQuery,
  type ContactMessageInput,
  type Language,
} from '@veggie/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Mailer } from '../../lib/mailer';
import { toContactMessage, toNewsletterSubscriber } from './shop-messages.mapper';
import * as repo from './shop-messages.repository';

/** What sending a confirmation needs: the mailer, the log for a failed send, the sender's language. */
export interface ConfirmationContext {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  lang: Language;
  publicUrl: string | undefined;
  now: Date;
}

/**
 * The contact form's confirmation goes to an address anyone can type: at most one an hour reaches one
 * address, so the form cannot be used to flood someone's mailbox from many client addresses.
 */
const CONTACT_CONFIRMATION_WINDOW_MS = 60 * 60_000;

/** Mailed after the answer is decided and not awaited: a slow mail server never holds the request. */
function sendInBackground(ctx: ConfirmationContext, to: string, subject: string, text: string, what: string) {
  ctx.mailer.send({ to, subject, text }).catch((err: unknown) => ctx.log.error({ err }, `${what} could not be sent`));
}

/**
 * Stores a contact message (linked to the signed-in account, if any) and confirms it to the sender. The
 * confirmation repeats nothing the sender typed, so the form cannot carry someone else's words to a
 * third party's inbox.
 */
export async function receiveContactMessage(
  ctx: ConfirmationContext,
  userId: string | null,
  input: ContactMessageInput,
): Promise<void> {
  await repo.insertContactMessage(ctx.db, {
    userId,
    name: input.name,
    email: input.email,
    phone: input.phone ?? '',
    subject: input.subject ?? '',
    message: input.message,
    language: ctx.lang,
    createdAt: ctx.now,
  });
  const since = new Date(ctx.now.getTime() - CONTACT_CONFIRMATION_WINDOW_MS);
  if ((await repo.countContactMessagesSince(ctx.db, input.email, since)) > 1) return;
  sendInBackground(
    ctx,
    input.email,
    translate('contactMailSubject', ctx.lang),
    translate('contactMailText', ctx.lang),
    'contact confirmation',
  );
}

export const unsubscribeLink = (publicUrl: string | undefined, token: string) =>
  `${publicUrl ?? ''}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Subscribes an email. The same answer whether it was new, back after leaving or already subscribed (no
 * way to learn who subscribes); only the first two get the welcome, with the unsubscribe link.
 */
export async function subscribeToNewsletter(ctx: ConfirmationContext, email: string): Promise<void> {
  const row = await repo.upsertSubscriber(ctx.db, {
    email,
    language: ctx.lang,
    unsubscribeToken: randomBytes(32).toString('base64url'),
    createdAt: ctx.now,
  });
  if (!row) return;
  sendInBackground(
    ctx,
    email,
    translate('newsletterMailSubject', ctx.lang),
    translate('newsletterMailText', ctx.lang, { link: unsubscribeLink(ctx.publicUrl, row.unsubscribeToken) }),
    'newsletter welcome',
  );
}

/** Ends a subscription by its link's token; using the link again changes nothing. Returns the email. */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<string> {
  const row = await repo.unsubscribeByToken(db, token, now);
  if (!row) throw badRequest('unsubscribeInvalid', {}, [{ field: 'token', key: 'unsubscribeInvalid' }]);
  return row.email;
}

export async function listContactMessagesPage(db: Db, query: AdminShopMessageListQuery) {
  const { rows, total } = await repo.listContactMessages(db, query);
  return {
    data: rows.map(toContactMessage),
    count: total,
    pagination: paginate(query.page, query.limit, total),
  };
}

export async function listSubscribersPage(db: Db, query: AdminShopMessageListQuery) {
  const { rows, total } = await repo.listSubscribers(db, query);
  return {
    data: rows.map(toNewsletterSubscriber),
    count: total,
    pagination: paginate(query.page, query.limit, total),
  };
}

/** Marks a contact message read (stamped `now`) or unread again; 404 for an unknown or malformed id. */
export async function markContactMessage(db: Db, id: string, read: boolean, now: Date) {
  const row = isUuid(id) ? await repo.setContactMessageRead(db, id, read ? now : null) : undefined;
  if (!row) throw notFound('contactMessageNotFound');
  return row;
}

export async function markSubscriber(db: Db, id: string, read: boolean, now: Date) {
  const row = isUuid(id) ? await repo.setSubscriberRead(db, id, read ? now : null) : undefined;
  if (!row) throw notFound('subscriberNotFound');
  return row;
}

/** What the shop holds of one account here: the messages it sent signed in, and its email's subscription. */
export async function shopMessagesOf(db: Db | Tx, userId: string, email: string) {
  const [contactMessages, subscription] = await Promise.all([
    repo.contactMessagesOfUser(db, userId),
    repo.findSubscriberByEmail(db, email),
  ]);
  return { contactMessages, subscription };
}

/**
 * Part of deleting an account: its email leaves the newsletter (its signed-in contact messages go with the
 * account row). Someone deleting their account expects the shop's mail to stop.
 */
export async function forgetSubscriber(tx: Tx, email: string): Promise<void> {
  await repo.deleteSubscriberByEmail(tx, email);
}
