import { defineMessages } from '../../lib/i18n';

/**
 * The header's Cart button and the cart's own notices: what every page loads. The drawer's and the cart
 * page's words are in components/messages.ts, which loads with them.
 */
export const cartMessages = defineMessages({
  en: {
    button: 'Cart',
    badge: (count: number) => `, ${count} ${count === 1 ? 'item' : 'items'}`,
    notices: {
      quantityLimit: (max: number) => `You can have at most ${max} of one product in your cart`,
      cappedToStock: (available: number, product: string) =>
        `Only ${available} of "${product}" in stock: your cart holds ${available}`,
      perOrderLimit: (max: number, product: string) =>
        `You can buy at most ${max} of "${product}" in one order: your cart holds ${max}`,
      mergeCapped: (product: string, requested: number, quantity: number) =>
        `Your cart holds ${quantity} of "${product}", not ${requested}: that is all we can sell you`,
      mergeSoldOut: (product: string) => `"${product}" is sold out and was not added to your cart`,
    },
  },
  vi: {
    button: 'Giỏ hàng',
    badge: (count: number) => `, ${count} sản phẩm`,
    notices: {
      quantityLimit: (max: number) => `Mỗi sản phẩm chỉ được đặt tối đa ${max} trong giỏ hàng`,
      cappedToStock: (available: number, product: string) =>
        `Chỉ còn ${available} sản phẩm "${product}" trong kho: giỏ hàng của bạn có ${available}`,
      perOrderLimit: (max: number, product: string) =>
        `Mỗi đơn hàng chỉ được mua tối đa ${max} sản phẩm "${product}": giỏ hàng của bạn có ${max}`,
      mergeCapped: (product: string, requested: number, quantity: number) =>
        `Giỏ hàng của bạn có ${quantity} sản phẩm "${product}" thay vì ${requested}: đó là tất cả số hàng chúng tôi còn`,
      mergeSoldOut: (product: string) => `"${product}" đã hết hàng và không được thêm vào giỏ hàng`,
    },
  },
});
