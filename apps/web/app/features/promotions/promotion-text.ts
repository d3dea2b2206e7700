import type { Promotion } from '@veggie/contract';
import { useFormat } from '../../lib/format';
import { useLocale, useMessages } from '../../lib/i18n';
import { promotionMessages } from './messages';

type Described = Pick<Promotion, 'title' | 'titleEn' | 'kind' | 'value' | 'maxDiscount' | 'minSubtotal' | 'endsAt'>;

/** A promotion's words in the page's language: its title, what it gives, its minimum and its last day. */
export function usePromotionText() {
  const text = useMessages(promotionMessages);
  const locale = useLocale();
  const { vnd, date } = useFormat();
  return {
    title: (promotion: Described) => (locale === 'vi' ? promotion.title : promotion.titleEn),
    gives: ({ kind, value, maxDiscount }: Described) =>
      kind === 'free_delivery'
        ? text.freeDelivery
        : kind === 'amount'
          ? text.amount(vnd(value))
          : maxDiscount === null
            ? text.percent(value)
            : text.percentCapped(value, vnd(maxDiscount)),
    minimum: ({ minSubtotal }: Described) => (minSubtotal > 0 ? text.minimum(vnd(minSubtotal)) : text.noMinimum),
    until: ({ endsAt }: Described) => text.until(date(endsAt)),
    code: (code: string | null) => (code === null ? text.automatic : text.code(code)),
  };
}
