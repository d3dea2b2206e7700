import { formatGrams, type Order } from '@veggie/contract';
import { useLocale, useMessages } from '../../lib/i18n';
import { orderStatusMessages } from './messages';

/**
 * An order's size as one line, the same for the shopper and the shop: its products (lines, whatever their
 * quantities) and, when it has lines sold by weight, their weight beside: "4 items · 2.5 kg".
 */
export function useOrderSize(): (order: Pick<Order, 'itemCount' | 'weightGrams'>) => string {
  const text = useMessages(orderStatusMessages);
  const locale = useLocale();
  return ({ itemCount, weightGrams }) =>
    weightGrams > 0 ? `${text.items(itemCount)} · ${formatGrams(weightGrams, locale)}` : text.items(itemCount);
}
