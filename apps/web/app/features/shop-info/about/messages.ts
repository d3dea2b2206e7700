import { defineMessages } from '../../../lib/i18n';

/** The About page's meta, banner, story and offer: they load with that route only (the rest: sections-messages). */
export const aboutMessages = defineMessages({
  en: {
    metaTitle: 'About us',
    metaDescription:
      'Veggie Market connects families in Vietnam with organic farms: who we are, how we choose our farmers and what we promise.',
    banner: 'About Us',
    crumb: 'About',
    story: {
      kicker: 'Our story',
      title: 'Fresh from Vietnamese farms since 2019',
      paragraphs: [
        'Veggie Market began with one van and twelve farms around Đà Lạt. Today we work with families from Lâm Đồng to Cần Thơ who grow fruit and vegetables the organic way: healthy soil, no synthetic pesticides and harvests timed to the season.',
        'We buy directly, so farmers earn more and you pay less than for imported produce. Every order is packed the morning it leaves and delivered cool to homes in Hà Nội and TP. Hồ Chí Minh.',
      ],
    },
    offer: {
      title: 'What we offer',
      items: [
        { title: 'Leafy greens & herbs', text: 'Morning glory, bok choy, lettuce, basil and perilla.' },
        { title: 'Root vegetables', text: 'Carrots, sweet potatoes, radishes and taro from Lâm Đồng.' },
        { title: 'Tropical fruit', text: 'Mango, pomelo, dragon fruit and rambutan from the Mekong Delta.' },
        { title: 'Beans & grains', text: 'Mung beans, peanuts and brown rice from family farms.' },
      ],
      browse: 'Browse categories',
    },
  },
  vi: {
    metaTitle: 'Về chúng tôi',
    metaDescription:
      'Veggie Market kết nối các gia đình Việt Nam với nông trại hữu cơ: chúng tôi là ai, chọn nhà nông thế nào và cam kết những gì.',
    banner: 'Về chúng tôi',
    crumb: 'Giới thiệu',
    story: {
      kicker: 'Câu chuyện của chúng tôi',
      title: 'Tươi ngon từ nông trại Việt Nam từ năm 2019',
      paragraphs: [
        'Veggie Market khởi đầu với một chiếc xe tải nhỏ và mười hai nông trại quanh Đà Lạt. Ngày nay chúng tôi hợp tác với các nông hộ từ Lâm Đồng đến Cần Thơ, trồng rau quả theo cách hữu cơ: đất khỏe, không thuốc trừ sâu tổng hợp và thu hoạch đúng mùa.',
        'Chúng tôi mua trực tiếp, nên nhà nông thu nhập cao hơn và bạn trả ít hơn so với hàng nhập khẩu. Mỗi đơn hàng được đóng gói ngay buổi sáng xuất kho và giao lạnh đến tận nhà ở Hà Nội và TP. Hồ Chí Minh.',
      ],
    },
    offer: {
      title: 'Chúng tôi có gì',
      items: [
        { title: 'Rau lá & rau thơm', text: 'Rau muống, cải thìa, xà lách, húng quế và tía tô.' },
        { title: 'Củ quả', text: 'Cà rốt, khoai lang, củ cải và khoai môn từ Lâm Đồng.' },
        { title: 'Trái cây nhiệt đới', text: 'Xoài, bưởi, thanh long và chôm chôm từ miền Tây.' },
        { title: 'Đậu & ngũ cốc', text: 'Đậu xanh, đậu phộng và gạo lứt từ các nông hộ.' },
      ],
      browse: 'Xem danh mục',
    },
  },
});
