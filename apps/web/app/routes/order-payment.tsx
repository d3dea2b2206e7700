import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { orderKeys } from '../features/orders';
import { OrderPaymentPage, paymentMessages } from '../features/payments';
import { metaMessages, pageMeta, type MetaArgs } from '../lib/meta';
import { refreshAfterWrite } from '../lib/refresh-after-write';

export const meta = ({ matches }: MetaArgs) => {
  const text = metaMessages(paymentMessages, matches);
  return pageMeta(text.metaTitle, text.metaDescription);
};

export default function OrderPaymentRoute() {
  const queryClient = useQueryClient();
  // Paid or expired: the orders list shows the old payment status until it is asked again.
  const refreshOrders = useCallback(() => void refreshAfterWrite(queryClient, orderKeys.all), [queryClient]);
  return <OrderPaymentPage onSettled={refreshOrders} />;
}
