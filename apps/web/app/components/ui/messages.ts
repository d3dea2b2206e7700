import { defineMessages } from '../../lib/i18n';

/**
 * The words of the shared pieces (dialog, pagination, password field, copy button), in the language of the
 * screen they sit on.
 */
export const uiMessages = defineMessages({
  en: {
    close: 'Close',
    pagination: { nav: 'Pagination', previous: 'Prev', next: 'Next', page: (page: number) => `Page ${page}` },
    password: { show: 'Show password', hide: 'Hide password' },
    copy: { copy: 'Copy', copied: 'Copied', failed: 'Could not copy: select the text and copy it' },
  },
  vi: {
    close: 'Đóng',
    pagination: { nav: 'Phân trang', previous: 'Trước', next: 'Sau', page: (page: number) => `Trang ${page}` },
    password: { show: 'Hiện mật khẩu', hide: 'Ẩn mật khẩu' },
    copy: { copy: 'Sao chép', copied: 'Đã sao chép', failed: 'Không sao chép được: hãy chọn chữ và sao chép' },
  },
});
