import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import type { CartItem } from '../cart';
import { useMessages } from '../../lib/i18n';
import { storage } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { checkoutMessages } from './messages';

/**
 * The cart's Checkout button (spec §5 and §8, in this order): an empty cart is refused, a logged-out
 * shopper logs in first and comes back to /checkout; everyone else goes to /checkout, where the address
 * and delivery time are chosen.
 */
export function useProceedToCheckout(items: readonly CartItem[]) {
  const text = useMessages(checkoutMessages).toast;
  const navigate = useNavigate();
  return async () => {
    if (items.length === 0) {
      toast.error(text.emptyCart);
      return;
    }
    if (!storage.get('token')) {
      toast.error(text.loginFirst);
      await navigate(paths.login(paths.checkout()));
      return;
    }
    await navigate(paths.checkout());
  };
}
