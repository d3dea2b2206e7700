import { randomBytes } from 'node:crypto';
import {
  formatShopDate,
  paginate,
  translate,
  type AdminShopMessageListQuery,
  type ContactMessageInput,
  type Language,
  type NewsletterSubscription,
} from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { hashToken } from '../../lib/secret-tokens';
import { shopLinks } from '../../lib/shop-links';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import type { MailOutbox } from '../mail/mail.service';
import { getShopSettings, type SettingsContext } from '../settings/settings.service';
import { toContactMessage, toNewsletterSubscriber, toNewsletterSubscription } from './shop-messages.mapper';
import * as repo from './shop-messages.repository';
import type { NewsletterSubscriberRow } from './shop-messages.table';

/** What sending a confirmation needs: the outbox, the sender's language. */
export interface ConfirmationContext {
  db: Db;
  mail: MailOutbox;
  lang: Language;
  /** Where the mails' links point (config linkOrigin). */
  linkOrigin: string;
  now: Date;
}

/**
 * The contact form's confirmation goes to an address anyone can type: at most one an hour reaches one
 * address, so the form cannot be used to flood someone's mailbox from many client addresses.
 */
const CONTACT_CONFIRMATION_WINDOW_MS = 60 * 60_000;

/** Queued once the answer is decided; the outbox delivers it, so a slow mail server never holds the request. */
function queueMail(ctx: ConfirmationContext, to: string, subject: string, text: string) {
  return ctx.mail.send({ to, subject, text });
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
  await queueMail(ctx, input.email, translate('contactMailSubject', ctx.lang), translate('contactMailText', ctx.lang));
}

const newSecret = () => randomBytes(32).toString('base64url');

/** Subscribes the email; the row when this call subscribed it (new or back), undefined when it already was. */
function joinNewsletter(ctx: ConfirmationContext, db: Db | Tx, email: string) {
  return repo.upsertSubscriber(db, { email, language: ctx.lang, unsubscribeToken: newSecret(), createdAt: ctx.now });
}

async function sendWelcome(ctx: ConfirmationContext, row: NewsletterSubscriberRow) {
  await queueMail(
    ctx,
    row.email,
    translate('newsletterMailSubject', ctx.lang),
    translate('newsletterMailText', ctx.lang, {
      link: shopLinks(ctx.linkOrigin).newsletterUnsubscribe(row.unsubscribeToken),
    }),
  );
}

/**
 * Subscribes an email. The same answer whether it was new, back after leaving or already subscribed (no
 * way to learn who subscribes); only the first two get the welcome, with the unsubscribe link.
 */
export async function subscribeToNewsletter(ctx: ConfirmationContext, email: string): Promise<void> {
  const row = await joinNewsletter(ctx, ctx.db, email);
  if (row) await sendWelcome(ctx, row);
}

/** How long a link to manage an address's subscription works. */
export const NEWSLETTER_LINK_MINUTES = 60;
/**
 * An account's email may be someone else's, and each request mails that address: at most this many links an
 * hour reach one mailbox. Past it the request is answered the same and nothing is sent, as the contact form does.
 */
const NEWSLETTER_LINKS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

/**
 * Mails the account's email a link that shows and changes that address's subscription. Accounts are not
 * verified, so the account itself learns nothing here: only whoever reads the mailbox does, by the link.
 * The mail repeats nothing the account typed (its name may be anyone's words).
 */
export async function sendNewsletterLink(
  ctx: ConfirmationContext,
  account: { id: string; email: string },
): Promise<void> {
  const token = newSecret();
  const sent = await ctx.db.transaction(async (tx) => {
    const since = new Date(ctx.now.getTime() - HOUR_MS);
    if ((await repo.countNewsletterLinksSince(tx, account.email, since)) >= NEWSLETTER_LINKS_PER_HOUR) return false;
    await repo.issueNewsletterLink(tx, {
      userId: account.id,
      email: account.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(ctx.now.getTime() + NEWSLETTER_LINK_MINUTES * 60_000),
      createdAt: ctx.now,
    });
    return true;
  });
  if (!sent) return;
  const link = shopLinks(ctx.linkOrigin).newsletterManage(token);
  await queueMail(
    ctx,
    account.email,
    translate('newsletterLinkMailSubject', ctx.lang),
    translate('newsletterLinkMailText', ctx.lang, { link, minutes: NEWSLETTER_LINK_MINUTES }),
  );
}

const linkInvalid = () => badRequest('newsletterLinkInvalid', {}, [{ field: 'token', key: 'newsletterLinkInvalid' }]);

/**
 * The subscription of a live link's address. Opening the link proves the account that asked for it reads
 * that mailbox; it keeps working (a reload) until it changes something or expires.
 */
export async function showSubscription(db: Db, token: string, now: Date): Promise<NewsletterSubscription> {
  const email = await repo.openNewsletterLink(db, hashToken(token), now, false);
  if (!email) throw linkInvalid();
  return toNewsletterSubscription(email, await repo.findSubscriberByEmail(db, email));
}

/** Subscribes or unsubscribes a live link's address and uses the link up; a new subscriber is welcomed. */
export async function changeSubscription(
  ctx: ConfirmationContext,
  token: string,
  subscribed: boolean,
): Promise<NewsletterSubscription> {
  const { email, row, joined } = await ctx.db.transaction(async (tx) => {
    const email = await repo.openNewsletterLink(tx, hashToken(token), ctx.now, true);
    if (!email) throw linkInvalid();
    if (!subscribed) return { email, row: await repo.unsubscribeByEmail(tx, email, ctx.now), joined: undefined };
    const joined = await joinNewsletter(ctx, tx, email);
    return { email, row: joined ?? (await repo.findSubscriberByEmail(tx, email)), joined };
  });
  if (joined) await sendWelcome(ctx, joined);
  return toNewsletterSubscription(email, row);
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

/**
 * An admin answers a contact message: the answer is kept with the message (which is then read), mailed to the
 * sender in the language they wrote in, and audited, together. A message is answered once (409
 * `already_replied`); 404 for an unknown or malformed id. The mail carries the admin's words and the shop's
 * contact, not the sender's: the address typed in the form may be someone else's.
 */
export async function replyToContactMessage(
  ctx: { db: Db; mail: MailOutbox; settings: SettingsContext; now: Date },
  actor: AuditActor,
  id: string,
  text: string,
) {
  const shop = await getShopSettings(ctx.settings);
  const { row, mail } = await ctx.db.transaction(async (tx) => {
    const message = isUuid(id) ? await repo.findContactMessage(tx, id) : undefined;
    if (!message) throw notFound('contactMessageNotFound');
    const row = await repo.recordContactReply(tx, id, { text, at: ctx.now, by: actor.email });
    if (!row) throw conflict('alreadyReplied');
    const lang = row.language;
    const date = formatShopDate(row.createdAt.toISOString(), lang, 'long');
    const { shopName, address, phone, email } = shop;
    const mail = await ctx.mail.queue(tx, {
      to: row.email,
      subject: translate('contactReplyMailSubject', lang, { date }),
      text: translate('contactReplyMailText', lang, {
        reply: text,
        date,
        contact: translate('orderMailContact', lang, { shopName, address, phone, email }),
      }),
    });
    await recordAudit(tx, { actor, action: 'contact_message.replied', entity: { type: 'contact_message', id } });
    return { row, mail };
  });
  ctx.mail.dispatch(mail);
  return row;
}

export async function markSubscriber(db: Db, id: string, read: boolean, now: Date) {
  const row = isUuid(id) ? await repo.setSubscriberRead(db, id, read ? now : null) : undefined;
  if (!row) throw notFound('subscriberNotFound');
  return row;
}

/**
 * What the shop holds of one account here: the messages it sent signed in, and its email's subscription once
 * the account proved that email (opened a link mailed to it). Before that the subscription is the address
 * owner's, who may be someone else: the account does not even learn whether there is one.
 */
export async function shopMessagesOf(db: Db | Tx, userId: string, email: string) {
  const [contactMessages, proven] = await Promise.all([
    repo.contactMessagesOfUser(db, userId),
    repo.hasOpenedLinkTo(db, userId, email),
  ]);
  return { contactMessages, subscription: proven ? await repo.findSubscriberByEmail(db, email) : undefined };
}

/**
 * Part of deleting an account, before its row goes: its proven email leaves the newsletter (its signed-in
 * contact messages and its links go with the account row). Someone deleting their account expects the shop's
 * mail to stop; an address the account never proved is not its to remove, and its mails' links stay working.
 */
export async function forgetSubscriber(tx: Tx, userId: string, email: string): Promise<void> {
  if (await repo.hasOpenedLinkTo(tx, userId, email)) await repo.deleteSubscriberByEmail(tx, email);
}
