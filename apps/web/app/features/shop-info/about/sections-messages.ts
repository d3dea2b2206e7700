import { defineMessages } from '../../../lib/i18n';

/** The words of the About page's sections between its story and its offer (why us, the team): they load with those. */
export const aboutSectionsMessages = defineMessages({
  en: {
    why: {
      kicker: 'Why choose us',
      title: 'Organic you can trust',
      reasons: [
        'We visit every partner farm each season and check how it grows',
        'Farmers set their own prices, and we pay them within a week',
        'Short supply chain: from field to door in under 48 hours',
        'Recyclable packaging and reusable cool boxes',
      ],
      features: [
        {
          title: 'Return Policy',
          text: 'Not happy with an item? Tell us within 24 hours of delivery and we refund or replace it.',
        },
        { title: '100% Fresh', text: 'Harvested the day before delivery and kept chilled from the farm to your door.' },
        {
          title: 'Support 24/7',
          text: 'Our team answers by phone, email and chat, day and night, in Vietnamese and English.',
        },
        {
          title: 'Secured Payment',
          text: 'Pay in cash when your order arrives; we never ask for card details online.',
        },
      ],
    },
    team: {
      title: 'Meet our team',
      members: [
        {
          name: 'Trần Minh Khoa',
          role: 'Founder',
          bio: 'Grew up on a vegetable farm in Đà Lạt and started Veggie Market in 2019.',
        },
        {
          name: 'Lê Thị Mai',
          role: 'Head of Sourcing',
          bio: 'Agronomist who works with our 285 partner farms on organic certification.',
        },
        {
          name: 'Phạm Quốc Bảo',
          role: 'Delivery Lead',
          bio: 'Keeps our cool vans on time across Hà Nội and TP. Hồ Chí Minh.',
        },
      ],
    },
  },
  vi: {
    why: {
      kicker: 'Vì sao chọn chúng tôi',
      title: 'Hữu cơ đáng tin cậy',
      reasons: [
        'Chúng tôi ghé thăm từng nông trại đối tác mỗi mùa và kiểm tra cách canh tác',
        'Nhà nông tự định giá, và chúng tôi thanh toán trong vòng một tuần',
        'Chuỗi cung ứng ngắn: từ ruộng đến nhà chưa đầy 48 giờ',
        'Bao bì tái chế và thùng giữ lạnh dùng lại được',
      ],
      features: [
        {
          title: 'Chính sách đổi trả',
          text: 'Không hài lòng với sản phẩm? Báo cho chúng tôi trong vòng 24 giờ sau khi nhận hàng để được hoàn tiền hoặc đổi mới.',
        },
        { title: 'Tươi 100%', text: 'Thu hoạch một ngày trước khi giao và giữ lạnh từ nông trại đến tận nhà bạn.' },
        {
          title: 'Hỗ trợ 24/7',
          text: 'Đội ngũ của chúng tôi trả lời qua điện thoại, email và chat, cả ngày lẫn đêm, bằng tiếng Việt và tiếng Anh.',
        },
        {
          title: 'Thanh toán an toàn',
          text: 'Trả tiền mặt khi nhận hàng; chúng tôi không bao giờ hỏi thông tin thẻ trên mạng.',
        },
      ],
    },
    team: {
      title: 'Đội ngũ của chúng tôi',
      members: [
        {
          name: 'Trần Minh Khoa',
          role: 'Nhà sáng lập',
          bio: 'Lớn lên ở một trang trại rau tại Đà Lạt và thành lập Veggie Market năm 2019.',
        },
        {
          name: 'Lê Thị Mai',
          role: 'Trưởng bộ phận thu mua',
          bio: 'Kỹ sư nông học, cùng 285 nông trại đối tác thực hiện chứng nhận hữu cơ.',
        },
        {
          name: 'Phạm Quốc Bảo',
          role: 'Trưởng bộ phận giao hàng',
          bio: 'Giữ cho những chiếc xe lạnh của chúng tôi đúng giờ khắp Hà Nội và TP. Hồ Chí Minh.',
        },
      ],
    },
  },
});
