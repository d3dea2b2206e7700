import { translate, type CreateOrderBody, type Order } from '@veggie/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { clearLocalCart, type CartItem } from '../cart';
import { newIdempotencyKey, useCreateOrder } from '../orders';
import { paymentKeys } from '../payments';
import { ApiError, serverMessage } from '../../lib/api-client';
import { useLocale, useMessages } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { deliveryKeys } from './api/get-delivery-options';
import { quoteKeys } from './api/get-quote';
import { checkoutMessages } from './messages';
import { refreshAfterWrite } from '../../lib/refresh-after-write';

/** Refusals that mean the chosen slot is gone: the options are fetched again and the shopper picks anew. */
const SLOT_REFUSALS = new Set(['slot_full', 'slot_unavailable']);

export type PlaceOrderOutcome = 'placed' | 'slotRefused' | 'voucherRefused' | 'refused';

const signatureOf = (items: readonly CartItem[], body: CreateOrderBody) =>
  JSON.stringify([items.map((item) => `${item.id}:${item.quantity}`), body ?? null]);

/**
 * Places the order of the /checkout page. One Idempotency-Key per attempt: a double click or a retry after
 * a lost answer reuses it, so the server returns the first order; a changed cart or choice starts a new
 * attempt. `body` undefined is the spec's bodyless checkout (the profile's phone and address).
 */
export function usePlaceOrder(items: readonly CartItem[]) {
  const text = useMessages(checkoutMessages).toast;
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
  const attempt = useRef<{ key: string; signature: string } | null>(null);
  // A second press can land before the busy button renders.
  const inFlight = useRef(false);

  const placeOrder = async (body: CreateOrderBody): Promise<PlaceOrderOutcome | null> => {
    if (inFlight.current) return null;
    if (items.length === 0) {
      toast.error(text.emptyCart);
      return 'refused';
    }
    const signature = signatureOf(items, body);
    if (attempt.current?.signature !== signature) attempt.current = { key: newIdempotencyKey(), signature };
    inFlight.current = true;
    let order: Order;
    try {
      order = await createOrder.mutateAsync({ idempotencyKey: attempt.current.key, body });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      toast.error(serverMessage(error) ?? text.failed);
      if (code && SLOT_REFUSALS.has(code)) {
        await refreshAfterWrite(queryClient, deliveryKeys.all);
        return 'slotRefused';
      }
      // The voucher stopped applying (its last use went, the window closed): the quote says so beside the field.
      if (code?.startsWith('voucher_')) {
        await refreshAfterWrite(queryClient, quoteKeys.all);
        return 'voucherRefused';
      }
      if (code === 'missing_shipping_details') await navigate(paths.profile(paths.checkout()));
      // The shop stopped taking transfers meanwhile: asked again, the choice falls back to cash.
      if (code === 'payment_method_unavailable') await refreshAfterWrite(queryClient, paymentKeys.all);
      return 'refused';
    } finally {
      inFlight.current = false;
    }
    attempt.current = null;
    toast.success(text.created);
    clearLocalCart();
    // A transfer is paid now, on the page with its QR code; cash is paid to the driver later.
    await navigate(body?.paymentMethod === 'bank_transfer' ? paths.orderPayment(order._id) : paths.orders());
    return 'placed';
  };

  /** The spec's words for a shopper with neither an address nor profile details; they go to the profile. */
  const askForShippingDetails = async () => {
    toast.error(translate('missingShippingDetails', locale));
    await navigate(paths.profile(paths.checkout()));
  };

  return { placeOrder, askForShippingDetails, isPending: createOrder.isPending };
}
