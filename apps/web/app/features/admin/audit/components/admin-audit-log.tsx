import { AUDIT_ENTITY_TYPES, type AuditEntityType, type AuditEntry } from '@veggie/contract';
import { Link } from 'react-router';
import { orderStatusMessages } from '../../../../components/orders/messages';
import { serverMessage } from '../../../../lib/api-client';
import { useMessages } from '../../../../lib/i18n';
import { AdminTable, ListPagination } from '../../shared/components/admin-table';
import { AlertBanner } from '../../shared/components/alert-banner';
import { ListHeader } from '../../shared/components/list-filter';
import { useAdminFormat } from '../../shared/format';
import { useAdminList } from '../../shared/hooks/use-admin-list';
import { ui } from '../../shared/ui';
import { auditLogQuery } from '../api/get-audit-log';
import { auditActorName, auditEntity, summariseAudit } from '../audit-format';
import { adminAuditMessages } from '../messages';

/** The log's one filter: the kind of thing an entry is about. */
const ENTITY_FILTER = {
  name: 'entityType',
  id: 'audit-entity-filter',
  options: AUDIT_ENTITY_TYPES,
  width: 'w-44',
} as const;

/** What admins did, newest first: who, when, to what, and what changed. Read-only. */
export function AdminAuditLog() {
  const messages = useMessages(adminAuditMessages);
  const text = messages.log;
  const log = useAdminList({ entityType: '' as AuditEntityType | '' }, auditLogQuery);

  const list = log.query.data;
  return (
    <>
      <ListHeader list={log} text={text} filter={ENTITY_FILTER} labels={messages.words.entities} />

      {log.query.isError && <AlertBanner message={serverMessage(log.query.error) ?? text.loadFailed} />}

      <AdminTable
        label={text.listLabel}
        columns={[
          { label: text.columns.time, wide: true },
          { label: text.columns.admin, wide: true },
          { label: text.columns.action },
          { label: text.columns.entity },
          { label: text.columns.details, wide: true },
        ]}
        rows={list?.data}
        pending={log.query.isPending}
        loading={text.loading}
        empty={messages.empty}
      >
        {(entry) => <AuditRow key={entry._id} entry={entry} />}
      </AdminTable>

      <ListPagination pagination={list?.pagination} onPageChange={log.setPage} />
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const entity = auditEntity(entry);
  const { words } = useMessages(adminAuditMessages);
  const statuses = useMessages(orderStatusMessages);
  const format = useAdminFormat();
  const summary = summariseAudit(entry, words, statuses, format.money);
  const time = format.dateTime(entry.createdAt);
  const actor = auditActorName(entry, words);
  return (
    <tr>
      <td className={`${ui.td} ${ui.wide} whitespace-nowrap text-ink-600 tabular-nums`}>
        <time dateTime={entry.createdAt}>{time}</time>
      </td>
      <td className={`${ui.td} ${ui.wide}`}>{actor}</td>
      <td className={ui.td}>
        <p className="font-medium">{words.actions[entry.action]}</p>
        <p className={`${ui.phoneOnly} text-ink-600`}>
          {time} · {actor}
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
