import { defineMessages } from '../../../lib/i18n';

/** The Terms of Service; they load with that route only. */
export const termsMessages = defineMessages({
  en: {
    metaDescription: 'The terms for ordering organic fruit and vegetables from Veggie Market.',
    title: 'Terms of Service',
    updated: 'Last updated: 1 November 2026',
    intro:
      'These terms apply when you create an account or place an order with Veggie Market, an online shop for organic fruit and vegetables delivering in Vietnam. By registering or ordering you agree to them.',
    sections: [
      {
        title: '1. Your account',
        paragraphs: [
          'You need an account to check out. Give us your real name, a working email address, and the phone number and delivery address where you can receive fresh produce. Keep your password to yourself; you are responsible for orders placed from your account.',
        ],
      },
      {
        title: '2. Products, prices and availability',
        paragraphs: [
          'Our produce is seasonal and harvested in small batches by partner farms in Đà Lạt, the Mekong Delta and around Hà Nội, so weights, sizes and colours vary a little from the photos. Prices are in Vietnamese dong (VND) and include VAT. A sale price applies only while it is shown on the product page.',
          'Stock is checked when you check out: if an item has just sold out, checkout tells you before any order is placed, so you only ever pay for what we can deliver.',
        ],
      },
      {
        title: '3. Orders and payment',
        paragraphs: [
          'An order is placed when you complete checkout; you can follow its status under My Orders. You pay the courier on delivery, in cash or by bank transfer. We may cancel an order we cannot deliver, for example when the address is outside our delivery area; you will not be charged for it.',
        ],
      },
      {
        title: '4. Delivery',
        paragraphs: [
          'We deliver in Hồ Chí Minh City and Hà Nội within one to two days and pack every order in chilled, recyclable boxes. Please make sure someone can receive the order: fresh produce cannot wait in a lobby all day.',
        ],
      },
      {
        title: '5. Freshness guarantee and returns',
        paragraphs: [
          'If anything arrives damaged, spoiled or not as described, send us a photo within 24 hours of delivery. We will refund or replace it at no cost. Because our products are perishable, we cannot accept returns of items that were delivered in good condition.',
        ],
      },
    ],
    closing: {
      title: '6. Changes and contact',
      before:
        'We may update these terms; the date above shows the latest version, and orders follow the terms in force when they were placed. How we handle your personal data is described in our ',
      link: 'Privacy Policy',
      after: (email: string, phone: string, hours: string) =>
        `. Questions? Write to ${email} or call ${phone} (every day, ${hours}).`,
    },
  },
  vi: {
    metaDescription: 'Điều khoản khi đặt mua rau củ quả hữu cơ tại Veggie Market.',
    title: 'Điều khoản dịch vụ',
    updated: 'Cập nhật lần cuối: 1 tháng 11 năm 2026',
    intro:
      'Các điều khoản này áp dụng khi bạn tạo tài khoản hoặc đặt hàng tại Veggie Market, cửa hàng trực tuyến bán rau củ quả hữu cơ giao hàng tại Việt Nam. Khi đăng ký hoặc đặt hàng, bạn đồng ý với các điều khoản này.',
    sections: [
      {
        title: '1. Tài khoản của bạn',
        paragraphs: [
          'Bạn cần có tài khoản để thanh toán. Hãy cung cấp họ tên thật, địa chỉ email đang dùng, cùng số điện thoại và địa chỉ nơi bạn có thể nhận nông sản tươi. Hãy giữ kín mật khẩu; bạn chịu trách nhiệm về các đơn hàng đặt từ tài khoản của mình.',
        ],
      },
      {
        title: '2. Sản phẩm, giá và tình trạng hàng',
        paragraphs: [
          'Nông sản của chúng tôi theo mùa và được các nông trại đối tác ở Đà Lạt, miền Tây và quanh Hà Nội thu hoạch theo từng mẻ nhỏ, nên cân nặng, kích cỡ và màu sắc có thể khác ảnh một chút. Giá tính bằng đồng Việt Nam (VND) và đã gồm VAT. Giá khuyến mãi chỉ áp dụng khi đang hiển thị trên trang sản phẩm.',
          'Tồn kho được kiểm tra khi bạn thanh toán: nếu một sản phẩm vừa hết hàng, bạn sẽ được báo trước khi đơn hàng được tạo, nên bạn chỉ trả tiền cho những gì chúng tôi giao được.',
        ],
      },
      {
        title: '3. Đặt hàng và thanh toán',
        paragraphs: [
          'Đơn hàng được tạo khi bạn hoàn tất thanh toán; bạn có thể theo dõi trạng thái trong mục Đơn hàng của tôi. Bạn trả tiền cho người giao hàng khi nhận, bằng tiền mặt hoặc chuyển khoản. Chúng tôi có thể hủy đơn không giao được, chẳng hạn khi địa chỉ nằm ngoài khu vực giao hàng; bạn sẽ không bị tính phí.',
        ],
      },
      {
        title: '4. Giao hàng',
        paragraphs: [
          'Chúng tôi giao hàng tại TP. Hồ Chí Minh và Hà Nội trong một đến hai ngày, mỗi đơn được đóng trong thùng giữ lạnh tái chế được. Hãy đảm bảo có người nhận hàng: nông sản tươi không thể chờ cả ngày ở sảnh.',
        ],
      },
      {
        title: '5. Cam kết tươi ngon và đổi trả',
        paragraphs: [
          'Nếu sản phẩm bị dập, hỏng hoặc không đúng mô tả, hãy gửi ảnh cho chúng tôi trong vòng 24 giờ sau khi nhận. Chúng tôi sẽ hoàn tiền hoặc đổi mới miễn phí. Vì sản phẩm dễ hư hỏng, chúng tôi không nhận trả lại hàng đã giao trong tình trạng tốt.',
        ],
      },
    ],
    closing: {
      title: '6. Thay đổi và liên hệ',
      before:
        'Chúng tôi có thể cập nhật các điều khoản này; ngày ở trên là phiên bản mới nhất, và đơn hàng tuân theo điều khoản có hiệu lực khi được đặt. Cách chúng tôi xử lý dữ liệu cá nhân của bạn được mô tả trong ',
      link: 'Chính sách bảo mật',
      after: (email: string, phone: string, hours: string) =>
        `. Có câu hỏi? Hãy viết cho ${email} hoặc gọi ${phone} (hằng ngày, ${hours}).`,
    },
  },
});
