import { defineMessages } from '../../lib/i18n';

export const errorMessages = defineMessages({
  en: {
    notFound: {
      title: 'Page not found',
      explanation: "The page you are looking for doesn't exist or has been moved",
      description: 'The page you are looking for does not exist or has been moved.',
      home: 'Go to Homepage',
    },
    failed: {
      title: 'Page not loaded',
      heading: 'This page could not be loaded',
      explanation: 'Something went wrong on the way. Check your connection and try again.',
      retry: 'Retry',
      home: 'Go to Homepage',
    },
  },
  vi: {
    notFound: {
      title: 'Không tìm thấy trang',
      explanation: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi',
      description: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
      home: 'Về trang chủ',
    },
    failed: {
      title: 'Không tải được trang',
      heading: 'Không tải được trang này',
      explanation: 'Đã có trục trặc trên đường truyền. Hãy kiểm tra kết nối mạng rồi thử lại.',
      retry: 'Thử lại',
      home: 'Về trang chủ',
    },
  },
});
