import { defineMessages } from '../../lib/i18n';

/** What every product list shows (home, shop, related products): the card, its price and rating. */
export const catalogMessages = defineMessages({
  en: {
    card: { sale: 'Sale', outOfStock: 'Out of stock' },
    price: { sale: 'Sale price ', was: 'Was ' },
    rated: (rating: string) => `Rated ${rating} out of 5`,
  },
  vi: {
    card: { sale: 'Giảm giá', outOfStock: 'Hết hàng' },
    price: { sale: 'Giá khuyến mãi ', was: 'Giá cũ ' },
    rated: (rating: string) => `Được đánh giá ${rating} trên 5`,
  },
});
