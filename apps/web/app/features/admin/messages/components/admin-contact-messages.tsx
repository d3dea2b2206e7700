import { READ_FILTERS, type ContactMessage, type ReadFilter } from '@veggie/contract';
import clsx from 'clsx';
import { serverMessage } from '../../../../lib/api-client';
import { useMessages } from '../../../../lib/i18n';
import { AdminTable, ListPagination } from '../../shared/components/admin-table';
import { AlertBanner } from '../../shared/components/alert-banner';
import { ListHeader } from '../../shared/components/list-filter';
import { useAdminFormat } from '../../shared/format';
import { useAdminList } from '../../shared/hooks/use-admin-list';
import { ui } from '../../shared/ui';
import { contactMessagesQuery } from '../api/get-contact-messages';
import { adminShopMessages } from '../messages';
import { ContactReply } from './contact-reply';
import { ReadToggle, UnreadBadge } from './read-toggle';

const READ_FILTER = { name: 'read', id: 'contact-read-filter', options: READ_FILTERS, width: 'w-40' } as const;

/** The contact form's messages, newest first, each marked read or unread by the admin. */
export function AdminContactMessages() {
  const messages = useMessages(adminShopMessages);
  const text = messages.contact;
  const contact = useAdminList({ read: '' as ReadFilter | '' }, contactMessagesQuery);
  const list = contact.query.data;
  return (
    <section aria-labelledby="contact-messages-title">
      <ListHeader id="contact-messages-title" list={contact} text={text} filter={READ_FILTER} labels={messages.read} />
      {contact.query.isError && <AlertBanner message={serverMessage(contact.query.error) ?? text.loadFailed} />}
      <AdminTable
        label={text.listLabel}
        columns={[
          { label: text.columns.received, wide: true },
          { label: text.columns.from },
          { label: text.columns.message },
        ]}
        actions
        rows={list?.data}
        pending={contact.query.isPending}
        loading={text.loading}
        empty={text.empty}
      >
        {(message) => <ContactMessageRow key={message._id} message={message} />}
      </AdminTable>
      <ListPagination pagination={list?.pagination} onPageChange={contact.setPage} />
    </section>
  );
}

function ContactMessageRow({ message }: { message: ContactMessage }) {
  const text = useMessages(adminShopMessages).contact;
  const format = useAdminFormat();
  const time = format.dateTime(message.createdAt);
  return (
    <tr className={clsx(!message.read && 'bg-brand-50/60')}>
      <td className={`${ui.td} ${ui.wide} align-top whitespace-nowrap text-ink-600 tabular-nums`}>
        <time dateTime={message.createdAt}>{time}</time>
      </td>
      <td className={`${ui.td} align-top`}>
        <p className={clsx('break-words', !message.read && 'font-semibold')}>
          {message.name}
          {!message.read && <UnreadBadge />}
        </p>
        <a href={`mailto:${message.email}`} className="break-all text-brand-700 hover:underline">
          {message.email}
        </a>
        {message.phone && <p className="text-ink-600">{message.phone}</p>}
        <p className="text-xs text-ink-600">{text.language[message.language]}</p>
        <p className={`${ui.phoneOnly} text-xs text-ink-600 tabular-nums`}>{time}</p>
      </td>
      <td className={`${ui.td} align-top`}>
        <p className={clsx('break-words', !message.read && 'font-semibold')}>{message.subject || text.noSubject}</p>
        <p className="mt-1 max-w-prose break-words whitespace-pre-line text-ink-900">{message.message}</p>
        <ContactReply message={message} what={`${message.name}: ${message.subject || text.noSubject}`} />
      </td>
      <ReadToggle
        list="contact-messages"
        id={message._id}
        read={message.read}
        what={`${message.name}: ${message.subject || text.noSubject}`}
      />
    </tr>
  );
}
