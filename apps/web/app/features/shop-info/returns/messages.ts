import type { PolicyTerms } from '../policy-terms';
import { defineMessages } from '../../../lib/i18n';

/** Returns and refunds; they load with that route only. */
export const returnsMessages = defineMessages({
  en: {
    metaDescription:
      'What to do when fresh produce from Veggie Market arrives damaged or wrong: report, replace or refund.',
    title: 'Returns & refunds',
    updated: 'Last updated: 24 November 2026',
    intro: (t: PolicyTerms) =>
      `Fresh produce does not keep, so our promise is short and simple: if something is wrong with your order, tell us within ${t.reportWindowHours} hours of delivery and we will put it right.`,
    sections: (t: PolicyTerms) => [
      {
        title: '1. What we put right',
        paragraphs: [
          'Produce that arrives bruised, wilted, spoiled or damaged in transport; a wrong or missing item; a packed weight clearly below what the label says.',
        ],
      },
      {
        title: '2. How to tell us',
        paragraphs: [
          `Within ${t.reportWindowHours} hours of delivery, send us your order number and a photo of the product with its label or bag, by email to ${t.email} or by phone or Zalo on ${t.phone}. You do not need to send anything back; keep the product until we have answered, in case we ask to collect it.`,
        ],
      },
      {
        title: '3. Replace or refund: your choice',
        paragraphs: [
          'We answer within one working day. Once we accept a report, we either bring a replacement with your next delivery, or within the next day, at no cost, or refund the item and its share of the delivery fee.',
          `Refunds go back the way you paid: a bank transfer to the same account for orders paid by transfer, and to the bank account you give us for orders paid in cash on delivery. They reach you within ${t.refundWorkingDays} working days of our answer.`,
        ],
      },
      {
        title: '4. What we cannot take back',
        paragraphs: [
          `Because our products are perishable, we cannot accept returns of items that were delivered in good condition, for example after a change of mind, nor reports made more than ${t.reportWindowHours} hours after delivery, nor damage from storage after delivery.`,
        ],
      },
      {
        title: '5. Refused at the door',
        paragraphs: [
          'If you refuse an item when you check your order in front of the driver, you do not pay for it: see our goods inspection policy.',
        ],
      },
    ],
  },
  vi: {
    metaDescription:
      'Cần làm gì khi nông sản của Veggie Market bị dập hỏng hoặc giao sai: báo, đổi hàng hoặc hoàn tiền.',
    title: 'Đổi trả và hoàn tiền',
    updated: 'Cập nhật lần cuối: 24 tháng 11 năm 2026',
    intro: (t: PolicyTerms) =>
      `Nông sản tươi không để được lâu, nên cam kết của chúng tôi ngắn gọn và đơn giản: nếu đơn hàng có vấn đề, hãy báo cho chúng tôi trong vòng ${t.reportWindowHours} giờ sau khi nhận hàng và chúng tôi sẽ khắc phục.`,
    sections: (t: PolicyTerms) => [
      {
        title: '1. Những trường hợp chúng tôi khắc phục',
        paragraphs: [
          'Nông sản bị dập, héo, hư hỏng hoặc hỏng trong quá trình vận chuyển; giao sai hoặc thiếu sản phẩm; khối lượng đóng gói thấp hơn rõ rệt so với nhãn.',
        ],
      },
      {
        title: '2. Cách báo cho chúng tôi',
        paragraphs: [
          `Trong vòng ${t.reportWindowHours} giờ sau khi nhận hàng, hãy gửi mã đơn hàng và ảnh chụp sản phẩm kèm nhãn hoặc túi đựng, qua email ${t.email} hoặc qua điện thoại hay Zalo số ${t.phone}. Bạn không cần gửi trả hàng; hãy giữ sản phẩm đến khi chúng tôi trả lời, phòng khi chúng tôi cần thu hồi.`,
        ],
      },
      {
        title: '3. Đổi hàng hoặc hoàn tiền: bạn chọn',
        paragraphs: [
          'Chúng tôi trả lời trong vòng một ngày làm việc. Khi chấp nhận yêu cầu, chúng tôi giao sản phẩm thay thế miễn phí cùng lần giao tiếp theo hoặc trong ngày hôm sau, hoặc hoàn tiền sản phẩm đó cùng phần phí giao hàng tương ứng.',
          `Tiền được hoàn theo cách bạn đã thanh toán: chuyển khoản về đúng tài khoản đã chuyển với đơn thanh toán chuyển khoản, và về tài khoản ngân hàng bạn cung cấp với đơn thanh toán tiền mặt khi nhận hàng. Bạn nhận được tiền trong vòng ${t.refundWorkingDays} ngày làm việc kể từ khi chúng tôi trả lời.`,
        ],
      },
      {
        title: '4. Những trường hợp không áp dụng',
        paragraphs: [
          `Vì sản phẩm dễ hư hỏng, chúng tôi không nhận lại hàng đã giao trong tình trạng tốt, chẳng hạn khi bạn đổi ý, không nhận báo cáo gửi sau ${t.reportWindowHours} giờ kể từ khi nhận hàng, và không áp dụng cho hư hỏng do bảo quản sau khi nhận.`,
        ],
      },
      {
        title: '5. Từ chối khi nhận hàng',
        paragraphs: [
          'Nếu bạn từ chối một sản phẩm khi kiểm hàng trước mặt tài xế, bạn không phải trả tiền cho sản phẩm đó: xem chính sách kiểm hàng của chúng tôi.',
        ],
      },
    ],
  },
});
