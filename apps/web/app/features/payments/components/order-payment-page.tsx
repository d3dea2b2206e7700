import { useParams } from 'react-router';
import { LoginFirst } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { paymentMessages } from '../messages';
import { OrderPayment } from './order-payment';
import { useMessages } from '../../../lib/i18n';
import { useStoredValue } from '../../../lib/storage';
import { LoadingBlock } from '../../../components/ui/loading-block';

/**
 * /orders/:id/payment: where a bank-transfer checkout lands (the QR code and the countdown), and where
 * "Pay now" on My Orders leads. The order belongs to the logged-in user: rendered in the browser once
 * the stored token is known.
 */
export function OrderPaymentPage({ onSettled }: { onSettled: () => void }) {
  const { id = '' } = useParams();
  const token = useStoredValue('token');
  const text = useMessages(paymentMessages);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="mb-8 font-display text-3xl font-bold text-ink-900 sm:text-4xl">{text.heading}</h1>
      {token === undefined ? (
        <LoadingBlock label={text.loading} className="h-96" />
      ) : token === null ? (
        <LoginFirst to={paths.login(paths.orderPayment(id))} text={text} />
      ) : (
        <OrderPayment orderId={id} onSettled={onSettled} />
      )}
    </div>
  );
}
