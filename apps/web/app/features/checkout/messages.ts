import { defineMessages } from '../../lib/i18n';

/** The cart page (where the shopper checks out) and the checkout's answers. */
export const checkoutMessages = defineMessages({
  en: {
    metaTitle: 'Cart',
    metaDescription: 'Review the fresh produce in your cart and place your order.',
    heading: 'Shopping Cart',
    loading: 'Loading your cart…',
    empty: 'Your cart is empty.',
    columns: { product: 'Product', price: 'Price', quantity: 'Quantity', subtotal: 'Subtotal', remove: 'Remove' },
    summary: 'Order summary',
    total: 'Total',
    deliveryNote: 'Delivered to the phone and address in your profile.',
    checkout: 'Checkout',
    placing: 'Placing your order…',
    toast: {
      emptyCart: 'Your cart is empty',
      loginFirst: 'Please login to checkout',
      failed: 'Failed to create order. Please try again.',
      created: 'Order created successfully!',
    },
  },
  vi: {
    metaTitle: 'Giỏ hàng',
    metaDescription: 'Xem lại rau củ quả tươi trong giỏ hàng và đặt hàng.',
    heading: 'Giỏ hàng',
    loading: 'Đang tải giỏ hàng…',
    empty: 'Giỏ hàng của bạn đang trống.',
    columns: { product: 'Sản phẩm', price: 'Đơn giá', quantity: 'Số lượng', subtotal: 'Thành tiền', remove: 'Xóa' },
    summary: 'Tóm tắt đơn hàng',
    total: 'Tổng cộng',
    deliveryNote: 'Giao đến số điện thoại và địa chỉ trong hồ sơ của bạn.',
    checkout: 'Thanh toán',
    placing: 'Đang đặt hàng…',
    toast: {
      emptyCart: 'Giỏ hàng của bạn đang trống',
      loginFirst: 'Vui lòng đăng nhập để thanh toán',
      failed: 'Không thể tạo đơn hàng. Vui lòng thử lại.',
      created: 'Đặt hàng thành công!',
    },
  },
});
