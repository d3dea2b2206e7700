import type { Order, OrderStatus } from '@veggie/contract';
import { useState } from 'react';
import { orderStatusMessages } from '../../../../components/orders/messages';
import { formatOrderId } from '../../../../components/orders/order-status';
import { Dialog, DialogFooter } from '../../../../components/ui/dialog';
import { useMessages } from '../../../../lib/i18n';
import { useAdminFormat } from '../../shared/format';
import { ui } from '../../shared/ui';
import { adminOrderMessages } from '../messages';
import { isAccountDeleted } from './order-customer';

/** The cash a cash-on-delivery order still has due when it is marked delivered; null when nothing is to collect. */
export function cashToCollect(order: Order, next: OrderStatus): number | null {
  const { method, amountDue } = order.payment;
  return next === 'delivered' && method === 'cod' && amountDue > 0 ? amountDue : null;
}

interface StatusChangeDialogProps {
  order: Order;
  next: OrderStatus;
  pending: boolean;
  /** `cashCollected`: the amount due, when the admin records the cash with the delivery. */
  onConfirm: (cashCollected?: number) => void;
  onCancel: () => void;
}

/**
 * Asks before the status changes, since the shopper is mailed at once. A cash-on-delivery order marked
 * delivered offers to record its amount due as collected in the same step (ticked: the driver hands the cash
 * over with the delivery).
 */
export function StatusChangeDialog({ order, next, pending, onConfirm, onCancel }: StatusChangeDialogProps) {
  const text = useMessages(adminOrderMessages).confirm;
  const format = useAdminFormat();
  const labels = useMessages(orderStatusMessages).status;
  const cash = cashToCollect(order, next);
  const [collect, setCollect] = useState(true);
  return (
    <Dialog title={text.title(formatOrderId(order._id))} onClose={onCancel} closeLabel={text.cancel} size="sm">
      <p>{text.change(labels[order.status], labels[next])}</p>
      <p className="mt-1 text-ink-600">
        {isAccountDeleted(order.user) ? text.notMailed : text.mailed(order.user.email)}
      </p>
      {cash !== null && (
        <label className="mt-4 flex items-start gap-3 rounded-lg bg-cream-50 p-3">
          <input
            type="checkbox"
            checked={collect}
            onChange={(event) => setCollect(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
            aria-describedby="cash-hint"
          />
          <span>
            <span className="block font-semibold">{text.cash(format.money(cash))}</span>
            <span id="cash-hint" className="block text-sm text-ink-600">
              {text.cashHint}
            </span>
          </span>
        </label>
      )}
      <DialogFooter className="mt-6">
        <button type="button" onClick={onCancel} className={ui.btnSecondary}>
          {text.cancel}
        </button>
        <button
          type="button"
          onClick={() => onConfirm(cash !== null && collect ? cash : undefined)}
          disabled={pending}
          className={ui.btnPrimary}
        >
          {pending ? text.pending : text.confirm}
        </button>
      </DialogFooter>
    </Dialog>
  );
}
