import { defineMessages } from '../../lib/i18n';

/** The payment page of an order: the transfer's QR code and details, its countdown and its outcome. */
export const paymentMessages = defineMessages({
  en: {
    metaTitle: 'Payment',
    metaDescription: 'Pay your Veggie Market order by bank transfer with a VietQR code.',
    heading: 'Payment',
    order: (id: string) => `Order ${id}`,
    loading: 'Loading the payment…',
    loginFirst: 'Please log in to pay your order.',
    login: 'Login',
    notFound: 'We could not find this order among yours.',
    loadFailed: 'Failed to load the payment. Please check your connection and try again.',
    tryAgain: 'Try Again',
    toOrders: 'My Orders',
    shop: 'Continue Shopping',
    transfer: {
      title: 'Pay by bank transfer',
      scan: 'Scan the QR code with your banking app, or transfer by hand with the details below.',
      qrAlt: (bank: string, amount: string, reference: string) =>
        `VietQR code: transfer ${amount} to ${bank} with the description ${reference}`,
      qrHidden: 'The QR code is for the full amount: transfer the rest by hand with the details below.',
      details: 'Transfer details',
      bank: 'Bank',
      accountNumber: 'Account number',
      accountName: 'Account holder',
      amount: 'Amount',
      remaining: 'Amount still to transfer',
      reference: 'Transfer description',
      referenceHint: 'Write exactly this description, so we find your order.',
      copy: {
        accountNumber: 'Copy account number',
        accountName: 'Copy account holder',
        amount: 'Copy amount',
        reference: 'Copy transfer description',
      },
    },
    countdown: {
      left: 'Time left to pay',
      ranOut: 'The time to pay has run out: please do not transfer now. If you already did, this page updates.',
    },
    status: {
      waiting: 'Waiting for your transfer. This page updates by itself when the money arrives.',
      underpaid: (received: string, total: string, remaining: string) =>
        `We received ${received} of ${total}. Please transfer the remaining ${remaining} with the same description.`,
      paid: 'Paid',
      paidText: (amount: string) => `We received ${amount}. Thank you! We are preparing your order.`,
      overpaid: (extra: string) => `You sent ${extra} more than the total: we will refund it.`,
      expired: 'Payment time ran out',
      expiredText:
        'The transfer did not arrive in time, so the order was cancelled. If you have already paid, we will refund you.',
      refunded: 'Refunded',
      refundedText: 'This order was cancelled and the money you sent was refunded.',
    },
    cod: {
      title: 'Cash on delivery',
      text: (amount: string) => `Pay ${amount} in cash to the driver when your order arrives.`,
      paid: 'Paid',
      paidText: (amount: string) => `We received ${amount}. Thank you!`,
    },
  },
  vi: {
    metaTitle: 'Thanh toán đơn hàng',
    metaDescription: 'Thanh toán đơn hàng Veggie Market bằng chuyển khoản qua mã VietQR.',
    heading: 'Thanh toán đơn hàng',
    order: (id: string) => `Đơn hàng ${id}`,
    loading: 'Đang tải thông tin thanh toán…',
    loginFirst: 'Vui lòng đăng nhập để thanh toán đơn hàng.',
    login: 'Đăng nhập',
    notFound: 'Không tìm thấy đơn hàng này trong các đơn của bạn.',
    loadFailed: 'Không tải được thông tin thanh toán. Vui lòng kiểm tra kết nối mạng và thử lại.',
    tryAgain: 'Thử lại',
    toOrders: 'Đơn hàng của tôi',
    shop: 'Tiếp tục mua sắm',
    transfer: {
      title: 'Thanh toán bằng chuyển khoản',
      scan: 'Quét mã QR bằng ứng dụng ngân hàng, hoặc chuyển khoản thủ công theo thông tin bên dưới.',
      qrAlt: (bank: string, amount: string, reference: string) =>
        `Mã VietQR: chuyển ${amount} đến ${bank} với nội dung ${reference}`,
      qrHidden: 'Mã QR ghi số tiền của cả đơn: hãy chuyển phần còn lại thủ công theo thông tin bên dưới.',
      details: 'Thông tin chuyển khoản',
      bank: 'Ngân hàng',
      accountNumber: 'Số tài khoản',
      accountName: 'Chủ tài khoản',
      amount: 'Số tiền',
      remaining: 'Số tiền còn phải chuyển',
      reference: 'Nội dung chuyển khoản',
      referenceHint: 'Ghi đúng nội dung này để chúng tôi nhận ra đơn hàng của bạn.',
      copy: {
        accountNumber: 'Sao chép số tài khoản',
        accountName: 'Sao chép tên chủ tài khoản',
        amount: 'Sao chép số tiền',
        reference: 'Sao chép nội dung chuyển khoản',
      },
    },
    countdown: {
      left: 'Thời gian còn lại để thanh toán',
      ranOut:
        'Đã hết thời gian thanh toán: vui lòng không chuyển khoản nữa. Nếu bạn đã chuyển, trang này sẽ tự cập nhật.',
    },
    status: {
      waiting: 'Đang chờ tiền chuyển đến. Trang này tự cập nhật khi nhận được tiền.',
      underpaid: (received: string, total: string, remaining: string) =>
        `Chúng tôi đã nhận ${received} trên tổng ${total}. Vui lòng chuyển thêm ${remaining} với cùng nội dung.`,
      paid: 'Đã thanh toán',
      paidText: (amount: string) => `Chúng tôi đã nhận ${amount}. Cảm ơn bạn! Đơn hàng đang được chuẩn bị.`,
      overpaid: (extra: string) => `Bạn đã chuyển dư ${extra} so với tổng tiền: chúng tôi sẽ hoàn lại khoản này.`,
      expired: 'Đã hết thời gian thanh toán',
      expiredText:
        'Không nhận được tiền chuyển khoản đúng hạn nên đơn hàng đã bị hủy. Nếu bạn đã chuyển tiền, chúng tôi sẽ hoàn lại.',
      refunded: 'Đã hoàn tiền',
      refundedText: 'Đơn hàng này đã bị hủy và số tiền bạn chuyển đã được hoàn lại.',
    },
    cod: {
      title: 'Thanh toán khi nhận hàng (COD)',
      text: (amount: string) => `Vui lòng trả ${amount} tiền mặt cho người giao hàng khi nhận đơn.`,
      paid: 'Đã thanh toán',
      paidText: (amount: string) => `Chúng tôi đã nhận ${amount}. Cảm ơn bạn!`,
    },
  },
});
