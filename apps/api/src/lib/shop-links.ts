/**
 * The storefront's pages a mail links to, absolute on `origin` (config linkOrigin). The paths are those of
 * apps/web/app/config/paths.ts and admin-paths.ts, which the API cannot import; shop-links.test.ts holds them to it.
 */
export const shopLinks = (origin: string) => ({
  orders: () => `${origin}/orders`,
  orderPayment: (orderId: string) => `${origin}/orders/${encodeURIComponent(orderId)}/payment`,
  contact: () => `${origin}/contact`,
  /** The admin's orders list with one order open. */
  adminOrder: (orderId: string) => `${origin}/admin/orders?order=${encodeURIComponent(orderId)}`,
  resetPassword: (token: string) => `${origin}/reset-password?token=${encodeURIComponent(token)}`,
  newsletterUnsubscribe: (token: string) => `${origin}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
  newsletterManage: (token: string) => `${origin}/newsletter/manage?token=${encodeURIComponent(token)}`,
});

export type ShopLinks = ReturnType<typeof shopLinks>;
