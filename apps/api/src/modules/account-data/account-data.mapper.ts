import type { AccountExport, Language } from '@veggie/contract';
import { toShownAddress } from '../addresses/addresses.mapper';
import type { listAddresses } from '../addresses/addresses.service';
import { toCart } from '../cart/cart.mapper';
import type { getCart } from '../cart/cart.service';
import { toOrderDetail } from '../orders/orders.mapper';
import type { ownOrdersWithLines } from '../orders/orders.service';
import { toExportedContactMessage, toExportedSubscription } from '../shop-messages/shop-messages.mapper';
import type { shopMessagesOf } from '../shop-messages/shop-messages.service';
import { toUser } from '../users/users.mapper';
import type { getUser } from '../users/users.service';

/** What each module holds of one account, as its service hands it over. */
export interface AccountData {
  user: Awaited<ReturnType<typeof getUser>>;
  orders: Awaited<ReturnType<typeof ownOrdersWithLines>>;
  cart: Awaited<ReturnType<typeof getCart>>;
  addresses: Awaited<ReturnType<typeof listAddresses>>;
  messages: Awaited<ReturnType<typeof shopMessagesOf>>;
}

export function toAccountExport(
  data: AccountData,
  exportedAt: Date,
  publicUrl: string | undefined,
  lang: Language,
): AccountExport {
  const { contactMessages, subscription } = data.messages;
  return {
    exportedAt: exportedAt.toISOString(),
    profile: toUser(data.user, publicUrl),
    orders: data.orders.map(({ order, lines }) => toOrderDetail(order, lines, publicUrl, lang)),
    cart: toCart(data.cart, publicUrl),
    addresses: data.addresses.map(toShownAddress),
    contactMessages: contactMessages.map(toExportedContactMessage),
    newsletter: subscription ? toExportedSubscription(subscription) : null,
  };
}
