import { defineMessages } from '../../lib/i18n';

/** The words of the shared pieces (dialog, pagination), in the language of the screen they sit on. */
export const uiMessages = defineMessages({
  en: {
    close: 'Close',
  },
  vi: {
    close: 'Đóng',
  },
});
