import { defineMessages } from '../../../lib/i18n';

/** The product page: its frame, stock, quantity and Add To Cart (its tabs' words are in ./tabs-messages). */
export const productMessages = defineMessages({
  en: {
    page: {
      /** The green band's title above the product (a paragraph: the product's name is the page's h1). */
      banner: 'Product details',
      metaDescription: (name: string, price: string, _about: string) =>
        `Buy ${name} for ${price} at Veggie Market: organic produce from Vietnamese farms, delivered to your door.`,
      shop: 'Shop',
      product: 'Product',
      notFound: 'Product not found',
      loadFailed: 'Failed to load product details',
      relatedFailed: 'Failed to load related products',
      notFoundHint: 'This product may have sold out for the season or been removed from the shop.',
      failedHint: 'Please check your connection and try again in a moment.',
      backToShop: 'Back to Shop',
      related: 'Related Products',
      noRelated: 'No other products in this category yet.',
    },
    stock: {
      out: 'Out of stock',
      low: (count: number) => `Only ${count} left in stock`,
      in: 'In stock',
    },
    quantity: { label: 'Quantity', decrease: 'Decrease quantity', increase: 'Increase quantity' },
    weight: {
      label: 'Weight',
      decrease: (step: string) => `${step} less`,
      increase: (step: string) => `${step} more`,
      estimate: (weight: string, amount: string) => `${weight} ≈ ${amount}`,
      step: (step: string) => `In steps of ${step}. Weighed when packed: the price is final then.`,
      stepAndMinimum: (step: string, minimum: string) =>
        `In steps of ${step}, at least ${minimum}. Weighed when packed: the price is final then.`,
    },
    stockWeight: { low: (weight: string) => `Only ${weight} left in stock` },
    perOrderLimit: (max: string) => `Max ${max} per order`,
    addToCart: 'Add To Cart',
    added: (name: string, quantity: number) => `${name} (×${quantity}) added to your cart`,
    addedWeight: (name: string, weight: string) => `${name} (${weight}) added to your cart`,
    addFailed: 'Could not add this product to your cart. Please try again.',
  },
  vi: {
    page: {
      banner: 'Chi tiết sản phẩm',
      // The product's own description is Vietnamese: a Vietnamese page describes itself with it.
      metaDescription: (_name: string, _price: string, about: string) => about,
      shop: 'Cửa hàng',
      product: 'Sản phẩm',
      notFound: 'Không tìm thấy sản phẩm',
      loadFailed: 'Không tải được thông tin sản phẩm',
      relatedFailed: 'Không tải được sản phẩm liên quan',
      notFoundHint: 'Sản phẩm này có thể đã hết mùa hoặc không còn bán trong cửa hàng.',
      failedHint: 'Vui lòng kiểm tra kết nối mạng và thử lại sau giây lát.',
      backToShop: 'Quay lại cửa hàng',
      related: 'Sản phẩm liên quan',
      noRelated: 'Chưa có sản phẩm nào khác trong danh mục này.',
    },
    stock: {
      out: 'Hết hàng',
      low: (count: number) => `Chỉ còn ${count} sản phẩm`,
      in: 'Còn hàng',
    },
    quantity: { label: 'Số lượng', decrease: 'Giảm số lượng', increase: 'Tăng số lượng' },
    weight: {
      label: 'Khối lượng',
      decrease: (step: string) => `Bớt ${step}`,
      increase: (step: string) => `Thêm ${step}`,
      estimate: (weight: string, amount: string) => `${weight} ≈ ${amount}`,
      step: (step: string) => `Mỗi bước ${step}. Hàng được cân khi đóng gói, lúc đó giá mới là giá cuối cùng.`,
      stepAndMinimum: (step: string, minimum: string) =>
        `Mỗi bước ${step}, tối thiểu ${minimum}. Hàng được cân khi đóng gói, lúc đó giá mới là giá cuối cùng.`,
    },
    stockWeight: { low: (weight: string) => `Chỉ còn ${weight}` },
    perOrderLimit: (max: string) => `Tối đa ${max} mỗi đơn`,
    addToCart: 'Thêm vào giỏ',
    added: (name: string, quantity: number) => `Đã thêm ${name} (×${quantity}) vào giỏ hàng`,
    addedWeight: (name: string, weight: string) => `Đã thêm ${name} (${weight}) vào giỏ hàng`,
    addFailed: 'Không thể thêm sản phẩm này vào giỏ hàng. Vui lòng thử lại.',
  },
});
