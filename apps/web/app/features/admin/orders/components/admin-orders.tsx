import {
  formatShopDate,
  ORDER_STATUSES,
  PAYMENT_FILTERS,
  type Order,
  type OrderStatus,
  type PaymentFilter,
} from '@veggie/contract';
import { Eye, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { orderStatusMessages } from '../../../../components/orders/messages';
import { useOrderSize } from '../../../../components/orders/order-size';
import { formatOrderId, ORDER_STATUS_TONES } from '../../../../components/orders/order-status';
import { serverMessage } from '../../../../lib/api-client';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { AdminTable, ListPagination, RowActionButton, RowActions } from '../../shared/components/admin-table';
import { AddressCheckBadge } from '../../shared/components/address-check-badge';
import { AlertBanner } from '../../shared/components/alert-banner';
import { DeleteDialog } from '../../shared/components/delete-dialog';
import { ListHeader } from '../../shared/components/list-filter';
import { SearchField } from '../../shared/components/search-field';
import { SelectField } from '../../shared/components/select-field';
import { useAdminFormat } from '../../shared/format';
import { useAdminList, useUrlListState } from '../../shared/hooks/use-admin-list';
import { useConfirmDelete } from '../../shared/hooks/use-confirm-delete';
import { useRefusal } from '../../shared/hooks/use-refusal';
import { PaymentBadges } from './payment-badges';
import { adminPaymentMessages } from '../payment-messages';
import { ui } from '../../shared/ui';
import { useDeleteOrder } from '../api/delete-order';
import { adminOrdersQuery } from '../api/get-admin-orders';
import { useMarkOrdersSeen } from '../api/new-orders';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { adminOrderMessages } from '../messages';
import { OrderDetailsModal } from './order-details-modal';
import { OrderCustomer, useCustomerName } from './order-customer';
import { StatusChangeDialog } from './status-change-dialog';

/** The list's filters, kept in the address: the order's status, its payment, the search box and the delivery day. */
const STATUS_FILTER = { name: 'status', id: 'order-status-filter', options: ORDER_STATUSES, width: 'w-44' } as const;
const INITIAL_FILTERS = {
  status: '' as OrderStatus | '',
  payment: '' as PaymentFilter | '',
  search: '',
  deliveryDate: '',
};
const ALLOWED_FILTERS = {
  status: ORDER_STATUSES,
  payment: PAYMENT_FILTERS,
  search: () => true,
  deliveryDate: (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value),
};

export function AdminOrders() {
  const text = useMessages(adminOrderMessages);
  const format = useAdminFormat();
  const locale = useLocale();
  const customerName = useCustomerName();
  const payments = useMessages(adminPaymentMessages);
  const statusLabels = useMessages(orderStatusMessages).status;
  const size = useOrderSize();
  const orders = useAdminList(INITIAL_FILTERS, adminOrdersQuery, useUrlListState(INITIAL_FILTERS, ALLOWED_FILTERS));
  const { status, payment, search: searchText, deliveryDate } = orders.filters;
  const filtered = Boolean(payment || searchText || deliveryDate);
  // Opening the list is looking at the new orders: the sidebar's count starts again from now.
  const { mutate: markSeen } = useMarkOrdersSeen();
  useEffect(() => markSeen(), [markSeen]);
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

  // The select asks first (the shopper is mailed); the change is made once the admin confirms it.
  const [change, setChange] = useState<{ order: Order; next: OrderStatus } | null>(null);
  const confirmChange = (cashCollected?: number) => {
    if (!change) return;
    refusals.dismissRefusal();
    const outcome = refusals.reportOutcome(text.statusUpdated, text.statusUpdateFailed);
    updateStatus.mutate(
      { id: change.order._id, status: change.next, cashCollected },
      { ...outcome, onSettled: () => setChange(null) },
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

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          id="order-search"
          label={text.search.label}
          placeholder={text.search.placeholder}
          value={searchText}
          onChange={(value) => orders.setFilter('search', value)}
          className="sm:max-w-md sm:flex-1"
        />
        <div>
          <label htmlFor="order-delivery-day" className={ui.label}>
            {text.search.day}
          </label>
          <input
            id="order-delivery-day"
            type="date"
            value={deliveryDate}
            onChange={(event) => orders.setFilter('deliveryDate', event.target.value)}
            className={`${ui.input} sm:w-44`}
          />
        </div>
        {deliveryDate && (
          <button type="button" className={ui.btnSecondary} onClick={() => orders.setFilter('deliveryDate', '')}>
            {text.search.clearDay}
          </button>
        )}
      </div>

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
        empty={filtered ? text.emptyFiltered : status ? text.emptyWithStatus(statusLabels[status]) : text.empty}
      >
        {(order) => (
          <tr key={order._id}>
            <td className={ui.td}>
              <span className="font-mono font-semibold">{formatOrderId(order._id)}</span>
              <span className={`${ui.phoneOnly} block wrap-anywhere`}>{customerName(order.user)}</span>
              <span className={`${ui.phoneOnly} block text-ink-600 tabular-nums`}>
                {format.money(order.totalAmount)} · {formatShopDate(order.createdAt, locale)}
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
              <OrderCustomer user={order.user} />
              <AddressCheckBadge checked={order.delivery.addressChecked} />
            </td>
            <td className={`${ui.td} ${ui.wide} text-right whitespace-nowrap tabular-nums`}>
              <p>{format.money(order.totalAmount)}</p>
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
                onChange={(next) => setChange({ order, next })}
                className={`${ui.inlineSelect} w-32 font-semibold md:w-36 ${ORDER_STATUS_TONES[order.status]}`}
              />
            </td>
            <td className={`${ui.td} ${ui.wide} whitespace-nowrap text-ink-600`}>
              {formatShopDate(order.createdAt, locale)}
            </td>
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
      {change && (
        <StatusChangeDialog
          key={`${change.order._id}-${change.next}`}
          order={change.order}
          next={change.next}
          pending={updateStatus.isPending}
          onConfirm={confirmChange}
          onCancel={() => setChange(null)}
        />
      )}
      <DeleteDialog
        deletion={deletion}
        title={text.deleteTitle}
        message={(order) => text.deleteConfirm(formatOrderId(order._id), customerName(order.user))}
      />
    </>
  );
}
