import { defineMessages } from '../../../lib/i18n';

export const adminDashboardMessages = defineMessages({
  en: {
    metaTitle: 'Admin dashboard',
    title: 'Dashboard',
    description: 'How the shop is doing today.',
    totals: 'Order totals',
    deliveredOrders: 'Delivered Orders',
    processingOrders: 'Processing Orders',
    quickActions: 'Quick Actions',
    actions: {
      products: { label: 'Manage Products', description: 'Add produce, update prices and stock' },
      categories: { label: 'Manage Categories', description: 'Organise the shop aisles' },
      orders: { label: 'Manage Orders', description: 'Ship, deliver or cancel orders' },
      users: { label: 'Manage Users', description: 'Roles and customer accounts' },
      stats: { label: 'View Statistics', description: 'Revenue, rates and best sellers' },
    },
  },
  vi: {
    metaTitle: 'Tổng quan quản trị',
    title: 'Tổng quan',
    description: 'Tình hình cửa hàng hôm nay.',
    totals: 'Tổng số đơn hàng',
    deliveredOrders: 'Đơn đã giao',
    processingOrders: 'Đơn đang xử lý',
    quickActions: 'Thao tác nhanh',
    actions: {
      products: { label: 'Quản lý sản phẩm', description: 'Thêm nông sản, cập nhật giá và tồn kho' },
      categories: { label: 'Quản lý danh mục', description: 'Sắp xếp các quầy hàng' },
      orders: { label: 'Quản lý đơn hàng', description: 'Giao, hoàn tất hoặc hủy đơn hàng' },
      users: { label: 'Quản lý người dùng', description: 'Vai trò và tài khoản khách hàng' },
      stats: { label: 'Xem thống kê', description: 'Doanh thu, tỷ lệ và sản phẩm bán chạy' },
    },
  },
});
