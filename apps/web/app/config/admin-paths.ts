/**
 * The admin's URLs, apart from paths.ts: every storefront page loads that module in its first load, and a shopper
 * needs none of these. `adminRoutePatterns` is used by app/routes.ts, `adminPaths` by links and navigation.
 */
export const adminRoutePatterns = {
  dashboard: '/admin',
  users: '/admin/users',
  products: '/admin/products',
  categories: '/admin/categories',
  /** `?status=&payment=&page=` filter the list; `?order=<id>` opens that order's details. */
  orders: '/admin/orders',
  /** The bank transfers the bank notified: `?outcome=unmatched&page=`. */
  payments: '/admin/payments',
  /** E-invoices with their status and buyer; `?status=` filters. */
  invoices: '/admin/invoices',
  stats: '/admin/stats',
  audit: '/admin/audit',
  messages: '/admin/messages',
  settings: '/admin/settings',
  /** Synonym groups, and the searches that found nothing. */
  search: '/admin/search',
  /** Zones, weekly delivery times and closed days. */
  delivery: '/admin/delivery',
  /** One day's slots and their bookings: `?date=YYYY-MM-DD` (today in Vietnam when absent). */
  deliverySlots: '/admin/delivery/slots',
  /** Printable; `?date=` is the day the slot load was showing, to go back to it. */
  packingList: '/admin/delivery/slots/:id/packing-list',
  /** Vouchers and automatic promotions, their uses and what they brought. */
  promotions: '/admin/promotions',
} as const;

export const adminPaths = {
  dashboard: () => adminRoutePatterns.dashboard,
  users: () => adminRoutePatterns.users,
  products: () => adminRoutePatterns.products,
  categories: () => adminRoutePatterns.categories,
  orders: () => adminRoutePatterns.orders,
  order: (id: string) => `${adminRoutePatterns.orders}?${new URLSearchParams({ order: id })}`,
  payments: () => adminRoutePatterns.payments,
  invoices: () => adminRoutePatterns.invoices,
  stats: () => adminRoutePatterns.stats,
  audit: () => adminRoutePatterns.audit,
  messages: () => adminRoutePatterns.messages,
  settings: () => adminRoutePatterns.settings,
  search: () => adminRoutePatterns.search,
  delivery: () => adminRoutePatterns.delivery,
  deliverySlots: (date?: string) =>
    date ? `${adminRoutePatterns.deliverySlots}?${new URLSearchParams({ date })}` : adminRoutePatterns.deliverySlots,
  packingList: (slotId: string, date?: string) =>
    `${adminRoutePatterns.deliverySlots}/${encodeURIComponent(slotId)}/packing-list${date ? `?${new URLSearchParams({ date })}` : ''}`,
  promotions: () => adminRoutePatterns.promotions,
} as const;
