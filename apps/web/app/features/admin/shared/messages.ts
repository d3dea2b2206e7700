import { defineMessages } from '../../../lib/i18n';

/** The admin frame: the sidebar and the layout's loading screen. */
export const adminLayoutMessages = defineMessages({
  en: {
    loading: 'Loading admin panel…',
    brand: 'Admin',
    openMenu: 'Open admin menu',
    closeMenu: 'Close admin menu',
    nav: 'Admin',
    links: {
      dashboard: 'Dashboard',
      users: 'Users',
      products: 'Products',
      categories: 'Categories',
      orders: 'Orders',
      payments: 'Bank transfers',
      invoices: 'E-invoices',
      delivery: 'Delivery',
      promotions: 'Promotions',
      stats: 'Statistics',
      audit: 'Audit log',
      messages: 'Messages',
      settings: 'Shop settings',
      search: 'Search',
    },
    signedInAs: 'Signed in as',
    backHome: 'Back to Home',
    forbidden: 'You do not have permission to access the admin panel',
  },
  vi: {
    loading: 'Đang tải trang quản trị…',
    brand: 'Quản trị',
    openMenu: 'Mở menu quản trị',
    closeMenu: 'Đóng menu quản trị',
    nav: 'Quản trị',
    links: {
      dashboard: 'Tổng quan',
      users: 'Người dùng',
      products: 'Sản phẩm',
      categories: 'Danh mục',
      orders: 'Đơn hàng',
      payments: 'Chuyển khoản ngân hàng',
      invoices: 'Hóa đơn điện tử',
      delivery: 'Giao hàng',
      promotions: 'Khuyến mãi',
      stats: 'Thống kê',
      audit: 'Nhật ký quản trị',
      messages: 'Tin nhắn',
      settings: 'Cài đặt cửa hàng',
      search: 'Tìm kiếm',
    },
    signedInAs: 'Đang đăng nhập:',
    backHome: 'Về trang chủ',
    forbidden: 'Bạn không có quyền vào trang quản trị',
  },
});

/** The words of the pieces every admin list shares (banner, table, filter, delete dialog), in the admin's language. */
export const adminListMessages = defineMessages({
  en: {
    dismiss: 'Dismiss',
    actions: 'Actions',
    refresh: 'Refresh',
    delete: { confirm: 'Delete', pending: 'Deleting…', cancel: 'Cancel' },
  },
  vi: {
    dismiss: 'Đóng',
    actions: 'Thao tác',
    refresh: 'Làm mới',
    delete: { confirm: 'Xóa', pending: 'Đang xóa...', cancel: 'Hủy' },
  },
});

/** An order whose free-text address matched no delivery zone (the bodyless checkout), on any admin screen. */
export const addressCheckMessages = defineMessages({
  en: {
    notChecked: 'Address not checked',
    explain: 'Placed without an address-book address: it matched no delivery zone, so check it before delivering.',
  },
  vi: {
    notChecked: 'Địa chỉ chưa kiểm tra',
    explain: 'Đơn đặt không qua sổ địa chỉ: địa chỉ không khớp khu vực giao hàng nào, hãy kiểm tra trước khi giao.',
  },
});

/** What the packers did with an order's line (packing list, order details): the shopper's choice and the outcome. */
export const packingChangeMessages = defineMessages({
  en: {
    similar: 'If out of stock: a similar product',
    none: 'If out of stock: no replacement, refund',
    replacedBy: (name: string, quantity: string, amount: string) => `→ ${name} × ${quantity}, ${amount}`,
    removed: 'Out of stock: taken out of the order',
  },
  vi: {
    similar: 'Nếu hết hàng: thay sản phẩm tương tự',
    none: 'Nếu hết hàng: không thay, hoàn tiền',
    replacedBy: (name: string, quantity: string, amount: string) => `→ ${name} × ${quantity}, ${amount}`,
    removed: 'Hết hàng: đã bỏ khỏi đơn',
  },
});
