import { defineMessages } from '../../lib/i18n';

/** How a promotion reads wherever a shopper meets it: the home banners and the checkout's voucher list. */
export const promotionMessages = defineMessages({
  en: {
    percent: (value: number) => `${value}% off`,
    percentCapped: (value: number, cap: string) => `${value}% off, up to ${cap}`,
    amount: (amount: string) => `${amount} off`,
    freeDelivery: 'Free delivery',
    minimum: (amount: string) => `On orders from ${amount}`,
    noMinimum: 'No minimum order',
    until: (date: string) => `Until ${date}`,
    code: (code: string) => `Code ${code}`,
    automatic: 'Applied automatically',
  },
  vi: {
    percent: (value: number) => `Giảm ${value}%`,
    percentCapped: (value: number, cap: string) => `Giảm ${value}%, tối đa ${cap}`,
    amount: (amount: string) => `Giảm ${amount}`,
    freeDelivery: 'Miễn phí giao hàng',
    minimum: (amount: string) => `Cho đơn từ ${amount}`,
    noMinimum: 'Không yêu cầu đơn tối thiểu',
    until: (date: string) => `Đến hết ${date}`,
    code: (code: string) => `Mã ${code}`,
    automatic: 'Tự động áp dụng',
  },
});
