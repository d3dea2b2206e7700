import type { PolicyTerms } from '../policy-terms';
import { defineMessages } from '../../../lib/i18n';

/** The goods-inspection policy (kiểm hàng); it loads with that route only. */
export const inspectionMessages = defineMessages({
  en: {
    metaDescription: 'At Veggie Market you may open your parcel and check every item before you pay the driver.',
    title: 'Goods inspection policy',
    updated: 'Last updated: 24 November 2026',
    intro:
      'You may open your order and check it in front of the driver before you pay or sign for it. You pay only for what you accept.',
    sections: (t: PolicyTerms) => [
      {
        title: '1. What you can check',
        paragraphs: [
          'That every item on your order is there, in the right quantity and weight as labelled, fresh and undamaged, and that the packaging is intact. Please do not cut, peel or taste produce before you accept it.',
        ],
      },
      {
        title: '2. If something is wrong',
        paragraphs: [
          'Refuse the items concerned and hand them back to the driver; accept the rest. With cash on delivery you pay only for what you keep. If you already paid by bank transfer, we refund the refused items in full.',
          `Refunds reach you within ${t.refundWorkingDays} working days. If you can, take a photo: it helps us find out what went wrong with the farm or on the road.`,
        ],
      },
      {
        title: '3. How long it takes',
        paragraphs: [
          'Checking an order takes a few minutes; our drivers are asked to wait while you do. If a driver will not let you check your order, do not pay: call us right away.',
        ],
      },
      {
        title: '4. After the driver has left',
        paragraphs: [
          `Some problems only show once a bag is opened in the kitchen. Tell us within ${t.reportWindowHours} hours of delivery and we replace or refund the item, as our returns and refunds policy describes.`,
          `Call ${t.phone} (every day, ${t.openingHours}) or write to ${t.email}.`,
        ],
      },
    ],
  },
  vi: {
    metaDescription: 'Tại Veggie Market, bạn được mở gói và kiểm tra từng sản phẩm trước khi thanh toán cho tài xế.',
    title: 'Chính sách kiểm hàng',
    updated: 'Cập nhật lần cuối: 24 tháng 11 năm 2026',
    intro:
      'Bạn được mở đơn hàng và kiểm tra trước mặt tài xế trước khi thanh toán hoặc ký nhận. Bạn chỉ trả tiền cho những gì bạn nhận.',
    sections: (t: PolicyTerms) => [
      {
        title: '1. Bạn được kiểm tra những gì',
        paragraphs: [
          'Đủ mọi sản phẩm trong đơn, đúng số lượng và khối lượng như trên nhãn, tươi và không dập hỏng, bao bì còn nguyên vẹn. Vui lòng không cắt, gọt hoặc nếm thử nông sản trước khi nhận.',
        ],
      },
      {
        title: '2. Nếu có vấn đề',
        paragraphs: [
          'Hãy từ chối những sản phẩm đó và gửi lại cho tài xế; nhận những sản phẩm còn lại. Với đơn thanh toán khi nhận hàng, bạn chỉ trả tiền cho những gì bạn giữ lại. Nếu bạn đã chuyển khoản, chúng tôi hoàn lại toàn bộ tiền các sản phẩm bị từ chối.',
          `Tiền hoàn đến tay bạn trong vòng ${t.refundWorkingDays} ngày làm việc. Nếu có thể, hãy chụp ảnh: điều đó giúp chúng tôi tìm ra sự cố xảy ra ở nông trại hay trên đường giao.`,
        ],
      },
      {
        title: '3. Thời gian kiểm hàng',
        paragraphs: [
          'Kiểm tra một đơn hàng chỉ mất vài phút; tài xế của chúng tôi được yêu cầu chờ bạn kiểm xong. Nếu tài xế không cho bạn kiểm hàng, đừng thanh toán: hãy gọi ngay cho chúng tôi.',
        ],
      },
      {
        title: '4. Sau khi tài xế đã đi',
        paragraphs: [
          `Có những vấn đề chỉ lộ ra khi mở túi trong bếp. Hãy báo cho chúng tôi trong vòng ${t.reportWindowHours} giờ sau khi nhận hàng, chúng tôi sẽ đổi hoặc hoàn tiền sản phẩm như chính sách đổi trả và hoàn tiền đã nêu.`,
          `Gọi ${t.phone} (hằng ngày, ${t.openingHours}) hoặc viết cho ${t.email}.`,
        ],
      },
    ],
  },
});
