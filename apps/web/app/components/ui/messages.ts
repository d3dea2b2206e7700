import { defineMessages } from '../../lib/i18n';

/** The words of the shared pieces (dialog, pagination, password field), in the language of the screen they sit on. */
export const uiMessages = defineMessages({
  en: {
    close: 'Close',
    pagination: { nav: 'Pagination', previous: 'Prev', next: 'Next', page: (page: number) => `Page ${page}` },
    password: { show: 'Show password', hide: 'Hide password' },
  },
  vi: {
    close: 'Đóng',
    pagination: { nav: 'Phân trang', previous: 'Trước', next: 'Sau', page: (page: number) => `Trang ${page}` },
    password: { show: 'Hiện mật khẩu', hide: 'Ẩn mật khẩu' },
  },
});
