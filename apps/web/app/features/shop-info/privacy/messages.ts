import { defineMessages } from '../../../lib/i18n';

/** The Privacy Policy; it loads with that route only. */
export const privacyMessages = defineMessages({
  en: {
    metaDescription: 'What personal data Veggie Market keeps, why, and how you can control it.',
    title: 'Privacy Policy',
    updated: 'Last updated: 1 November 2026',
    intro:
      "We collect only what we need to deliver your groceries and look after your account, and we never sell it. This policy explains what we keep and why, in line with Vietnam's Decree 13/2023/NĐ-CP on personal data protection.",
    collect: {
      title: '1. What we collect',
      items: [
        'Account details: your name, email address and password (stored only as a secure hash).',
        'Delivery details: the phone number and address you add to your profile.',
        "Delivery addresses you save, with the receiver's name and phone number.",
        'Orders: what you bought, when, the price, the delivery address and the delivery status.',
        'A profile photo, if you choose to upload one.',
        'Messages you send us through the contact form, and your email if you subscribe to our newsletter.',
        'Security records: sign-in attempts, password resets and account changes, with the IP address they came from, so we can spot someone else using your account.',
      ],
    },
    sections: [
      {
        title: '2. How we use it',
        paragraphs: [
          'To run your account, deliver and support your orders, send you service emails such as password reset links, and keep the shop secure. We do not send marketing emails unless you subscribe to our newsletter, and you can unsubscribe at any time.',
        ],
      },
      {
        title: '3. Who we share it with',
        paragraphs: [
          'Only with the delivery partner who brings your order (your name, phone and address) and with the payment provider when you pay by bank transfer. They may use it only for that purpose.',
        ],
      },
      {
        title: '4. Your browser',
        paragraphs: [
          "We keep your sign-in and your cart in your browser's local storage so they survive a page reload. The only cookie we set remembers the language you chose. We do not use advertising or tracking cookies. Logging out removes your sign-in from the browser.",
        ],
      },
      {
        title: '5. How long we keep it',
        paragraphs: [
          'Account data stays while your account is open. When you delete your account, we erase your profile, addresses, photo and cart at once; your orders stay only as anonymised records (what was sold, when and for how much, without your name or contact details) for the period Vietnamese accounting law requires.',
        ],
      },
    ],
    closing: {
      title: '6. Your rights',
      before: 'You can see and correct your details at any time on ',
      profileLink: 'your profile page',
      middle: (email: string | null) =>
        `. There you can also download everything we hold about you as a file (Download my data) and delete your account (Delete account), after entering your password. For anything else, write to ${email ?? 'us through the Contact page'}; we answer within 72 hours. See also our `,
      link: 'Terms of Service',
      after: '.',
    },
  },
  vi: {
    metaDescription: 'Veggie Market lưu những dữ liệu cá nhân nào, vì sao, và bạn kiểm soát chúng thế nào.',
    title: 'Chính sách bảo mật',
    updated: 'Cập nhật lần cuối: 1 tháng 11 năm 2026',
    intro:
      'Chúng tôi chỉ thu thập những gì cần để giao hàng và chăm sóc tài khoản của bạn, và không bao giờ bán dữ liệu đó. Chính sách này giải thích chúng tôi lưu gì và vì sao, theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân.',
    collect: {
      title: '1. Chúng tôi thu thập gì',
      items: [
        'Thông tin tài khoản: họ tên, địa chỉ email và mật khẩu (chỉ lưu dưới dạng băm an toàn).',
        'Thông tin giao hàng: số điện thoại và địa chỉ bạn thêm vào hồ sơ.',
        'Các địa chỉ giao hàng bạn lưu, kèm tên và số điện thoại người nhận.',
        'Đơn hàng: bạn đã mua gì, khi nào, giá bao nhiêu, giao đến đâu và trạng thái giao hàng.',
        'Ảnh đại diện, nếu bạn chọn tải lên.',
        'Tin nhắn bạn gửi qua biểu mẫu liên hệ, và email của bạn nếu bạn đăng ký nhận bản tin.',
        'Nhật ký bảo mật: các lần đăng nhập, đặt lại mật khẩu và thay đổi tài khoản, kèm địa chỉ IP, để chúng tôi phát hiện khi có người khác dùng tài khoản của bạn.',
      ],
    },
    sections: [
      {
        title: '2. Chúng tôi dùng dữ liệu thế nào',
        paragraphs: [
          'Để vận hành tài khoản, giao và hỗ trợ đơn hàng, gửi email dịch vụ như đường dẫn đặt lại mật khẩu, và giữ an toàn cho cửa hàng. Chúng tôi không gửi email quảng cáo trừ khi bạn đăng ký nhận bản tin, và bạn có thể hủy đăng ký bất cứ lúc nào.',
        ],
      },
      {
        title: '3. Chúng tôi chia sẻ với ai',
        paragraphs: [
          'Chỉ với đối tác giao hàng mang đơn đến cho bạn (họ tên, số điện thoại và địa chỉ) và với đơn vị thanh toán khi bạn chuyển khoản. Họ chỉ được dùng dữ liệu cho mục đích đó.',
        ],
      },
      {
        title: '4. Trình duyệt của bạn',
        paragraphs: [
          'Chúng tôi lưu phiên đăng nhập và giỏ hàng trong bộ nhớ cục bộ của trình duyệt để chúng còn nguyên khi tải lại trang. Cookie duy nhất chúng tôi đặt là để ghi nhớ ngôn ngữ bạn chọn. Chúng tôi không dùng cookie quảng cáo hay theo dõi. Đăng xuất sẽ xóa phiên đăng nhập khỏi trình duyệt.',
        ],
      },
      {
        title: '5. Chúng tôi lưu trong bao lâu',
        paragraphs: [
          'Dữ liệu tài khoản được giữ khi tài khoản còn hoạt động. Khi bạn xóa tài khoản, chúng tôi xóa ngay hồ sơ, địa chỉ, ảnh đại diện và giỏ hàng; đơn hàng chỉ còn lại dưới dạng bản ghi ẩn danh (bán gì, khi nào, bao nhiêu tiền, không kèm tên hay thông tin liên lạc của bạn) trong thời hạn luật kế toán Việt Nam yêu cầu.',
        ],
      },
    ],
    closing: {
      title: '6. Quyền của bạn',
      before: 'Bạn có thể xem và sửa thông tin của mình bất cứ lúc nào trên ',
      profileLink: 'trang hồ sơ',
      middle: (email: string | null) =>
        `. Tại đó bạn cũng có thể tải về toàn bộ dữ liệu chúng tôi lưu về bạn dưới dạng tệp (Tải dữ liệu của tôi) và xóa tài khoản (Xóa tài khoản) sau khi nhập mật khẩu. Với các yêu cầu khác, hãy viết cho ${email ?? 'chúng tôi qua trang Liên hệ'}; chúng tôi trả lời trong vòng 72 giờ. Xem thêm `,
      link: 'Điều khoản dịch vụ',
      after: '.',
    },
  },
});
