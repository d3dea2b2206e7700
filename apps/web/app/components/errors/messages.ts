import { defineMessages } from '../../lib/i18n';

export const errorMessages = defineMessages({
  en: {
    notFound: {
      title: 'Page not found',
      explanation: "The page you are looking for doesn't exist or has been moved",
      description: 'The page you are looking for does not exist or has been moved.',
      home: 'Go to Homepage',
    },
    unexpected: {
      title: 'Error',
      heading: 'Unexpected Application Error!',
    },
  },
  vi: {
    notFound: {
      title: 'Không tìm thấy trang',
      explanation: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi',
      description: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
      home: 'Về trang chủ',
    },
    unexpected: {
      title: 'Lỗi',
      heading: 'Đã xảy ra lỗi không mong muốn!',
    },
  },
});
