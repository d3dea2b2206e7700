import { defineMessages } from '../../../lib/i18n';

/** The page every newsletter mail links to. */
export const unsubscribeMessages = defineMessages({
  en: {
    metaTitle: 'Unsubscribe from the newsletter',
    metaDescription: 'Stop receiving the Veggie Market newsletter.',
    title: 'Unsubscribe from our newsletter',
    intro: 'Press the button below and we will stop sending the Veggie Market newsletter to your address.',
    unsubscribe: 'Unsubscribe',
    unsubscribing: 'Unsubscribing…',
    done: 'You are unsubscribed',
    noToken: 'This link is incomplete',
    noTokenText: 'Please open the unsubscribe link from your newsletter email again, or copy all of it.',
    failed: 'You are not unsubscribed yet',
    tryAgain: 'Something went wrong. Please try again.',
    backToShop: 'Continue shopping',
  },
  vi: {
    metaTitle: 'Hủy đăng ký bản tin',
    metaDescription: 'Ngừng nhận bản tin Veggie Market.',
    title: 'Hủy đăng ký nhận bản tin',
    intro: 'Nhấn nút bên dưới, chúng tôi sẽ ngừng gửi bản tin Veggie Market đến địa chỉ của bạn.',
    unsubscribe: 'Hủy đăng ký',
    unsubscribing: 'Đang hủy đăng ký…',
    done: 'Bạn đã hủy đăng ký',
    noToken: 'Liên kết này chưa đầy đủ',
    noTokenText: 'Vui lòng mở lại liên kết hủy đăng ký trong email bản tin, hoặc sao chép toàn bộ liên kết.',
    failed: 'Bạn chưa được hủy đăng ký',
    tryAgain: 'Đã có lỗi xảy ra. Vui lòng thử lại.',
    backToShop: 'Tiếp tục mua sắm',
  },
});
