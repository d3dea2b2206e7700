import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoginFirst } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { AddressForm, useAddresses } from '../../addresses';
import { CartEmpty, useCart } from '../../cart';
import { checkoutMessages } from '../messages';
import type { ProfileDetails } from './address-choice';
import { CheckoutView } from './checkout-view';
import { useMessages } from '../../../lib/i18n';
import { useStoredValue } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { LoadingBlock } from '../../../components/ui/loading-block';

/**
 * /checkout: the cart (features/cart), the shopper's addresses and the form for a new one
 * (features/addresses), composed into the checkout (features/checkout). Rendered in the browser once the
 * stored token is known: a logged-out visitor is sent to log in and brought back here.
 */
export function CheckoutPage() {
  const messages = useMessages(checkoutMessages);
  const text = messages.page;
  const navigate = useNavigate();
  const token = useStoredValue('token');
  const user = useStoredValue('user');
  const { items, ready } = useCart();
  const addresses = useAddresses({ enabled: Boolean(token) });
  const toldToLogIn = useRef(false);

  useEffect(() => {
    if (token !== null || toldToLogIn.current) return;
    toldToLogIn.current = true;
    toast.error(messages.toast.loginFirst);
    void navigate(paths.login(paths.checkout()), { replace: true });
  }, [token, messages.toast.loginFirst, navigate]);

  const profile: ProfileDetails | null =
    user?.phone?.trim() && user.address?.trim() ? { name: user.name, phone: user.phone, address: user.address } : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <h1 className="mb-8 font-display text-3xl font-bold text-ink-900 sm:text-4xl">{text.heading}</h1>
      {token === null ? (
        <LoginFirst to={paths.login(paths.checkout())} text={text} />
      ) : token === undefined || !ready ? (
        <LoadingBlock label={text.loading} className="h-40" />
      ) : items.length === 0 ? (
        <CartEmpty message={messages.empty} className="rounded-card border border-cream-200 bg-white px-6 py-16" />
      ) : (
        <CheckoutView
          items={items}
          addressBook={addresses}
          profile={profile}
          renderAddressForm={(props) => <AddressForm {...props} />}
        />
      )}
    </div>
  );
}
