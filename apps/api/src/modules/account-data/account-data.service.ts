import type { DeleteAccount } from '@veggie/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { listAddresses } from '../addresses/addresses.service';
import { checkCurrentPassword } from '../auth/auth.service';
import type { SessionUser } from '../users/sessions';
import { getCart } from '../cart/cart.service';
import type { ImageStore } from '../images/images.store';
import { anonymiseOrdersOf, openOrderNumbersOf, ownOrdersWithLines } from '../orders/orders.service';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/security-events.service';
import { forgetSubscriber, shopMessagesOf } from '../shop-messages/shop-messages.service';
import { deleteAccountRow, lockOwnAccountForDeletion } from '../users/users.service';
import type { AccountData } from './account-data.mapper';

/** Everything the shop holds about the signed-in user, read by each module that holds part of it. */
export async function accountData(db: Db, user: SessionUser['user']): Promise<AccountData> {
  const [orders, cart, addresses, messages] = await Promise.all([
    ownOrdersWithLines(db, user.id),
    getCart(db, user.id),
    listAddresses(db, user.id),
    shopMessagesOf(db, user.id, user.email),
  ]);
  return { user, orders, cart, addresses, messages };
}

/**
 * Deletes the caller's own account once they confirm with their password, all or nothing: refused while
 * an order is still under way (the shop could no longer deliver it) and for the last admin. Their orders
 * stay, anonymised; sessions, cart, addresses, reset links and the messages they sent signed in go with the row;
 * their email leaves the newsletter if they proved it is theirs. The security event keeps the email for its
 * retention period.
 */
export async function deleteOwnAccount(
  db: Db,
  images: ImageStore,
  principal: SessionUser,
  input: DeleteAccount,
  origin: RequestOrigin,
): Promise<void> {
  await checkCurrentPassword(principal.user, input.currentPassword, 'accountDeletePasswordRequired');
  const deleted = await db.transaction(async (tx) => {
    const user = await lockOwnAccountForDeletion(tx, principal.user.id);
    const open = await openOrderNumbersOf(tx, user.id);
    // Naming the orders tells the shopper which to cancel (My orders) or wait for.
    if (open.length > 0) throw badRequest('accountHasOpenOrders', { orders: open.join(', ') });
    await anonymiseOrdersOf(tx, user.id);
    await forgetSubscriber(tx, user.id, user.email);
    const row = await deleteAccountRow(tx, user.id);
    await recordSecurityEvent(tx, origin, { kind: 'account_deleted', userId: user.id, email: user.email });
    return row;
  });
  if (deleted?.avatarUrl) await images.remove(deleted.avatarUrl);
}
