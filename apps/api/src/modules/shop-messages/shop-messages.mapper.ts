import type { AccountExport, ContactMessage, NewsletterSubscriber, NewsletterSubscription } from '@veggie/contract';
import type { ContactMessageRow, NewsletterSubscriberRow } from './shop-messages.table';

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    language: row.language,
    read: row.readAt !== null,
    reply:
      row.replyText !== null && row.repliedAt !== null
        ? { text: row.replyText, at: row.repliedAt.toISOString(), by: row.repliedBy ?? '' }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toNewsletterSubscriber(row: NewsletterSubscriberRow): NewsletterSubscriber {
  return {
    _id: row.id,
    email: row.email,
    language: row.language,
    subscribed: row.unsubscribedAt === null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A sender's own message, as their account's export shows it: without the shop's bookkeeping. */
export function toExportedContactMessage(row: ContactMessageRow): AccountExport['contactMessages'][number] {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toExportedSubscription(row: NewsletterSubscriberRow): NonNullable<AccountExport['newsletter']> {
  return {
    email: row.email,
    language: row.language,
    subscribedAt: row.createdAt.toISOString(),
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/** A link's address and its subscription row, if it ever subscribed. */
export function toNewsletterSubscription(
  email: string,
  row: NewsletterSubscriberRow | undefined,
): NewsletterSubscription {
  return {
    email,
    subscribed: row !== undefined && row.unsubscribedAt === null,
    subscribedAt: row?.createdAt.toISOString() ?? null,
    unsubscribedAt: row?.unsubscribedAt?.toISOString() ?? null,
  };
}
