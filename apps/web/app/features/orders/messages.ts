import { defineMessages } from '../../lib/i18n';

/** My Orders: the page, its order cards and their lines. */
export const ordersMessages = defineMessages({
  en: {
    metaTitle: 'My Orders',
    metaDescription: 'Your Veggie Market orders: status, items and delivery details.',
    title: 'My Orders',
    loading: 'Loading orders…',
    loginFirst: 'Please log in to see your orders.',
    login: 'Login',
    loadFailed: 'Failed to load orders. Please check your connection and try again.',
    tryAgain: 'Try Again',
    empty: {
      title: 'No Orders Yet',
      text: 'When you order fresh produce from us, your orders will appear here.',
      shop: 'Start Shopping',
      refresh: 'Refresh',
    },
    card: {
      order: 'Order ',
      items: 'Items',
      total: 'Total',
      show: 'View details',
      hide: 'Hide details',
    },
    lines: {
      items: 'Items',
      loading: 'Loading items…',
      failed: 'Failed to load order details',
      shippingTo: 'Shipping to',
    },
  },
  vi: {
    metaTitle: 'Đơn hàng của tôi',
    metaDescription: 'Đơn hàng của bạn tại Veggie Market: trạng thái, sản phẩm và thông tin giao hàng.',
    title: 'Đơn hàng của tôi',
    loading: 'Đang tải đơn hàng…',
    loginFirst: 'Vui lòng đăng nhập để xem đơn hàng của bạn.',
    login: 'Đăng nhập',
    loadFailed: 'Không tải được đơn hàng. Vui lòng kiểm tra kết nối mạng và thử lại.',
    tryAgain: 'Thử lại',
    empty: {
      title: 'Chưa có đơn hàng',
      text: 'Khi bạn đặt mua nông sản tươi của chúng tôi, đơn hàng sẽ hiện ở đây.',
      shop: 'Bắt đầu mua sắm',
      refresh: 'Làm mới',
    },
    card: {
      order: 'Đơn hàng ',
      items: 'Số sản phẩm',
      total: 'Tổng tiền',
      show: 'Xem chi tiết',
      hide: 'Ẩn chi tiết',
    },
    lines: {
      items: 'Sản phẩm',
      loading: 'Đang tải sản phẩm…',
      failed: 'Không tải được chi tiết đơn hàng',
      shippingTo: 'Giao đến',
    },
  },
});
