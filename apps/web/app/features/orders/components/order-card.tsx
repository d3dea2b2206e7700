import { formatSlotWindow, type Order } from '@veggie/contract';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import clsx from 'clsx';
import { formatOrderId, OrderStatusBadge } from '../../../components/orders/order-status';
import { useOrderSize } from '../../../components/orders/order-size';
import { useFormat } from '../../../lib/format';
import { useLocale, useMessages } from '../../../lib/i18n';
import { ordersMessages } from '../messages';
import { CancelOrder } from './cancel-order';
import { OrderInvoice } from './order-invoice';
import { BuyAgain } from './buy-again';
import { OrderLines } from './order-lines';
import { OrderPaymentSummary } from './order-payment-summary';

/** One order: id, date, status, total and size (products, and weight); its lines open in place. */
export function OrderCard({ order }: { order: Order }) {
  const { card: text, delivery, discounts } = useMessages(ordersMessages);
  const locale = useLocale();
  const format = useFormat();
  const size = useOrderSize();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <article className="overflow-hidden rounded-card border border-cream-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 px-5 py-4">
        <div className="min-w-32">
          <h2 className="font-display text-lg font-bold text-ink-900">
            <span className="sr-only">{text.order}</span>
            {formatOrderId(order._id)}
          </h2>
          <p className="text-sm text-ink-600">
            <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
          </p>
          {order.delivery.slot && (
            <p className="text-sm font-medium text-ink-900">
              {delivery(formatSlotWindow(order.delivery.slot, locale))}
            </p>
          )}
        </div>
        <OrderStatusBadge status={order.status} />
        <dl className="flex gap-6 text-sm sm:ml-auto">
          <div>
            <dt className="text-ink-600">{text.items}</dt>
            <dd className="font-semibold text-ink-900 tabular-nums">{size(order)}</dd>
          </div>
          <div>
            <dt className="text-ink-600">{order.estimated ? text.estimatedTotal : text.total}</dt>
            <dd className="font-semibold text-ink-900 tabular-nums">{format.vnd(order.totalAmount)}</dd>
          </div>
        </dl>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex w-full items-center justify-center gap-1 rounded-pill border border-cream-200 px-4 py-2 text-sm font-semibold text-brand-700 hover:border-brand-600 sm:w-auto"
        >
          {open ? text.hide : text.show}
          <ChevronDown className={clsx('size-4 transition', open && 'rotate-180')} aria-hidden />
        </button>
        <CancelOrder order={order} />
        <OrderPaymentSummary order={order} />
        <OrderInvoice order={order} />
        {order.points.earned > 0 && (
          <p className="w-full text-sm font-semibold text-brand-800">{discounts.earned(order.points.earned)}</p>
        )}
        <BuyAgain order={order} />
      </div>
      <div id={panelId} hidden={!open}>
        {open && <OrderLines order={order} />}
      </div>
    </article>
  );
}
