import { defineMessages } from '../../lib/i18n';

export const errorMessages = defineMessages({
  en: {
    notFound: {
      title: 'Page not found',
      explanation: "The page you are looking for doesn't exist or has been moved",
      home: 'Go to Homepage',
    },
  },
});
