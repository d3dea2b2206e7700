import { SECURITY_EVENT_KINDS, type SecurityEvent, type SecurityEventKind } from '@veggie/contract';
import { serverMessage } from '../../../../lib/api-client';
import { useMessages } from '../../../../lib/i18n';
import { AdminTable, ListPagination } from '../../shared/components/admin-table';
import { AlertBanner } from '../../shared/components/alert-banner';
import { ListHeader } from '../../shared/components/list-filter';
import { useAdminFormat } from '../../shared/format';
import { useAdminList } from '../../shared/hooks/use-admin-list';
import { ui } from '../../shared/ui';
import { securityEventsQuery } from '../api/get-security-events';
import { summariseSecurityEvent } from '../audit-format';
import { adminAuditMessages } from '../messages';

/** The list's one filter: the kind of event. */
const KIND_FILTER = {
  name: 'kind',
  id: 'security-event-filter',
  options: SECURITY_EVENT_KINDS,
  width: 'w-52',
} as const;

/** Security events, newest first: what happened to which account, when and from which address. Read-only. */
export function AdminSecurityEvents() {
  const messages = useMessages(adminAuditMessages);
  const text = messages.events;
  const events = useAdminList({ kind: '' as SecurityEventKind | '' }, securityEventsQuery);

  const list = events.query.data;
  return (
    <section aria-labelledby="security-events-title" className="mt-10">
      {/* The page's h1 is the audit log above; this is its second section. */}
      <ListHeader
        level={2}
        id="security-events-title"
        list={events}
        text={text}
        filter={KIND_FILTER}
        labels={messages.words.events}
      />

      {events.query.isError && <AlertBanner message={serverMessage(events.query.error) ?? text.loadFailed} />}

      <AdminTable
        label={text.listLabel}
        columns={[
          { label: text.columns.time, wide: true },
          { label: text.columns.event },
          { label: text.columns.account },
          { label: text.columns.from, wide: true },
          { label: text.columns.details, wide: true },
        ]}
        rows={list?.data}
        pending={events.query.isPending}
        loading={text.loading}
        empty={messages.empty}
      >
        {(event) => <SecurityEventRow key={event._id} event={event} />}
      </AdminTable>

      <ListPagination pagination={list?.pagination} onPageChange={events.setPage} />
    </section>
  );
}

function SecurityEventRow({ event }: { event: SecurityEvent }) {
  const format = useAdminFormat();
  const time = format.dateTime(event.createdAt);
  const { words } = useMessages(adminAuditMessages);
  const summary = summariseSecurityEvent(event, words);
  return (
    <tr>
      <td className={`${ui.td} ${ui.wide} whitespace-nowrap text-ink-600 tabular-nums`}>
        <time dateTime={event.createdAt}>{time}</time>
      </td>
      <td className={ui.td}>
        <p className="font-medium">{words.events[event.kind]}</p>
        <p className={`${ui.phoneOnly} text-ink-600`}>
          {time} · {event.ip}
        </p>
      </td>
      <td className={ui.td}>
        <span className="font-medium">{event.user.email ?? '—'}</span>
        <p className={`${ui.phoneOnly} text-ink-600`}>{summary}</p>
      </td>
      <td className={`${ui.td} ${ui.wide}`}>
        <p className="tabular-nums">{event.ip}</p>
        <p className="max-w-56 truncate text-xs text-ink-600" title={event.userAgent}>
          {event.userAgent}
        </p>
      </td>
      <td className={`${ui.td} ${ui.wide} text-ink-600`}>{summary}</td>
    </tr>
  );
}
