import { translate } from '@veggie/contract';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { clearLocalCart, type CartItem } from '../cart';
import { newIdempotencyKey, useCreateOrder } from '../orders';
import { ApiError, serverMessage } from '../../lib/api-client';
import { useLocale, useMessages } from '../../lib/i18n';
import { storage } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { checkoutMessages } from './messages';

const cartSignature = (items: readonly CartItem[]) => items.map((item) => `${item.id}:${item.quantity}`).join(',');

/**
 * Checkout (spec §5 and §8, in this order): empty cart, not logged in, missing phone or address, then the
 * order. One Idempotency-Key per attempt: a double click or a retry after a lost answer reuses it, so the
 * server returns the first order; a changed cart or a placed order starts a new attempt.
 */
export function useCheckout(items: readonly CartItem[]) {
  const text = useMessages(checkoutMessages).toast;
  const locale = useLocale();
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const attempt = useRef<{ key: string; signature: string } | null>(null);
  // A second click can land before the disabled button renders.
  const inFlight = useRef(false);

  const checkout = async () => {
    if (inFlight.current) return;
    if (items.length === 0) {
      toast.error(text.emptyCart);
      return;
    }
    if (!storage.get('token')) {
      toast.error(text.loginFirst);
      await navigate(paths.login(paths.cart()));
      return;
    }
    // The stored user may be missing (profile not loaded yet): then the server makes the same check.
    const user = storage.get('user');
    if (user && (!user.phone?.trim() || !user.address?.trim())) {
      toast.error(translate('missingShippingDetails', locale));
      await navigate(paths.profile(paths.cart()));
      return;
    }

    const signature = cartSignature(items);
    if (attempt.current?.signature !== signature) attempt.current = { key: newIdempotencyKey(), signature };
    inFlight.current = true;
    try {
      await createOrder.mutateAsync(attempt.current.key);
    } catch (error) {
      toast.error(serverMessage(error) ?? text.failed);
      if (error instanceof ApiError && error.code === 'missing_shipping_details')
        await navigate(paths.profile(paths.cart()));
      return;
    } finally {
      inFlight.current = false;
    }
    attempt.current = null;
    toast.success(text.created);
    clearLocalCart();
    await navigate(paths.orders());
  };

  return { checkout, isPending: createOrder.isPending };
}
