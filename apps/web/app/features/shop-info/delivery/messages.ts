import type { PolicyTerms } from '../policy-terms';
import { defineMessages } from '../../../lib/i18n';

/** The delivery policy; it loads with that route only. */
export const deliveryMessages = defineMessages({
  en: {
    metaDescription: 'Where and when Veggie Market delivers, what delivery costs and how your produce is packed.',
    title: 'Delivery policy',
    updated: 'Last updated: 24 November 2026',
    intro:
      'We pick and pack your order on the day it goes out, so it reaches you as fresh as we can make it. Here is where and when we deliver, and what to expect at the door.',
    sections: (t: PolicyTerms) => [
      {
        title: '1. Where we deliver',
        paragraphs: [
          'We deliver in Hồ Chí Minh City and Hà Nội. When you enter your address at checkout we tell you at once whether we reach it; if we do not, no order is placed.',
        ],
      },
      {
        title: '2. When',
        paragraphs: [
          `Our drivers deliver every day, ${t.deliveryHours}. Orders placed before ${t.sameDayCutoff} can be delivered the same day; later orders from the next morning. At checkout you choose a delivery slot, and the driver calls you before arriving.`,
        ],
      },
      {
        title: '3. What it costs',
        paragraphs: [
          'The delivery fee depends on your area and is shown in your cart before you order, together with any minimum order and the amount above which delivery is free. You never pay more for delivery than the cart showed.',
        ],
      },
      {
        title: '4. How we pack',
        paragraphs: [
          'Leafy greens, herbs and berries travel in chilled, recyclable boxes; fruit and roots in paper bags. We avoid plastic where we can and take our boxes back at your next delivery.',
        ],
      },
      {
        title: '5. Receiving your order',
        paragraphs: [
          'You may open the parcel and check everything before you pay: see our goods inspection policy. If nobody answers, the driver tries once more within your slot and then we call you to arrange a new time at no extra cost.',
          `Questions about a delivery? Call ${t.phone} (every day, ${t.openingHours}) or write to ${t.email}.`,
        ],
      },
    ],
  },
  vi: {
    metaDescription:
      'Veggie Market giao hàng ở đâu, khi nào, phí giao hàng bao nhiêu và nông sản được đóng gói ra sao.',
    title: 'Chính sách giao hàng',
    updated: 'Cập nhật lần cuối: 24 tháng 11 năm 2026',
    intro:
      'Chúng tôi nhặt và đóng gói đơn hàng ngay trong ngày giao, để nông sản đến tay bạn tươi nhất có thể. Dưới đây là nơi và thời gian chúng tôi giao hàng, và những gì bạn sẽ gặp khi nhận hàng.',
    sections: (t: PolicyTerms) => [
      {
        title: '1. Khu vực giao hàng',
        paragraphs: [
          'Chúng tôi giao hàng tại TP. Hồ Chí Minh và Hà Nội. Khi bạn nhập địa chỉ lúc thanh toán, chúng tôi cho biết ngay có giao được hay không; nếu không, đơn hàng sẽ không được tạo.',
        ],
      },
      {
        title: '2. Thời gian giao hàng',
        paragraphs: [
          `Tài xế giao hàng mỗi ngày, từ ${t.deliveryHours}. Đơn đặt trước ${t.sameDayCutoff} có thể được giao ngay trong ngày; đơn đặt sau giờ đó được giao từ sáng hôm sau. Khi thanh toán, bạn chọn khung giờ nhận hàng, và tài xế sẽ gọi cho bạn trước khi đến.`,
        ],
      },
      {
        title: '3. Phí giao hàng',
        paragraphs: [
          'Phí giao hàng tùy theo khu vực và được hiển thị trong giỏ hàng trước khi bạn đặt, cùng với giá trị đơn tối thiểu và mức miễn phí giao hàng. Bạn không bao giờ trả phí giao hàng cao hơn số tiền giỏ hàng đã hiển thị.',
        ],
      },
      {
        title: '4. Đóng gói',
        paragraphs: [
          'Rau lá, rau thơm và quả mọng được đựng trong thùng giữ lạnh có thể tái chế; trái cây và củ được đựng trong túi giấy. Chúng tôi hạn chế nhựa hết mức có thể và thu lại thùng ở lần giao tiếp theo.',
        ],
      },
      {
        title: '5. Nhận hàng',
        paragraphs: [
          'Bạn được mở gói và kiểm tra mọi thứ trước khi thanh toán: xem chính sách kiểm hàng của chúng tôi. Nếu không liên lạc được với bạn, tài xế sẽ thử lại một lần trong khung giờ đã chọn, sau đó chúng tôi gọi để hẹn giờ giao mới mà không thu thêm phí.',
          `Có câu hỏi về việc giao hàng? Gọi ${t.phone} (hằng ngày, ${t.openingHours}) hoặc viết cho ${t.email}.`,
        ],
      },
    ],
  },
});
