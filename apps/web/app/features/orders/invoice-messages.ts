import { defineMessages } from '../../lib/i18n';

/** An order's e-invoice on its card (components/order-invoice.tsx). */
export const orderInvoiceMessages = defineMessages({
  en: {
    title: 'E-invoice',
    pending: 'Being issued: it appears here within a few minutes.',
    failed: 'Not issued yet: the shop is on it.',
    number: (series: string, number: string) => `Series ${series}, no. ${number}`,
    lookupCode: 'Lookup code',
    pdf: 'Invoice PDF',
    adjustment: (series: string, number: string) => `Adjustment: series ${series}, no. ${number}`,
    adjustmentPending: 'An adjustment invoice is being issued.',
  },
  vi: {
    title: 'Hóa đơn điện tử',
    pending: 'Đang xuất hóa đơn: sẽ hiện ở đây trong vài phút.',
    failed: 'Chưa xuất được hóa đơn: cửa hàng đang xử lý.',
    number: (series: string, number: string) => `Ký hiệu ${series}, số ${number}`,
    lookupCode: 'Mã tra cứu',
    pdf: 'Hóa đơn PDF',
    adjustment: (series: string, number: string) => `Hóa đơn điều chỉnh: ký hiệu ${series}, số ${number}`,
    adjustmentPending: 'Đang xuất hóa đơn điều chỉnh.',
  },
});
