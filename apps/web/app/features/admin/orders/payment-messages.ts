import { defineMessages } from '../../../lib/i18n';

/**
 * How an order's payment reads in the admin (orders list and detail): its method and status, the payment
 * filter, and what an admin records (mark as paid, mark refunded).
 */
export const adminPaymentMessages = defineMessages({
  en: {
    method: { cod: 'Cash on delivery', bank_transfer: 'Bank transfer' },
    status: { unpaid: 'Unpaid', paid: 'Paid', expired: 'Expired', refunded: 'Refunded' },
    filter: { unpaid: 'Unpaid', paid: 'Paid', refund_due: 'Refund due' },
    refundDue: (amount: string) => `Refund due ${amount}`,
    received: (amount: string) => `Received ${amount}`,
    panel: {
      title: 'Payment',
      method: 'Method',
      status: 'Status',
      reference: 'Transfer reference',
      expiresAt: 'Expires',
      amountReceived: 'Amount received',
      refundDue: 'Refund due',
      paidAt: 'Paid at',
      none: '—',
      markPaid: 'Mark as paid',
      markRefunded: 'Mark refunded',
    },
    markPaid: {
      title: (id: string) => `Mark order ${id} as paid`,
      intro: (amount: string) =>
        `Record that the shop received ${amount} for this order. The reference is kept in the audit log.`,
      reference: 'Bank reference or receipt number',
      referenceHint: "The bank's transaction code, or the number on the driver's cash receipt",
      confirm: (amount: string) => `I confirm the shop received ${amount}`,
      confirmNeeded: 'Tick the box to confirm the money arrived',
      submit: 'Mark as paid',
      done: 'Order marked as paid',
      failed: 'Failed to mark the order as paid',
    },
    markRefunded: {
      title: (id: string) => `Refund for order ${id}`,
      intro: (amount: string) => `Record that ${amount} was paid back to the customer.`,
      reference: 'Bank reference of the refund',
      referenceHint: "The bank's transaction code of the transfer back to the customer",
      submit: 'Mark refunded',
      done: 'Refund recorded',
      failed: 'Failed to record the refund',
    },
  },
  vi: {
    method: { cod: 'Thanh toán khi nhận hàng', bank_transfer: 'Chuyển khoản' },
    status: { unpaid: 'Chưa thanh toán', paid: 'Đã thanh toán', expired: 'Hết hạn', refunded: 'Đã hoàn tiền' },
    filter: { unpaid: 'Chưa thanh toán', paid: 'Đã thanh toán', refund_due: 'Cần hoàn tiền' },
    refundDue: (amount: string) => `Cần hoàn ${amount}`,
    received: (amount: string) => `Đã nhận ${amount}`,
    panel: {
      title: 'Thanh toán',
      method: 'Phương thức',
      status: 'Trạng thái',
      reference: 'Nội dung chuyển khoản',
      expiresAt: 'Hết hạn lúc',
      amountReceived: 'Số tiền đã nhận',
      refundDue: 'Cần hoàn lại',
      paidAt: 'Thanh toán lúc',
      none: '—',
      markPaid: 'Xác nhận đã thanh toán',
      markRefunded: 'Xác nhận đã hoàn tiền',
    },
    markPaid: {
      title: (id: string) => `Xác nhận đơn hàng ${id} đã thanh toán`,
      intro: (amount: string) =>
        `Ghi nhận cửa hàng đã nhận ${amount} cho đơn hàng này. Mã tham chiếu được lưu trong nhật ký hoạt động.`,
      reference: 'Mã giao dịch ngân hàng hoặc số biên nhận',
      referenceHint: 'Mã giao dịch của ngân hàng, hoặc số trên biên nhận tiền mặt của tài xế',
      confirm: (amount: string) => `Tôi xác nhận cửa hàng đã nhận ${amount}`,
      confirmNeeded: 'Đánh dấu ô này để xác nhận đã nhận tiền',
      submit: 'Xác nhận đã thanh toán',
      done: 'Đã xác nhận đơn hàng được thanh toán',
      failed: 'Không thể xác nhận thanh toán',
    },
    markRefunded: {
      title: (id: string) => `Hoàn tiền đơn hàng ${id}`,
      intro: (amount: string) => `Ghi nhận đã chuyển trả ${amount} cho khách hàng.`,
      reference: 'Mã giao dịch hoàn tiền',
      referenceHint: 'Mã giao dịch của ngân hàng khi chuyển trả cho khách hàng',
      submit: 'Xác nhận đã hoàn tiền',
      done: 'Đã ghi nhận hoàn tiền',
      failed: 'Không thể ghi nhận hoàn tiền',
    },
  },
});
