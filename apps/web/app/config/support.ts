/**
 * The shop's customer-support details (placeholders until the shop has its own), shown in the footer and on
 * Contact.
 */
export const SUPPORT = {
  address: '12 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh',
  phone: '+84 28 3822 0000',
  email: 'support@veggie.market',
  hours: 'Every day, 7:00–21:00',
} as const;
