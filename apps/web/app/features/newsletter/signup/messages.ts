import { defineMessages } from '../../../lib/i18n';

/** The newsletter sign-up at the foot of every storefront page, and its page (/newsletter). */
export const signupMessages = defineMessages({
  en: {
    metaTitle: 'Newsletter',
    metaDescription: 'Seasonal picks and offers from Veggie Market, once a week.',
    title: 'Fresh news from the farms',
    text: 'Seasonal picks and offers, once a week. No spam.',
    emailLabel: 'Email address',
    emailPlaceholder: 'you@example.com',
    emailMissing: 'Please enter your email address',
    subscribe: 'Subscribe',
    subscribeFailed: 'We could not subscribe you just now. Please try again.',
  },
  vi: {
    metaTitle: 'Bản tin',
    metaDescription: 'Sản phẩm theo mùa và ưu đãi từ Veggie Market, mỗi tuần một lần.',
    title: 'Tin tươi từ nông trại',
    text: 'Sản phẩm theo mùa và ưu đãi, mỗi tuần một lần. Không spam.',
    emailLabel: 'Địa chỉ email',
    emailPlaceholder: 'ban@example.com',
    emailMissing: 'Vui lòng nhập địa chỉ email',
    subscribe: 'Đăng ký',
    subscribeFailed: 'Chưa đăng ký được cho bạn lúc này. Vui lòng thử lại.',
  },
});
