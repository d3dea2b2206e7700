import { defineMessages } from '../../lib/i18n';

/** What the product and category lists show (home, shop, categories, related products). */
export const catalogMessages = defineMessages({
  en: {
    card: { sale: 'Sale', outOfStock: 'Out of stock' },
    price: { sale: 'Sale price ', was: 'Was ' },
    rated: (rating: string) => `Rated ${rating} out of 5`,
    category: {
      explore: 'Explore products in this category',
      productCount: (count: number) => (count === 1 ? '1 product' : `${count} products`),
    },
    filter: { all: 'All categories', title: 'Categories' },
  },
  vi: {
    card: { sale: 'Giảm giá', outOfStock: 'Hết hàng' },
    price: { sale: 'Giá khuyến mãi ', was: 'Giá cũ ' },
    rated: (rating: string) => `Được đánh giá ${rating} trên 5`,
    category: {
      explore: 'Khám phá sản phẩm trong danh mục này',
      productCount: (count: number) => `${count} sản phẩm`,
    },
    filter: { all: 'Tất cả danh mục', title: 'Danh mục' },
  },
});
