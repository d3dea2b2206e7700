import { defineMessages } from '../../lib/i18n';

/** Words of the pages built on the shop settings. */
export const shopInfoMessages = defineMessages({
  en: { unavailable: "The shop's details could not be loaded. Please reload the page in a moment." },
  vi: { unavailable: 'Không tải được thông tin cửa hàng. Vui lòng tải lại trang sau giây lát.' },
});
