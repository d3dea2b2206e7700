import { formatVnd, ORDER_STATUSES, type Order, type OrderStatus } from '@veggie/contract';
import { Eye, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { serverMessage } from '../../../../lib/api-client';
import {
  ListPagination,
  RowActionButton,
  RowActions,
  TableMessageRow,
  TableFrame,
} from '../../shared/components/admin-table';
import { AlertBanner } from '../../shared/components/alert-banner';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { formatOrderId, ORDER_STATUS_LABELS, ORDER_STATUS_TONES } from '../../../../components/orders/order-status';
import { PageHeader } from '../../shared/components/page-header';
import { PAGINATION_EN } from '../../shared/components/pagination';
import { formatDate } from '../../shared/format';
import { useConfirmDelete } from '../../shared/hooks/use-confirm-delete';
import { useRefusal } from '../../shared/hooks/use-refusal';
import { ui } from '../../shared/ui';
import { useDeleteOrder } from '../api/delete-order';
import { useAdminOrders } from '../api/get-admin-orders';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { OrderDetailsModal } from './order-details-modal';

export function AdminOrders() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const refusals = useRefusal();
  const { refusal, dismissRefusal, reportOutcome } = refusals;

  const orders = useAdminOrders({ page, status: status || undefined });
  const updateStatus = useUpdateOrderStatus();
  const deletion = useConfirmDelete<Order>(useDeleteOrder(), {
    succeeded: 'Order deleted successfully',
    failed: 'Failed to delete order',
    refusal: refusals,
  });

  const changeStatus = (order: Order, next: OrderStatus) => {
    dismissRefusal();
    updateStatus.mutate(
      { id: order._id, status: next },
      reportOutcome('Order status updated successfully', 'Failed to update order status'),
    );
  };

  const list = orders.data;
  return (
    <>
      <PageHeader
        title="Orders"
        description={list ? `${list.count} ${list.count === 1 ? 'order' : 'orders'}` : 'Every order placed in the shop'}
        actions={
          <>
            <label htmlFor="order-status-filter" className="sr-only">
              Filter by status
            </label>
            <select
              id="order-status-filter"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as OrderStatus | '');
                setPage(1);
              }}
              className={`${ui.inlineSelect} w-44 py-2`}
            >
              <option value="">All statuses</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ORDER_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={ui.btnSecondary}
              onClick={() => void orders.refetch()}
              disabled={orders.isFetching}
            >
              <RefreshCw className={`size-4 ${orders.isFetching ? 'animate-spin' : ''}`} aria-hidden />
              Refresh
            </button>
          </>
        }
      />

      {refusal && <AlertBanner message={refusal} onDismiss={dismissRefusal} />}
      {orders.isError && <AlertBanner message={serverMessage(orders.error) ?? 'Failed to load orders'} />}

      <TableFrame label="Order list">
        <table className={ui.table}>
          <thead>
            <tr>
              <th className={ui.th}>Order</th>
              <th className={`${ui.th} ${ui.wide}`}>Customer</th>
              <th className={`${ui.th} ${ui.wide} text-right`}>Total</th>
              <th className={ui.th}>Status</th>
              <th className={`${ui.th} ${ui.wide}`}>Date</th>
              <th className={`${ui.th} text-right`}>
                <span className="sr-only md:not-sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.isPending ? (
              <TableMessageRow colSpan={6}>Loading orders…</TableMessageRow>
            ) : list && list.data.length === 0 ? (
              <TableMessageRow colSpan={6}>
                {status ? `No ${ORDER_STATUS_LABELS[status].toLowerCase()} orders.` : 'No orders yet.'}
              </TableMessageRow>
            ) : (
              list?.data.map((order) => (
                <tr key={order._id}>
                  <td className={ui.td}>
                    <span className="font-mono font-semibold">{formatOrderId(order._id)}</span>
                    <span className={`${ui.phoneOnly} block`}>{order.user.name}</span>
                    <span className={`${ui.phoneOnly} block text-ink-600 tabular-nums`}>
                      {formatVnd(order.totalAmount)} · {formatDate(order.createdAt)}
                    </span>
                  </td>
                  <td className={`${ui.td} ${ui.wide}`}>
                    <p className="font-medium">{order.user.name}</p>
                    <p className="text-ink-600">{order.user.email}</p>
                  </td>
                  <td className={`${ui.td} ${ui.wide} text-right whitespace-nowrap tabular-nums`}>
                    {formatVnd(order.totalAmount)}
                  </td>
                  <td className={ui.td}>
                    <label htmlFor={`status-${order._id}`} className="sr-only">
                      Status of order {formatOrderId(order._id)}
                    </label>
                    <select
                      id={`status-${order._id}`}
                      value={order.status}
                      disabled={updateStatus.isPending && updateStatus.variables?.id === order._id}
                      onChange={(event) => changeStatus(order, event.target.value as OrderStatus)}
                      className={`${ui.inlineSelect} w-32 font-semibold md:w-36 ${ORDER_STATUS_TONES[order.status]}`}
                    >
                      {ORDER_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {ORDER_STATUS_LABELS[s]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className={`${ui.td} ${ui.wide} whitespace-nowrap text-ink-600`}>
                    {formatDate(order.createdAt)}
                  </td>
                  <RowActions>
                    <RowActionButton
                      icon={Eye}
                      label={`View order ${formatOrderId(order._id)}`}
                      tone="brand"
                      onClick={() => setViewing(order._id)}
                    />
                    <RowActionButton
                      icon={Trash2}
                      label={`Delete order ${formatOrderId(order._id)}`}
                      tone="danger"
                      onClick={() => deletion.askToDelete(order)}
                    />
                  </RowActions>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableFrame>

      <ListPagination pagination={list?.pagination} onPageChange={setPage} labels={PAGINATION_EN} />

      {viewing && <OrderDetailsModal orderId={viewing} onClose={() => setViewing(null)} />}
      {deletion.toDelete && (
        <ConfirmDialog
          title="Delete order"
          message={`Are you sure you want to delete order ${formatOrderId(deletion.toDelete._id)} from ${deletion.toDelete.user.name}? Its stock is returned unless it was delivered or cancelled. This cannot be undone.`}
          confirmLabel="Delete"
          pendingLabel="Deleting…"
          cancelLabel="Cancel"
          pending={deletion.deleting}
          onConfirm={deletion.confirmDelete}
          onCancel={deletion.cancelDelete}
        />
      )}
    </>
  );
}
