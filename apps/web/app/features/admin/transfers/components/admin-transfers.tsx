import type { TransferOutcome } from '@veggie/contract';
import { Link } from 'react-router';
import { formatOrderId } from '../../../../components/orders/order-status';
import { adminPaths } from '../../../../config/admin-paths';
import { serverMessage } from '../../../../lib/api-client';
import { useMessages } from '../../../../lib/i18n';
import { AdminTable, ListPagination } from '../../shared/components/admin-table';
import { AlertBanner } from '../../shared/components/alert-banner';
import { ListHeader } from '../../shared/components/list-filter';
import { useAdminFormat } from '../../shared/format';
import { useAdminList, useUrlListState } from '../../shared/hooks/use-admin-list';
import { ui } from '../../shared/ui';
import { transfersQuery } from '../api/get-transfers';
import { adminTransferMessages } from '../messages';
import { TransferOutcomeBadge } from './transfer-outcome-badge';

/** Unmatched first: those are the transfers that wait for the admin (no order's reference in them). */
const OUTCOMES = ['unmatched', 'paid', 'underpaid', 'overpaid', 'late', 'ignored'] as const satisfies TransferOutcome[];
const OUTCOME_FILTER = { name: 'outcome', id: 'transfer-outcome-filter', options: OUTCOMES, width: 'w-48' } as const;
const INITIAL_FILTERS = { outcome: '' as TransferOutcome | '' };

/** Every transfer the bank notified, newest first, with what it did and the order it paid. */
export function AdminTransfers() {
  const messages = useMessages(adminTransferMessages);
  const text = messages.transfers;
  const format = useAdminFormat();
  const transfers = useAdminList(
    INITIAL_FILTERS,
    transfersQuery,
    useUrlListState(INITIAL_FILTERS, { outcome: OUTCOMES }),
  );
  const { outcome } = transfers.filters;
  const list = transfers.query.data;

  return (
    <>
      <ListHeader list={transfers} text={text} filter={OUTCOME_FILTER} labels={messages.outcome} />
      {transfers.query.isError && <AlertBanner message={serverMessage(transfers.query.error) ?? text.loadFailed} />}

      <AdminTable
        label={text.listLabel}
        columns={[
          { label: text.columns.received },
          { label: text.columns.amount, wide: true, className: 'text-right' },
          { label: text.columns.content, wide: true },
          { label: text.columns.bankReference, wide: true },
          { label: text.columns.outcome },
          { label: text.columns.order, wide: true },
        ]}
        rows={list?.data}
        pending={transfers.query.isPending}
        loading={text.loading}
        empty={outcome ? text.emptyWithOutcome(messages.outcome[outcome]) : text.empty}
      >
        {(transfer) => {
          const order = transfer.order && (
            <Link
              to={adminPaths.order(transfer.order._id)}
              className="font-mono font-semibold text-brand-700 underline"
            >
              {text.viewOrder(formatOrderId(transfer.order._id))}
            </Link>
          );
          return (
            <tr key={transfer._id}>
              <td className={`${ui.td} tabular-nums`}>
                <span className="whitespace-nowrap">{format.dateTime(transfer.receivedAt)}</span>
                <span className={`${ui.phoneOnly} block font-semibold`}>{format.money(transfer.amount)}</span>
                <span className={`${ui.phoneOnly} block wrap-anywhere text-ink-600`}>
                  {transfer.content || text.noContent}
                </span>
                {order && <span className={`${ui.phoneOnly} block`}>{order}</span>}
              </td>
              <td className={`${ui.td} ${ui.wide} text-right font-semibold whitespace-nowrap tabular-nums`}>
                {format.money(transfer.amount)}
              </td>
              <td className={`${ui.td} ${ui.wide} max-w-xs font-mono text-xs wrap-anywhere`}>
                {transfer.content || <span className="font-sans text-ink-600">{text.noContent}</span>}
              </td>
              <td className={`${ui.td} ${ui.wide} font-mono text-xs wrap-anywhere`}>{transfer.bankReference ?? '—'}</td>
              <td className={ui.td}>
                <TransferOutcomeBadge outcome={transfer.outcome} />
              </td>
              <td className={`${ui.td} ${ui.wide} whitespace-nowrap`}>
                {order ?? <span className="text-ink-600">{text.noOrder}</span>}
              </td>
            </tr>
          );
        }}
      </AdminTable>

      <ListPagination pagination={list?.pagination} onPageChange={transfers.setPage} />
    </>
  );
}
