import { defineMessages } from '../../lib/i18n';

/** How a product's unit reads after a price, wherever a shopper sees one; and how a weight reads. */
export const productUnitMessages = defineMessages({
  en: {
    per: 'per ',
    slashKg: '/kg',
    perKg: 'per kilogram',
    sale: 'Sale price ',
    was: 'Was ',
    about: (weight: string) => `about ${weight}`,
    estimated: 'estimated',
    estimatedAmount: 'Estimated: ',
    ordered: (weight: string) => `ordered ${weight}`,
    weighed: (weight: string) => `weighed ${weight}`,
  },
  vi: {
    per: 'mỗi ',
    slashKg: '/kg',
    perKg: 'mỗi ki-lô-gam',
    sale: 'Giá khuyến mãi ',
    was: 'Giá cũ ',
    about: (weight: string) => `khoảng ${weight}`,
    estimated: 'ước tính',
    estimatedAmount: 'Ước tính: ',
    ordered: (weight: string) => `đặt ${weight}`,
    weighed: (weight: string) => `cân thực tế ${weight}`,
  },
});
