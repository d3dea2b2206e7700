/**
 * The shop's customer-support details (placeholders until the shop has its own), shown in the footer and on
 * Contact. The opening hours are words, so they live in the catalogues of the screens that show them.
 */
export const SUPPORT = {
  address: '12 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh',
  phone: '+84 28 3822 0000',
  email: 'support@veggie.market',
} as const;
