import { defineMessages } from '../../lib/i18n';

/** The header's Cart button, the cart drawer and the lines both the drawer and the cart page show. */
export const cartMessages = defineMessages({
  en: {
    button: 'Cart',
    badge: (count: number) => `, ${count} ${count === 1 ? 'item' : 'items'}`,
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
    button: 'Giỏ hàng',
    badge: (count: number) => `, ${count} sản phẩm`,
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
