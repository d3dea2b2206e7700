import { defineMessages } from '../../lib/i18n';

/** How an order's status reads, on the storefront and in the admin alike. */
export const orderStatusMessages = defineMessages({
  en: {
    status: { processing: 'Processing', shipped: 'Shipped', delivered: 'Delivered', cancelled: 'Cancelled' },
    unknown: 'Unknown',
  },
  vi: {
    status: { processing: 'Đang xử lý', shipped: 'Đang giao', delivered: 'Đã giao', cancelled: 'Đã hủy' },
    unknown: 'Không xác định',
  },
});
