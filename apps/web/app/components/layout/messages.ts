import { defineMessages } from '../../lib/i18n';

/** The storefront's frame on every page: header, search, footer and the inner pages' banner. */
export const layoutMessages = defineMessages({
  en: {
    header: {
      nav: { home: 'Home', about: 'About', shop: 'Shop', categories: 'Categories', contact: 'Contact' },
      mainNav: 'Main',
      mobileNav: 'Mobile',
      openMenu: 'Open menu',
      closeMenu: 'Close menu',
      hotline: 'Call the shop:',
      zalo: 'Chat on Zalo',
    },
    search: {
      label: 'Search products',
      // Short: a phone shows about ten characters of the box ("Tìm sản phẩm..." was cut).
      placeholder: 'Search',
      submit: 'Search',
    },
    footer: {
      tagline: 'Organic fruit and vegetables, picked this week by farmers we know.',
      shop: 'Shop',
      shopLinks: { products: 'All products', categories: 'Categories', cart: 'Cart', orders: 'My orders' },
      company: 'Company',
      companyLinks: { home: 'Home', about: 'About us', contact: 'Contact', account: 'My account' },
      care: 'Customer care',
      careLinks: {
        shopInformation: 'Shop information',
        delivery: 'Delivery policy',
        returns: 'Returns & refunds',
        inspection: 'Goods inspection',
        privacy: 'Privacy Policy',
        terms: 'Terms of Service',
      },
      contact: 'Contact',
      hours: (hours: string) => `Every day, ${hours}`,
      registration: (company: string, number: string, issuer: string, date: string) =>
        `${company} · Business registration no. ${number}, issued by ${issuer} on ${date}`,
      rights: (year: number, site: string) => `© ${year} ${site}. All rights reserved.`,
    },
    banner: {
      home: 'Home',
      breadcrumb: 'Breadcrumb',
    },
    language: { label: 'Language' },
  },
  vi: {
    header: {
      nav: { home: 'Trang chủ', about: 'Giới thiệu', shop: 'Cửa hàng', categories: 'Danh mục', contact: 'Liên hệ' },
      mainNav: 'Điều hướng chính',
      mobileNav: 'Điều hướng trên điện thoại',
      openMenu: 'Mở menu',
      hotline: 'Gọi cửa hàng:',
      zalo: 'Nhắn Zalo',
      closeMenu: 'Đóng menu',
    },
    search: {
      label: 'Tìm sản phẩm',
      placeholder: 'Tìm kiếm',
      submit: 'Tìm kiếm',
    },
    footer: {
      tagline: 'Rau củ quả hữu cơ, do những nhà nông quen biết thu hoạch ngay trong tuần.',
      shop: 'Mua sắm',
      shopLinks: { products: 'Tất cả sản phẩm', categories: 'Danh mục', cart: 'Giỏ hàng', orders: 'Đơn hàng của tôi' },
      company: 'Về chúng tôi',
      companyLinks: { home: 'Trang chủ', about: 'Giới thiệu', contact: 'Liên hệ', account: 'Tài khoản của tôi' },
      care: 'Chăm sóc khách hàng',
      careLinks: {
        shopInformation: 'Thông tin cửa hàng',
        delivery: 'Chính sách giao hàng',
        returns: 'Đổi trả và hoàn tiền',
        inspection: 'Chính sách kiểm hàng',
        privacy: 'Chính sách bảo mật',
        terms: 'Điều khoản dịch vụ',
      },
      contact: 'Liên hệ',
      hours: (hours: string) => `Hằng ngày, ${hours}`,
      registration: (company: string, number: string, issuer: string, date: string) =>
        `${company} · Giấy chứng nhận đăng ký doanh nghiệp số ${number} do ${issuer} cấp ngày ${date}`,
      rights: (year: number, site: string) => `© ${year} ${site}. Bảo lưu mọi quyền.`,
    },
    banner: {
      home: 'Trang chủ',
      breadcrumb: 'Đường dẫn',
    },
    language: { label: 'Ngôn ngữ' },
  },
});
