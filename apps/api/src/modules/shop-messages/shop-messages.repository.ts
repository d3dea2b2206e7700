import type { Language, ReadFilter } from '@veggie/contract';
import { and, asc, count, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { newestFirstPage, type PageRequest } from '../../db/pages';
import {
  contactMessages,
  newsletterLinks,
  newsletterSubscribers,
  type ContactMessageRow,
  type NewsletterSubscriberRow,
} from './shop-messages.table';

type Executor = Db | Tx;

export interface NewContactMessage {
  userId: string | null;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  language: Language;
  createdAt: Date;
}

export interface ReadListFilter extends PageRequest {
  read?: ReadFilter;
}

const readCondition = (readAt: PgColumn, read: ReadFilter | undefined): SQL | undefined => {
  if (!read) return undefined;
  return read === 'read' ? isNotNull(readAt) : isNull(readAt);
};

export async function insertContactMessage(db: Executor, message: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** How many messages were sent from this email since `since`, the new one included. */
export async function countContactMessagesSince(db: Executor, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.email, email), gt(contactMessages.createdAt, since)));
  return row?.total ?? 0;
}

export function listContactMessages(db: Db, filter: ReadListFilter) {
  return newestFirstPage(db, contactMessages, readCondition(contactMessages.readAt, filter.read), filter);
}

export async function setContactMessageRead(
  db: Executor,
  id: string,
  readAt: Date | null,
): Promise<ContactMessageRow | undefined> {
  const [row] = await db.update(contactMessages).set({ readAt }).where(eq(contactMessages.id, id)).returning();
  return row;
}

/**
 * Keeps the shop's answer with a message not answered yet, and marks it read; undefined when the message is
 * unknown or was answered already (two admins answering at once: one wins).
 */
export async function recordContactReply(
  tx: Tx,
  id: string,
  reply: { text: string; at: Date; by: string },
): Promise<ContactMessageRow | undefined> {
  const [row] = await tx
    .update(contactMessages)
    .set({
      replyText: reply.text,
      repliedAt: reply.at,
      repliedBy: reply.by,
      readAt: sql`coalesce(${contactMessages.readAt}, ${reply.at.toISOString()}::timestamptz)`,
    })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.replyText)))
    .returning();
  return row;
}

export async function findContactMessage(db: Executor, id: string): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

export function contactMessagesOfUser(db: Executor, userId: string): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
}

/**
 * Subscribes the email, or subscribes it again after it left (keeping its token, so older mails' links
 * still work). Returns the row when this call subscribed it, undefined when it already was: the caller
 * then sends no second welcome.
 */
export async function upsertSubscriber(
  db: Executor,
  subscriber: { email: string; language: Language; unsubscribeToken: string; createdAt: Date },
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values(subscriber)
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      // Back after leaving: listed again as a new, unread subscriber.
      set: { unsubscribedAt: null, readAt: null, language: subscriber.language, createdAt: subscriber.createdAt },
      setWhere: isNotNull(newsletterSubscribers.unsubscribedAt),
    })
    .returning();
  return row;
}

/** Marks the address's subscriber as gone (once: a second time keeps the first); undefined when it never subscribed. */
export async function unsubscribeByEmail(
  db: Executor,
  email: string,
  now: Date,
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(newsletterSubscribers.email, email))
    .returning();
  return row;
}

/** Marks the token's subscriber as gone (once: a second use keeps the first time); undefined for an unknown token. */
export async function unsubscribeByToken(
  db: Executor,
  token: string,
  now: Date,
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning();
  return row;
}

export function listSubscribers(db: Db, filter: ReadListFilter) {
  return newestFirstPage(db, newsletterSubscribers, readCondition(newsletterSubscribers.readAt, filter.read), filter);
}

export async function setSubscriberRead(
  db: Executor,
  id: string,
  readAt: Date | null,
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ readAt })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row;
}

export async function findSubscriberByEmail(db: Executor, email: string): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

export async function deleteSubscriberByEmail(db: Executor, email: string): Promise<void> {
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
}

/** A new link for the account's email; the account's older links stop working (only the newest one works). */
export async function issueNewsletterLink(
  db: Executor,
  link: { userId: string; email: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .update(newsletterLinks)
    .set({ usedAt: link.createdAt })
    .where(and(eq(newsletterLinks.userId, link.userId), isNull(newsletterLinks.usedAt)));
  await db.insert(newsletterLinks).values(link);
}

/** How many links went to this address since `since`. */
export async function countNewsletterLinksSince(db: Executor, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(newsletterLinks)
    .where(and(eq(newsletterLinks.email, email), gt(newsletterLinks.createdAt, since)));
  return row?.total ?? 0;
}

const liveLink = (tokenHash: string, now: Date) =>
  and(eq(newsletterLinks.tokenHash, tokenHash), isNull(newsletterLinks.usedAt), gt(newsletterLinks.expiresAt, now));

/**
 * Marks a live link opened (the first time counts) and returns its email; `use` also uses it up. One UPDATE
 * does both, so two requests racing with the same link cannot both change the subscription.
 */
export async function openNewsletterLink(
  db: Executor,
  tokenHash: string,
  now: Date,
  use: boolean,
): Promise<string | undefined> {
  const [row] = await db
    .update(newsletterLinks)
    .set({
      verifiedAt: sql`coalesce(${newsletterLinks.verifiedAt}, ${now.toISOString()}::timestamptz)`,
      ...(use && { usedAt: now }),
    })
    .where(liveLink(tokenHash, now))
    .returning({ email: newsletterLinks.email });
  return row?.email;
}

/** Whether the account opened a link mailed to this email. */
export async function hasOpenedLinkTo(db: Executor, userId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterLinks.id })
    .from(newsletterLinks)
    .where(
      and(eq(newsletterLinks.userId, userId), eq(newsletterLinks.email, email), isNotNull(newsletterLinks.verifiedAt)),
    )
    .limit(1);
  return Boolean(row);
}
