import { SECURITY_EVENT_KINDS, type SecurityEvent, type SecurityEventKind } from '@veggie/contract';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { serverMessage } from '../../../../lib/api-client';
import { ListPagination, TableMessageRow, TableFrame } from '../../shared/components/admin-table';
import { AlertBanner } from '../../shared/components/alert-banner';
import { PAGINATION_EN } from '../../shared/components/pagination';
import { formatDateTime } from '../../shared/format';
import { ui } from '../../shared/ui';
import { useSecurityEvents } from '../api/get-security-events';
import { SECURITY_EVENT_LABELS, summariseSecurityEvent } from '../audit-format';

/** Security events, newest first: what happened to which account, when and from which address. Read-only. */
export function AdminSecurityEvents() {
  const [kind, setKind] = useState<SecurityEventKind | ''>('');
  const [page, setPage] = useState(1);
  const events = useSecurityEvents({ page, kind: kind || undefined });

  const list = events.data;
  return (
    <section aria-labelledby="security-events-title" className="mt-10">
      {/* The page's h1 is the audit log above; this is its second section. */}
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="security-events-title" className="font-display text-xl font-bold text-ink-900 sm:text-2xl">
            Security events
          </h2>
          <p className="mt-1 text-ink-600">
            {list
              ? `${list.count} ${list.count === 1 ? 'event' : 'events'}`
              : 'Failed logins, lockouts, password resets and account changes'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="security-event-filter" className="sr-only">
            Filter by event
          </label>
          <select
            id="security-event-filter"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as SecurityEventKind | '');
              setPage(1);
            }}
            className={`${ui.inlineSelect} w-52 py-2`}
          >
            <option value="">All events</option>
            {SECURITY_EVENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {SECURITY_EVENT_LABELS[value]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={ui.btnSecondary}
            onClick={() => void events.refetch()}
            disabled={events.isFetching}
          >
            <RefreshCw className={`size-4 ${events.isFetching ? 'animate-spin' : ''}`} aria-hidden />
            Refresh
          </button>
        </div>
      </div>

      {events.isError && <AlertBanner message={serverMessage(events.error) ?? 'Failed to load the security events'} />}

      <TableFrame label="Security event list">
        <table className={ui.table}>
          <thead>
            <tr>
              <th className={`${ui.th} ${ui.wide}`}>Time</th>
              <th className={ui.th}>Event</th>
              <th className={ui.th}>Account</th>
              <th className={`${ui.th} ${ui.wide}`}>From</th>
              <th className={`${ui.th} ${ui.wide}`}>Details</th>
            </tr>
          </thead>
          <tbody>
            {events.isPending ? (
              <TableMessageRow colSpan={5}>Loading the security events…</TableMessageRow>
            ) : list && list.data.length === 0 ? (
              <TableMessageRow colSpan={5}>Nothing recorded yet.</TableMessageRow>
            ) : (
              list?.data.map((event) => <SecurityEventRow key={event._id} event={event} />)
            )}
          </tbody>
        </table>
      </TableFrame>

      <ListPagination pagination={list?.pagination} onPageChange={setPage} labels={PAGINATION_EN} />
    </section>
  );
}

function SecurityEventRow({ event }: { event: SecurityEvent }) {
  const time = formatDateTime(event.createdAt);
  const summary = summariseSecurityEvent(event);
  return (
    <tr>
      <td className={`${ui.td} ${ui.wide} whitespace-nowrap text-ink-600 tabular-nums`}>
        <time dateTime={event.createdAt}>{time}</time>
      </td>
      <td className={ui.td}>
        <p className="font-medium">{SECURITY_EVENT_LABELS[event.kind]}</p>
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
