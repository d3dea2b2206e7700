import { defineMessages } from '../../lib/i18n';

/** The home page's words; they load with the home route only. */
export const homeMessages = defineMessages({
  en: {
    metaTitle: 'Organic fruit and vegetables from Vietnamese farms',
    metaDescription:
      'Veggie Market: 100% natural food. Organic fruit and vegetables from Vietnamese farms, fair prices in VND, delivered to your door.',
    loadFailed: 'Failed to load products',
    hero: {
      badge: 'Organic produce from Vietnamese farms',
      titleStart: '100% ',
      titleAccent: 'Natural',
      titleEnd: ' Food',
      text: 'Seasonal fruit and vegetables grown without chemicals by farmers across Vietnam, picked this week and delivered to your door.',
      cta: 'Explore Now',
      tilesLabel: 'What we grow',
      tiles: ['Leafy greens', 'Root vegetables', 'Tropical fruit', 'Citrus'],
    },
    offers: {
      label: 'Offers',
      vegetables: {
        kicker: 'Fresh this week',
        title: 'Vegetables from our partner farms',
        text: 'Leafy greens, roots and mushrooms from our partner farms.',
      },
      /** A running promotion in place of the vegetables card: its code (or that it applies by itself). */
      promotion: {
        code: (code: string) => `Voucher ${code}`,
        automatic: 'Applied at checkout',
        enterCode: (code: string) => `Enter ${code} at checkout.`,
      },
      fruit: {
        kicker: 'In season',
        title: 'Tropical fruit, picked ripe',
        text: 'Mango, dragon fruit and pineapple from the Mekong Delta.',
      },
    },
    products: {
      title: 'Our Products',
      viewAll: 'View All',
      empty: 'No products yet. Please check back soon.',
    },
  },
  vi: {
    metaTitle: 'Rau củ quả hữu cơ từ nông trại Việt Nam',
    metaDescription:
      'Veggie Market: thực phẩm 100% tự nhiên. Rau củ quả hữu cơ từ nông trại Việt Nam, giá công bằng, giao tận nhà.',
    loadFailed: 'Không tải được sản phẩm',
    hero: {
      badge: 'Nông sản hữu cơ từ nông trại Việt Nam',
      titleStart: 'Thực phẩm ',
      titleAccent: '100% tự nhiên',
      titleEnd: '',
      text: 'Rau củ quả theo mùa, được nhà nông khắp Việt Nam trồng không hóa chất, thu hoạch trong tuần và giao tận nhà bạn.',
      cta: 'Khám phá ngay',
      tilesLabel: 'Chúng tôi trồng gì',
      tiles: ['Rau lá xanh', 'Củ quả', 'Trái cây nhiệt đới', 'Cam quýt'],
    },
    offers: {
      label: 'Ưu đãi',
      vegetables: {
        kicker: 'Tươi mới tuần này',
        title: 'Rau củ từ nông trại đối tác',
        text: 'Rau lá, củ và nấm từ các nông trại đối tác.',
      },
      promotion: {
        code: (code: string) => `Mã ${code}`,
        automatic: 'Tự động áp dụng khi thanh toán',
        enterCode: (code: string) => `Nhập mã ${code} khi thanh toán.`,
      },
      fruit: {
        kicker: 'Đang vào mùa',
        title: 'Trái cây nhiệt đới chín cây',
        text: 'Xoài, thanh long và dứa từ miền Tây.',
      },
    },
    products: {
      title: 'Sản phẩm của chúng tôi',
      viewAll: 'Xem tất cả',
      empty: 'Chưa có sản phẩm. Vui lòng quay lại sau.',
    },
  },
});
