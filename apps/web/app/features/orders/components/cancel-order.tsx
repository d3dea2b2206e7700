import type { Order } from '@veggie/contract';
import { useState } from 'react';
import { Dialog, DialogFooter } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { formatOrderId } from '../../../components/orders/order-status';
import { serverMessage } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import { ordersMessages } from '../messages';

const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-pill border border-cream-200 bg-white px-5 py-2.5 font-semibold text-ink-900 hover:bg-cream-100';

/**
 * "Cancel order" on an order still being prepared, after confirming. The server has the last word (packed,
 * weighed, past the slot's cut-off): its refusal shows in the dialog in its own words.
 */
export function CancelOrder({ order }: { order: Order }) {
  const { cancel: text } = useMessages(ordersMessages);
  const [asking, setAsking] = useState(false);
  if (order.status !== 'processing') return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="inline-flex w-full items-center justify-center rounded-pill border border-sale-600/40 px-4 py-2 text-sm font-semibold text-sale-700 hover:bg-sale-50 sm:w-auto"
      >
        {text.button}
      </button>
      {asking && <CancelOrderDialog order={order} onClose={() => setAsking(false)} />}
    </>
  );
}

function CancelOrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { cancel: text } = useMessages(ordersMessages);
  const cancel = useCancelOrder();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const { message } = await cancel.mutateAsync(order._id);
      if (message) toast.success(message);
      onClose();
    } catch (error) {
      setFailure(serverMessage(error) ?? text.failed);
    }
  };

  const paid = order.payment.amountReceived > 0;
  return (
    <Dialog title={text.title(formatOrderId(order._id))} onClose={onClose} size="sm" initialFocus="close">
      <form noValidate onSubmit={confirm} className="flex flex-col gap-5">
        <p className="text-ink-600">{paid ? text.textPaid : text.text}</p>
        {failure && <FormAlert title={failure} />}
        <DialogFooter>
          <button type="button" onClick={onClose} className={secondaryButton}>
            {text.keep}
          </button>
          <SubmitButton shape="pill" tone="danger" busy={cancel.isPending} busyLabel={text.busy}>
            {text.confirm}
          </SubmitButton>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
