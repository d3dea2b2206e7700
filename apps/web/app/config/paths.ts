/**
 * Every URL of the shop, once. `routePatterns` is the spec's route table (used by app/routes.ts);
 * `paths` builds the hrefs every link and navigation uses.
 */
export const routePatterns = {
  home: '/',
  about: '/about',
  shop: '/shop',
  product: '/shop/:id',
  /** Older links by slug or id (the cart's `slug`); redirects to `product`. */
  productBySlug: '/product/:idOrSlug',
  categories: '/categories',
  contact: '/contact',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** Opened from the reset email: `?token=…`. */
  resetPassword: '/reset-password',
  terms: '/terms',
  privacy: '/privacy',
  cart: '/cart',
  orders: '/orders',
  profile: '/profile',
  /** Opened from every newsletter mail (the API writes the link): `?token=…`; a button on the page unsubscribes. */
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  /** The language switch's target: `?lang=vi&to=/shop` remembers the choice and goes back. */
  language: '/language',
  admin: {
    dashboard: '/admin',
    users: '/admin/users',
    products: '/admin/products',
    categories: '/admin/categories',
    orders: '/admin/orders',
    stats: '/admin/stats',
    audit: '/admin/audit',
    messages: '/admin/messages',
  },
  notFound: '*',
} as const;

export interface ShopSearch {
  /** Search text; trimmed, and left out when blank. */
  q?: string;
  /** A category `_id`. */
  category?: string;
  /** 1-based; page 1 is the default and is left out of the URL. */
  page?: number;
}

function shop({ q, category, page }: ShopSearch = {}): string {
  const params = new URLSearchParams();
  const text = q?.trim();
  if (text) params.set('q', text);
  if (category) params.set('category', category);
  if (page !== undefined && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${routePatterns.shop}?${query}` : routePatterns.shop;
}

export const paths = {
  home: () => routePatterns.home,
  about: () => routePatterns.about,
  shop,
  product: (id: string) => `${routePatterns.shop}/${encodeURIComponent(id)}`,
  productBySlug: (idOrSlug: string) => `/product/${encodeURIComponent(idOrSlug)}`,
  categories: () => routePatterns.categories,
  contact: () => routePatterns.contact,
  login: () => routePatterns.login,
  register: () => routePatterns.register,
  forgotPassword: () => routePatterns.forgotPassword,
  resetPassword: (token?: string) =>
    token ? `${routePatterns.resetPassword}?${new URLSearchParams({ token })}` : routePatterns.resetPassword,
  terms: () => routePatterns.terms,
  privacy: () => routePatterns.privacy,
  cart: () => routePatterns.cart,
  orders: () => routePatterns.orders,
  profile: () => routePatterns.profile,
  language: () => routePatterns.language,
  admin: {
    dashboard: () => routePatterns.admin.dashboard,
    users: () => routePatterns.admin.users,
    products: () => routePatterns.admin.products,
    categories: () => routePatterns.admin.categories,
    orders: () => routePatterns.admin.orders,
    stats: () => routePatterns.admin.stats,
    audit: () => routePatterns.admin.audit,
    messages: () => routePatterns.admin.messages,
  },
} as const;
