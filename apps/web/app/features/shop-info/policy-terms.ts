import type { ShopSettings } from '@veggie/contract';
import { formatHours, formatTime } from '../../lib/shop-format';

/** The figures the policy pages quote, read from the shop settings and written as the pages print them. */
export interface PolicyTerms {
  email: string;
  phone: string;
  /** "7:00–21:00" */
  openingHours: string;
  /** "8:00–20:00" */
  deliveryHours: string;
  /** "14:00" */
  sameDayCutoff: string;
  reportWindowHours: number;
  refundWorkingDays: number;
}

export function policyTerms(shop: ShopSettings): PolicyTerms {
  return {
    email: shop.email,
    phone: shop.phone,
    openingHours: formatHours(shop.openingHours),
    deliveryHours: formatHours(shop.delivery.hours),
    sameDayCutoff: formatTime(shop.delivery.sameDayCutoff),
    reportWindowHours: shop.returns.reportWindowHours,
    refundWorkingDays: shop.returns.refundWorkingDays,
  };
}
