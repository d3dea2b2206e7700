import { AUDIT_ENTITY_TYPES, type AuditEntityType, type AuditEntry } from '@veggie/contract';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { serverMessage } from '../../../../lib/api-client';
import { ListPagination, TableMessageRow, TableFrame } from '../../shared/components/admin-table';
import { AlertBanner } from '../../shared/components/alert-banner';
import { PageHeader } from '../../shared/components/page-header';
import { PAGINATION_EN } from '../../shared/components/pagination';
import { formatDateTime } from '../../shared/format';
import { ui } from '../../shared/ui';
import { useAuditLog } from '../api/get-audit-log';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, auditEntity, summariseAudit } from '../audit-format';

/** What admins did, newest first: who, when, to what, and what changed. Read-only. */
export function AdminAuditLog() {
  const [entityType, setEntityType] = useState<AuditEntityType | ''>('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({ page, entityType: entityType || undefined });

  const list = log.data;
  return (
    <>
      <PageHeader
        title="Audit log"
        description={list ? `${list.count} ${list.count === 1 ? 'entry' : 'entries'}` : 'What admins changed, and when'}
        actions={
          <>
            <label htmlFor="audit-entity-filter" className="sr-only">
              Filter by entity
            </label>
            <select
              id="audit-entity-filter"
              value={entityType}
              onChange={(event) => {
                setEntityType(event.target.value as AuditEntityType | '');
                setPage(1);
              }}
              className={`${ui.inlineSelect} w-44 py-2`}
            >
              <option value="">Everything</option>
              {AUDIT_ENTITY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {AUDIT_ENTITY_LABELS[type]}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={ui.btnSecondary}
              onClick={() => void log.refetch()}
              disabled={log.isFetching}
            >
              <RefreshCw className={`size-4 ${log.isFetching ? 'animate-spin' : ''}`} aria-hidden />
              Refresh
            </button>
          </>
        }
      />

      {log.isError && <AlertBanner message={serverMessage(log.error) ?? 'Failed to load the audit log'} />}

      <TableFrame label="Audit log entries">
        <table className={ui.table}>
          <thead>
            <tr>
              <th className={`${ui.th} ${ui.wide}`}>Time</th>
              <th className={`${ui.th} ${ui.wide}`}>Admin</th>
              <th className={ui.th}>Action</th>
              <th className={ui.th}>Entity</th>
              <th className={`${ui.th} ${ui.wide}`}>Details</th>
            </tr>
          </thead>
          <tbody>
            {log.isPending ? (
              <TableMessageRow colSpan={5}>Loading the audit log…</TableMessageRow>
            ) : list && list.data.length === 0 ? (
              <TableMessageRow colSpan={5}>Nothing recorded yet.</TableMessageRow>
            ) : (
              list?.data.map((entry) => <AuditRow key={entry._id} entry={entry} />)
            )}
          </tbody>
        </table>
      </TableFrame>

      <ListPagination pagination={list?.pagination} onPageChange={setPage} labels={PAGINATION_EN} />
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const entity = auditEntity(entry);
  const summary = summariseAudit(entry);
  const time = formatDateTime(entry.createdAt);
  return (
    <tr>
      <td className={`${ui.td} ${ui.wide} whitespace-nowrap text-ink-600 tabular-nums`}>
        <time dateTime={entry.createdAt}>{time}</time>
      </td>
      <td className={`${ui.td} ${ui.wide}`}>{entry.actor.email}</td>
      <td className={ui.td}>
        <p className="font-medium">{AUDIT_ACTION_LABELS[entry.action]}</p>
        <p className={`${ui.phoneOnly} text-ink-600`}>
          {time} · {entry.actor.email}
        </p>
      </td>
      <td className={ui.td}>
        {entity.href ? (
          <Link to={entity.href} className="font-medium text-brand-700 hover:underline">
            {entity.label}
          </Link>
        ) : (
          <span className="font-medium">{entity.label}</span>
        )}
        <p className={`${ui.phoneOnly} text-ink-600`}>{summary}</p>
      </td>
      <td className={`${ui.td} ${ui.wide} text-ink-600`}>{summary}</td>
    </tr>
  );
}
