import { defineMessages } from '../../../lib/i18n';

/** The cart's lines as the drawer and the cart page show them. */
export const cartListMessages = defineMessages({
  en: {
    drawerTitle: 'Shopping cart',
    closeDrawer: 'Close cart',
    empty: 'Your cart is empty',
    continueShopping: 'Continue Shopping',
    itemsInCart: 'Items in your cart',
    remove: (name: string) => `Remove ${name}`,
    subtotal: 'Subtotal',
    shippingNote: 'Shipping and taxes calculated at checkout.',
    checkout: 'Checkout',
    clear: 'Clear Cart',
    stepper: {
      group: (name: string) => `Quantity of ${name}`,
      decrease: (name: string) => `Decrease quantity of ${name}`,
      increase: (name: string) => `Increase quantity of ${name}`,
    },
  },
  vi: {
    drawerTitle: 'Giỏ hàng',
    closeDrawer: 'Đóng giỏ hàng',
    empty: 'Giỏ hàng của bạn đang trống',
    continueShopping: 'Tiếp tục mua sắm',
    itemsInCart: 'Sản phẩm trong giỏ hàng',
    remove: (name: string) => `Xóa ${name}`,
    subtotal: 'Tạm tính',
    shippingNote: 'Phí giao hàng và thuế được tính khi thanh toán.',
    checkout: 'Thanh toán',
    clear: 'Xóa giỏ hàng',
    stepper: {
      group: (name: string) => `Số lượng ${name}`,
      decrease: (name: string) => `Giảm số lượng ${name}`,
      increase: (name: string) => `Tăng số lượng ${name}`,
    },
  },
});
