import { defineMessages } from '../../../lib/i18n';

/** The categories page; it loads with that route only. */
export const categoriesMessages = defineMessages({
  en: {
    metaTitle: 'Categories',
    metaDescription:
      'Shop by category: leafy greens, root vegetables, mushrooms, herbs, citrus and tropical fruit from Vietnamese organic farms.',
    title: 'Categories',
    intro: 'From Đà Lạt greens to Mekong Delta fruit: pick a category to see what our farmers harvested this week.',
    loadFailed: 'Failed to load categories',
    empty: {
      title: 'No Categories Available',
      text: 'Our categories are being restocked. Everything we sell is still in the shop.',
      browseAll: 'Browse All Products',
    },
    card: {
      explore: 'Explore products in this category',
      productCount: (count: number) => (count === 1 ? '1 product' : `${count} products`),
    },
    stats: {
      categories: (count: number): string => (count === 1 ? 'Category' : 'Categories'),
      products: 'Products',
      support: 'Support',
    },
  },
  vi: {
    metaTitle: 'Danh mục',
    metaDescription:
      'Mua theo danh mục: rau lá, củ quả, nấm, rau thơm, cam quýt và trái cây nhiệt đới từ các nông trại hữu cơ Việt Nam.',
    title: 'Danh mục',
    intro: 'Từ rau Đà Lạt đến trái cây miền Tây: chọn một danh mục để xem nhà nông vừa thu hoạch gì trong tuần.',
    loadFailed: 'Không tải được danh mục',
    empty: {
      title: 'Chưa có danh mục',
      text: 'Các danh mục đang được bổ sung hàng. Mọi sản phẩm vẫn có trong cửa hàng.',
      browseAll: 'Xem tất cả sản phẩm',
    },
    card: {
      explore: 'Khám phá sản phẩm trong danh mục này',
      productCount: (count: number) => `${count} sản phẩm`,
    },
    stats: {
      categories: () => 'Danh mục',
      products: 'Sản phẩm',
      support: 'Hỗ trợ',
    },
  },
});
