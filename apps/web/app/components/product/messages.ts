import { defineMessages } from '../../lib/i18n';

/** How a product's unit reads after a price, wherever a shopper sees one. */
export const productUnitMessages = defineMessages({
  en: { per: 'per ' },
  vi: { per: 'mỗi ' },
});
