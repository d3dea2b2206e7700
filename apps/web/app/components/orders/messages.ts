import { defineMessages } from '../../lib/i18n';

/** How an order's status and size read, on the storefront and in the admin alike. */
export const orderStatusMessages = defineMessages({
  en: {
    status: { processing: 'Processing', shipped: 'Shipped', delivered: 'Delivered', cancelled: 'Cancelled' },
    unknown: 'Unknown',
    items: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
  },
  vi: {
    status: { processing: 'Đang xử lý', shipped: 'Đang giao', delivered: 'Đã giao', cancelled: 'Đã hủy' },
    unknown: 'Không xác định',
    items: (n: number) => `${n} sản phẩm`,
  },
});
