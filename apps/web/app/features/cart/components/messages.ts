import { defineMessages } from '../../../lib/i18n';

/** The cart's lines as the drawer and the cart page show them. */
export const cartListMessages = defineMessages({
  en: {
    drawerTitle: 'Shopping cart',
    closeDrawer: 'Close cart',
    empty: 'Your cart is empty',
    continueShopping: 'Continue Shopping',
    itemsInCart: 'Items in your cart',
    /** A line of the checkout's summary: how many of the unit it is sold by ("2 × bunch of 300 g"). */
    quantityOf: (quantity: number, unit: string) => `${quantity} × ${unit}`,
    remove: (name: string) => `Remove ${name}`,
    subtotal: 'Subtotal',
    estimatedSubtotal: 'Estimated subtotal',
    estimateNote: 'Items sold by weight are weighed when packed: your total is final then.',
    shippingNote: 'Shipping and taxes calculated at checkout.',
    checkout: 'Checkout',
    clear: 'Clear Cart',
    stepper: {
      group: (name: string) => `Quantity of ${name}`,
      decrease: (name: string) => `Decrease quantity of ${name}`,
      increase: (name: string) => `Increase quantity of ${name}`,
      weightGroup: (name: string) => `Weight of ${name}`,
      weightDecrease: (name: string) => `Less ${name}`,
      weightIncrease: (name: string) => `More ${name}`,
    },
  },
  vi: {
    drawerTitle: 'Giỏ hàng',
    closeDrawer: 'Đóng giỏ hàng',
    empty: 'Giỏ hàng của bạn đang trống',
    continueShopping: 'Tiếp tục mua sắm',
    itemsInCart: 'Sản phẩm trong giỏ hàng',
    quantityOf: (quantity: number, unit: string) => `${quantity} × ${unit}`,
    remove: (name: string) => `Xóa ${name}`,
    subtotal: 'Tạm tính',
    estimatedSubtotal: 'Tạm tính (ước tính)',
    estimateNote: 'Hàng bán theo cân được cân khi đóng gói: lúc đó tổng tiền mới là số cuối cùng.',
    shippingNote: 'Phí giao hàng và thuế được tính khi thanh toán.',
    checkout: 'Thanh toán',
    clear: 'Xóa giỏ hàng',
    stepper: {
      group: (name: string) => `Số lượng ${name}`,
      decrease: (name: string) => `Giảm số lượng ${name}`,
      increase: (name: string) => `Tăng số lượng ${name}`,
      weightGroup: (name: string) => `Khối lượng ${name}`,
      weightDecrease: (name: string) => `Bớt ${name}`,
      weightIncrease: (name: string) => `Thêm ${name}`,
    },
  },
});
