import { defineMessages } from '../../lib/i18n';

/** The Contact page's words; they load with that route only. */
export const contactMessages = defineMessages({
  en: {
    metaTitle: 'Contact us',
    metaDescription:
      'Questions about an order, a product or our farms? Write to Veggie Market or visit our offices in Hà Nội and TP. Hồ Chí Minh.',
    banner: 'Contact Us',
    crumb: 'Contact',
    form: {
      title: 'Send us a message',
      intro: 'Fields marked * are required. We usually answer within one working day.',
      name: 'Your name',
      email: 'Email address',
      phone: 'Phone',
      optional: '(optional)',
      subject: 'Subject',
      message: 'Message',
      nameMissing: 'Please enter your name',
      emailMissing: 'Please enter your email address',
      subjectMissing: 'Please enter a subject',
      messageMissing: 'Please write your message',
      send: 'Send Message',
      failed: 'Your message could not be sent. Please try again.',
      notSent: 'Your message was not sent',
    },
    support: 'Customer support',
    offices: {
      title: 'Our offices',
      hanoi: 'Mon–Sat, 7:00–20:00',
      hcmc: 'Mon–Sun, 7:00–21:00',
    },
  },
  vi: {
    metaTitle: 'Liên hệ',
    metaDescription:
      'Bạn có câu hỏi về đơn hàng, sản phẩm hay nông trại của chúng tôi? Hãy viết cho Veggie Market hoặc ghé văn phòng ở Hà Nội và TP. Hồ Chí Minh.',
    banner: 'Liên hệ với chúng tôi',
    crumb: 'Liên hệ',
    form: {
      title: 'Gửi tin nhắn cho chúng tôi',
      intro: 'Các ô có dấu * là bắt buộc. Chúng tôi thường trả lời trong vòng một ngày làm việc.',
      name: 'Họ và tên',
      email: 'Địa chỉ email',
      phone: 'Số điện thoại',
      optional: '(không bắt buộc)',
      subject: 'Tiêu đề',
      message: 'Nội dung',
      nameMissing: 'Vui lòng nhập họ tên',
      emailMissing: 'Vui lòng nhập địa chỉ email',
      subjectMissing: 'Vui lòng nhập tiêu đề',
      messageMissing: 'Vui lòng nhập nội dung tin nhắn',
      send: 'Gửi tin nhắn',
      failed: 'Không gửi được tin nhắn của bạn. Vui lòng thử lại.',
      notSent: 'Tin nhắn của bạn chưa được gửi',
    },
    support: 'Chăm sóc khách hàng',
    offices: {
      title: 'Văn phòng của chúng tôi',
      hanoi: 'Thứ Hai–Thứ Bảy, 7:00–20:00',
      hcmc: 'Thứ Hai–Chủ Nhật, 7:00–21:00',
    },
  },
});
