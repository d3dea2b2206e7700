import { DELETED_USER_ID, type Order } from '@veggie/contract';
import { useMessages } from '../../../../lib/i18n';
import { adminOrderMessages } from '../messages';

/** Whether the order's customer deleted their account: the order stays, its name and email are gone. */
export const isAccountDeleted = (user: Order['user']) => user._id === DELETED_USER_ID;

/** The customer's name, or "account deleted" for an order whose account is gone (never an empty cell). */
export function useCustomerName() {
  const text = useMessages(adminOrderMessages);
  return (user: Order['user']) => (isAccountDeleted(user) ? text.accountDeleted : user.name);
}

/** The customer's name and email, or "account deleted" in their place. */
export function OrderCustomer({ user }: { user: Order['user'] }) {
  const name = useCustomerName();
  if (isAccountDeleted(user)) return <p className="text-ink-600 italic">{name(user)}</p>;
  return (
    <>
      <p className="font-medium">{user.name}</p>
      <p className="text-ink-600">{user.email}</p>
    </>
  );
}
