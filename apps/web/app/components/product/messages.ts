import { defineMessages } from '../../lib/i18n';

/** How a product's unit reads after a price, wherever a shopper sees one (a weight line's: line-weight-messages.ts). */
export const productUnitMessages = defineMessages({
  en: {
    per: 'per ',
    slashKg: '/kg',
    perKg: 'per kilogram',
    sale: 'Sale price ',
    was: 'Was ',
  },
  vi: {
    per: 'mỗi ',
    slashKg: '/kg',
    perKg: 'mỗi ki-lô-gam',
    sale: 'Giá khuyến mãi ',
    was: 'Giá cũ ',
  },
});
