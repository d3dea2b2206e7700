import { ORDER_STATUSES, PAYMENT_FILTERS, type Order, type OrderStatus, type PaymentFilter } from '@veggie/contract';
import { Eye, Trash2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { orderStatusMessages } from '../../../../components/orders/messages';
import { useOrderSize } from '../../../../components/orders/order-size';
import { formatOrderId, ORDER_STATUS_TONES } from '../../../../components/orders/order-status';
import { serverMessage } from '../../../../lib/api-client';
import { useMessages } from '../../../../lib/i18n';
import { AdminTable, ListPagination, RowActionButton, RowActions } from '../../shared/components/admin-table';
import { AddressCheckBadge } from '../../shared/components/address-check-badge';
import { AlertBanner } from '../../shared/components/alert-banner';
import { DeleteDialog } from '../../shared/components/delete-dialog';
import { ListHeader } from '../../shared/components/list-filter';
import { SelectField } from '../../shared/components/select-field';
import { formatDate, formatMoney } from '../../shared/format';
import { useAdminList, useUrlListState } from '../../shared/hooks/use-admin-list';
import { useConfirmDelete } from '../../shared/hooks/use-confirm-delete';
import { useRefusal } from '../../shared/hooks/use-refusal';
import { PaymentBadges } from './payment-badges';
import { adminPaymentMessages } from '../payment-messages';
import { ui } from '../../shared/ui';
import { useDeleteOrder } from '../api/delete-order';
import { adminOrdersQuery } from '../api/get-admin-orders';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { adminOrderMessages } from '../messages';
import { OrderDetailsModal } from './order-details-modal';

/** The list's filters, kept in the address: the order's status, and its payment. */
const STATUS_FILTER = { name: 'status', id: 'order-status-filter', options: ORDER_STATUSES, width: 'w-44' } as const;
const INITIAL_FILTERS = { status: '' as OrderStatus | '', payment: '' as PaymentFilter | '' };
const ALLOWED_FILTERS = { status: ORDER_STATUSES, payment: PAYMENT_FILTERS };

export function AdminOrders() {
  const text = useMessages(adminOrderMessages);
  const payments = useMessages(adminPaymentMessages);
  const statusLabels = useMessages(orderStatusMessages).status;
  const size = useOrderSize();
  const orders = useAdminList(INITIAL_FILTERS, adminOrdersQuery, useUrlListState(INITIAL_FILTERS, ALLOWED_FILTERS));
  const { status, payment } = orders.filters;
  // The order whose details are open, in the address too: the bank transfers screen links to it.
  const [search, setSearch] = useSearchParams();
  const viewing = search.get('order');
  const view = (id: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('order', id);
        else next.delete('order');
        return next;
      },
      { preventScrollReset: true },
    );
  const refusals = useRefusal();
  const updateStatus = useUpdateOrderStatus();
  const deletion = useConfirmDelete<Order>(useDeleteOrder(), {
    succeeded: text.deleted,
    failed: text.deleteFailed,
    refusal: refusals,
  });

  const changeStatus = (order: Order, next: OrderStatus) => {
    refusals.dismissRefusal();
    updateStatus.mutate(
      { id: order._id, status: next },
      refusals.reportOutcome(text.statusUpdated, text.statusUpdateFailed),
    );
  };

  const list = orders.query.data;
  return (
    <>
      <ListHeader
        list={orders}
        text={text}
        filter={STATUS_FILTER}
        labels={statusLabels}
        secondFilter={{
          name: 'payment',
          id: 'order-payment-filter',
          options: PAYMENT_FILTERS,
          width: 'w-40',
          label: text.paymentFilter,
          all: text.allPayments,
          optionLabel: (option) => payments.filter[option],
        }}
      />

      {refusals.refusal && <AlertBanner message={refusals.refusal} onDismiss={refusals.dismissRefusal} />}
      {orders.query.isError && <AlertBanner message={serverMessage(orders.query.error) ?? text.loadFailed} />}

      <AdminTable
        label={text.listLabel}
        columns={[
          { label: text.columns.order },
          { label: text.columns.customer, wide: true },
          { label: text.columns.total, wide: true, className: 'text-right' },
          { label: text.columns.payment, wide: true },
          { label: text.columns.status },
          { label: text.columns.date, wide: true },
        ]}
        actions
        rows={list?.data}
        pending={orders.query.isPending}
        loading={text.loading}
        empty={payment ? text.emptyFiltered : status ? text.emptyWithStatus(statusLabels[status]) : text.empty}
      >
        {(order) => (
          <tr key={order._id}>
            <td className={ui.td}>
              <span className="font-mono font-semibold">{formatOrderId(order._id)}</span>
              <span className={`${ui.phoneOnly} block wrap-anywhere`}>{order.user.name}</span>
              <span className={`${ui.phoneOnly} block text-ink-600 tabular-nums`}>
                {formatMoney(order.totalAmount)} · {formatDate(order.createdAt)}
              </span>
              <span className={`${ui.phoneOnly} block text-ink-600`}>{size(order)}</span>
              <span className={`${ui.phoneOnly} block`}>
                <AddressCheckBadge checked={order.delivery.addressChecked} />
              </span>
              <span className={`${ui.phoneOnly} mt-1 block`}>
                <span className="block text-ink-600">{payments.method[order.payment.method]}</span>
                <PaymentBadges payment={order.payment} />
              </span>
            </td>
            <td className={`${ui.td} ${ui.wide} wrap-anywhere`}>
              <p className="font-medium">{order.user.name}</p>
              <p className="text-ink-600">{order.user.email}</p>
              <AddressCheckBadge checked={order.delivery.addressChecked} />
            </td>
            <td className={`${ui.td} ${ui.wide} text-right whitespace-nowrap tabular-nums`}>
              <p>{formatMoney(order.totalAmount)}</p>
              <p className="text-ink-600">{size(order)}</p>
            </td>
            <td className={`${ui.td} ${ui.wide}`}>
              <span className="block text-ink-600">{payments.method[order.payment.method]}</span>
              <PaymentBadges payment={order.payment} />
            </td>
            <td className={ui.td}>
              <SelectField
                id={`status-${order._id}`}
                label={text.statusOf(formatOrderId(order._id))}
                value={order.status}
                options={ORDER_STATUSES}
                optionLabel={(s) => statusLabels[s]}
                disabled={updateStatus.isPending && updateStatus.variables?.id === order._id}
                onChange={(next) => changeStatus(order, next)}
                className={`${ui.inlineSelect} w-32 font-semibold md:w-36 ${ORDER_STATUS_TONES[order.status]}`}
              />
            </td>
            <td className={`${ui.td} ${ui.wide} whitespace-nowrap text-ink-600`}>{formatDate(order.createdAt)}</td>
            <RowActions>
              <RowActionButton
                icon={Eye}
                label={text.view(formatOrderId(order._id))}
                tone="brand"
                onClick={() => view(order._id)}
              />
              <RowActionButton
                icon={Trash2}
                label={text.remove(formatOrderId(order._id))}
                tone="danger"
                onClick={() => deletion.askToDelete(order)}
              />
            </RowActions>
          </tr>
        )}
      </AdminTable>

      <ListPagination pagination={list?.pagination} onPageChange={orders.setPage} />

      {viewing && <OrderDetailsModal orderId={viewing} onClose={() => view(null)} />}
      <DeleteDialog
        deletion={deletion}
        title={text.deleteTitle}
        message={(order) => text.deleteConfirm(formatOrderId(order._id), order.user.name)}
      />
    </>
  );
}
