import { defineMessages } from '../../../lib/i18n';

/** The product page's description and details tabs: their words load with them (components/product-page.tsx). */
export const productTabsMessages = defineMessages({
  en: {
    tabs: {
      label: 'Product information',
      description: 'Product Description',
      info: 'Additional Info',
    },
    info: {
      category: 'Category',
      price: 'Price',
      availability: 'Availability',
      outOfStock: 'Out of stock',
      low: (count: number) => `Only ${count} left`,
      inStock: (count: number) => `In stock (${count})`,
      origin: 'Origin',
      originText: 'Grown on partner farms in Vietnam, without chemical pesticides',
      delivery: 'Delivery',
      deliveryText: 'Packed on the morning of delivery and kept cool on the way to you',
    },
  },
  vi: {
    tabs: {
      label: 'Thông tin sản phẩm',
      description: 'Mô tả sản phẩm',
      info: 'Thông tin thêm',
    },
    info: {
      category: 'Danh mục',
      price: 'Giá',
      availability: 'Tình trạng',
      outOfStock: 'Hết hàng',
      low: (count: number) => `Chỉ còn ${count}`,
      inStock: (count: number) => `Còn hàng (${count})`,
      origin: 'Xuất xứ',
      originText: 'Trồng tại các nông trại đối tác ở Việt Nam, không dùng thuốc trừ sâu hóa học',
      delivery: 'Giao hàng',
      deliveryText: 'Đóng gói vào sáng ngày giao và giữ lạnh suốt đường đến nhà bạn',
    },
  },
});
