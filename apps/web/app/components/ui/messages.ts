import { defineMessages } from '../../lib/i18n';

/** The words of the shared pieces (dialog, pagination), in the language of the screen they sit on. */
export const uiMessages = defineMessages({
  en: {
    close: 'Close',
    pagination: { nav: 'Pagination', previous: 'Prev', next: 'Next', page: (page: number) => `Page ${page}` },
  },
  vi: {
    close: 'Đóng',
    pagination: { nav: 'Phân trang', previous: 'Trước', next: 'Sau', page: (page: number) => `Trang ${page}` },
  },
});
