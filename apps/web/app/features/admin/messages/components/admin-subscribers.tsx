import { READ_FILTERS, type NewsletterSubscriber, type ReadFilter } from '@veggie/contract';
import clsx from 'clsx';
import { serverMessage } from '../../../../lib/api-client';
import { useMessages } from '../../../../lib/i18n';
import { AdminTable, ListPagination } from '../../shared/components/admin-table';
import { AlertBanner } from '../../shared/components/alert-banner';
import { ListHeader } from '../../shared/components/list-filter';
import { useAdminFormat } from '../../shared/format';
import { useAdminList } from '../../shared/hooks/use-admin-list';
import { ui } from '../../shared/ui';
import { subscribersQuery } from '../api/get-subscribers';
import { adminShopMessages } from '../messages';
import { ReadToggle, UnreadBadge } from './read-toggle';

const READ_FILTER = { name: 'read', id: 'subscriber-read-filter', options: READ_FILTERS, width: 'w-40' } as const;

/** Newsletter subscribers, newest first: who subscribed, in which language, and who left. */
export function AdminSubscribers() {
  const messages = useMessages(adminShopMessages);
  const text = messages.subscribers;
  const subscribers = useAdminList({ read: '' as ReadFilter | '' }, subscribersQuery);
  const list = subscribers.query.data;
  return (
    <section aria-labelledby="subscribers-title" className="mt-10">
      <ListHeader
        level={2}
        id="subscribers-title"
        list={subscribers}
        text={text}
        filter={READ_FILTER}
        labels={messages.read}
      />
      {subscribers.query.isError && <AlertBanner message={serverMessage(subscribers.query.error) ?? text.loadFailed} />}
      <AdminTable
        label={text.listLabel}
        columns={[
          { label: text.columns.since, wide: true },
          { label: text.columns.email },
          { label: text.columns.language, wide: true },
          { label: text.columns.status },
        ]}
        actions
        rows={list?.data}
        pending={subscribers.query.isPending}
        loading={text.loading}
        empty={text.empty}
      >
        {(subscriber) => <SubscriberRow key={subscriber._id} subscriber={subscriber} />}
      </AdminTable>
      <ListPagination pagination={list?.pagination} onPageChange={subscribers.setPage} />
    </section>
  );
}

function SubscriberRow({ subscriber }: { subscriber: NewsletterSubscriber }) {
  const text = useMessages(adminShopMessages).subscribers;
  const format = useAdminFormat();
  return (
    <tr className={clsx(!subscriber.read && 'bg-brand-50/60')}>
      <td className={`${ui.td} ${ui.wide} whitespace-nowrap text-ink-600 tabular-nums`}>
        <time dateTime={subscriber.createdAt}>{format.dateTime(subscriber.createdAt)}</time>
      </td>
      <td className={ui.td}>
        <span className={clsx('break-all', !subscriber.read && 'font-semibold')}>{subscriber.email}</span>
        {!subscriber.read && <UnreadBadge />}
        <p className={`${ui.phoneOnly} text-xs text-ink-600`}>{text.languages[subscriber.language]}</p>
      </td>
      <td className={`${ui.td} ${ui.wide}`}>{text.languages[subscriber.language]}</td>
      <td className={ui.td}>
        {subscriber.unsubscribedAt ? (
          <span className="text-ink-600">{text.left(format.date(subscriber.unsubscribedAt))}</span>
        ) : (
          <span className="font-medium text-brand-700">{text.subscribed}</span>
        )}
      </td>
      <ReadToggle list="newsletter-subscribers" id={subscriber._id} read={subscriber.read} what={subscriber.email} />
    </tr>
  );
}
