import { defineMessages } from '../../lib/i18n';

/** The words of the home page's sections around and under its products: they load with those sections. */
export const homeSectionsMessages = defineMessages({
  en: {
    about: {
      kicker: 'About us',
      title: 'Good food starts with good soil',
      text: 'Veggie Market works directly with family farms from Lâm Đồng to Cần Thơ. They grow without synthetic pesticides, we buy at fair prices, and you get produce that was in the field a day ago.',
      points: [
        'Certified organic farms we visit every season',
        'No middlemen: fair prices for farmers and for you',
        'Plastic-free packaging where we can',
      ],
      more: 'More about us',
    },
    stats: {
      label: 'Veggie Market in numbers',
      items: [
        { value: '100%', label: 'Certified organic produce' },
        { value: '285', label: 'Partner farms across Vietnam' },
        { value: '350+', label: 'Families served every day' },
        { value: '25+', label: 'Years of farming experience' },
      ],
    },
    testimonial: {
      title: 'What our customers say',
      quote:
        "“I order vegetables for the whole week every Sunday. The morning glory and the cherry tomatoes taste like the ones from my grandmother's garden in Hưng Yên, and my kids finally eat their greens.”",
      author: 'Nguyễn Thu Hà',
      since: 'Customer in Hà Nội since 2023',
    },
    promos: {
      label: 'Why shop with us',
      items: [
        {
          title: 'Đà Lạt greens',
          text: 'Lettuce, bok choy and herbs from the highlands, cut the evening before delivery.',
        },
        { title: 'Mekong Delta fruit', text: 'Pomelo, mango and dragon fruit picked ripe in Bến Tre and Đồng Tháp.' },
        { title: 'Delivered cool', text: 'Packed in the morning and kept chilled all the way to your kitchen.' },
      ],
    },
    news: {
      title: 'News from the farms',
      items: [
        {
          date: '2026-11-12',
          title: 'Cát Chu mango season is here',
          text: 'Our partner orchards in Cao Lãnh started their first harvest of the season. Expect sweet, fragrant mangoes in the shop all month.',
        },
        {
          date: '2026-10-28',
          title: 'How we keep greens crisp from farm to door',
          text: 'From cutting at dusk to chilled vans, here is what happens to your morning glory between the field in Củ Chi and your table.',
        },
      ],
    },
  },
  vi: {
    about: {
      kicker: 'Về chúng tôi',
      title: 'Thực phẩm ngon bắt đầu từ đất lành',
      text: 'Veggie Market làm việc trực tiếp với các nông hộ từ Lâm Đồng đến Cần Thơ. Họ trồng không dùng thuốc trừ sâu tổng hợp, chúng tôi thu mua với giá công bằng, và bạn nhận được nông sản vừa rời ruộng hôm qua.',
      points: [
        'Nông trại hữu cơ có chứng nhận, chúng tôi ghé thăm mỗi mùa',
        'Không qua trung gian: giá công bằng cho nhà nông và cho bạn',
        'Hạn chế bao bì nhựa hết mức có thể',
      ],
      more: 'Tìm hiểu thêm về chúng tôi',
    },
    stats: {
      label: 'Veggie Market qua những con số',
      items: [
        { value: '100%', label: 'Nông sản hữu cơ có chứng nhận' },
        { value: '285', label: 'Nông trại đối tác khắp Việt Nam' },
        { value: '350+', label: 'Gia đình được phục vụ mỗi ngày' },
        { value: '25+', label: 'Năm kinh nghiệm canh tác' },
      ],
    },
    testimonial: {
      title: 'Khách hàng nói gì về chúng tôi',
      quote:
        '“Chủ nhật nào tôi cũng đặt rau cho cả tuần. Rau muống và cà chua bi ngon như rau trong vườn bà tôi ở Hưng Yên, và các con tôi cuối cùng cũng chịu ăn rau.”',
      author: 'Nguyễn Thu Hà',
      since: 'Khách hàng tại Hà Nội từ năm 2023',
    },
    promos: {
      label: 'Vì sao chọn mua ở chúng tôi',
      items: [
        {
          title: 'Rau Đà Lạt',
          text: 'Xà lách, cải thìa và rau thơm từ cao nguyên, cắt vào chiều tối trước ngày giao.',
        },
        { title: 'Trái cây miền Tây', text: 'Bưởi, xoài và thanh long chín cây từ Bến Tre và Đồng Tháp.' },
        { title: 'Giao hàng giữ lạnh', text: 'Đóng gói buổi sáng và giữ lạnh suốt đường đến căn bếp của bạn.' },
      ],
    },
    news: {
      title: 'Tin tức từ nông trại',
      items: [
        {
          date: '2026-11-12',
          title: 'Mùa xoài cát Chu đã đến',
          text: 'Các vườn đối tác ở Cao Lãnh đã bắt đầu vụ thu hoạch đầu mùa. Xoài ngọt thơm sẽ có mặt trong cửa hàng suốt tháng.',
        },
        {
          date: '2026-10-28',
          title: 'Cách chúng tôi giữ rau giòn từ ruộng đến nhà',
          text: 'Từ lúc cắt rau lúc chạng vạng đến những chiếc xe lạnh: đây là hành trình của bó rau muống từ cánh đồng Củ Chi đến bàn ăn nhà bạn.',
        },
      ],
    },
  },
});
