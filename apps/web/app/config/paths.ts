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
  /** `?redirectTo=/cart`: where to go once logged in (a path of this shop only, `sameSitePath`). */
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** Opened from the reset email: `?token=…`. */
  resetPassword: '/reset-password',
  terms: '/terms',
  privacy: '/privacy',
  /** The trader's details that Decree 52/2013/NĐ-CP asks a selling website to show. */
  shopInformation: '/shop-information',
  delivery: '/delivery-policy',
  returns: '/returns-policy',
  /** Kiểm hàng: opening the parcel before paying the driver. */
  inspection: '/inspection-policy',
  /** For crawlers: an index of the sitemap files below, and what they may crawl. */
  sitemap: '/sitemap.xml',
  sitemapPages: '/sitemaps/pages.xml',
  /** One file of products, `PAGE_SIZES.sitemap` each, numbered from 1. */
  sitemapProducts: '/sitemaps/products/:page',
  robots: '/robots.txt',
  cart: '/cart',
  /** Choose the address, delivery time and payment, then place the order (logged in). */
  checkout: '/checkout',
  orders: '/orders',
  /** A bank-transfer order's QR code, account and countdown; the page turns "Paid" by itself (issue 18). */
  orderPayment: '/orders/:id/payment',
  /** `?redirectTo=/cart`: where to go back once the details are saved (checkout sends the shopper here). */
  profile: '/profile',
  /** The newsletter sign-up: the footer's form posts here; a browser without the page's script lands on it. */
  newsletter: '/newsletter',
  /** Opened from every newsletter mail (the API writes the link): `?token=…`; a button on the page unsubscribes. */
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  /** Opened from the mail the profile's "Email me a link" sends (`?token=…`): shows and changes the subscription. */
  newsletterManage: '/newsletter/manage',
  /** A batch as its label's QR shows it (farm, certificate, packing date), for anyone. */
  trace: '/trace/:code',
  /** The language switch's target: `?lang=vi&to=/shop` remembers the choice and goes back. */
  language: '/language',
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

const BASE = 'http://shop.invalid';

/**
 * `to` when it is a path of this shop (path, query and hash), else null: the one rule for every address
 * taken from a URL to go to next (`redirectTo`, the language switch's `to`), so none of them can send a
 * visitor to another site. Read as the browser would read it: `//evil.test`, `/\\evil.test` and
 * `https://…` all leave the shop, so all are refused.
 */
export function sameSitePath(to: string | null | undefined): string | null {
  if (!to?.startsWith('/')) return null;
  let target: URL;
  try {
    target = new URL(to, BASE);
  } catch {
    return null;
  }
  // `/..//evil.test` stays here but resolves to the path `//evil.test`, which a Location header would leave by.
  if (target.origin !== BASE || target.pathname.startsWith('//')) return null;
  return target.pathname + target.search + target.hash;
}

/** A page address with `?redirectTo=`, left out when there is nowhere to return or it is home (the default). */
function withRedirect(path: string, redirectTo?: string): string {
  return redirectTo && redirectTo !== routePatterns.home ? `${path}?${new URLSearchParams({ redirectTo })}` : path;
}

/** The `redirectTo` of a page's query, when it is a path of this shop. */
export const redirectTarget = (search: URLSearchParams): string | null => sameSitePath(search.get('redirectTo'));

export const paths = {
  home: () => routePatterns.home,
  about: () => routePatterns.about,
  shop,
  product: (id: string) => `${routePatterns.shop}/${encodeURIComponent(id)}`,
  productBySlug: (idOrSlug: string) => `/product/${encodeURIComponent(idOrSlug)}`,
  categories: () => routePatterns.categories,
  contact: () => routePatterns.contact,
  newsletter: () => routePatterns.newsletter,
  login: (redirectTo?: string) => withRedirect(routePatterns.login, redirectTo),
  register: (redirectTo?: string) => withRedirect(routePatterns.register, redirectTo),
  forgotPassword: () => routePatterns.forgotPassword,
  resetPassword: (token?: string) =>
    token ? `${routePatterns.resetPassword}?${new URLSearchParams({ token })}` : routePatterns.resetPassword,
  terms: () => routePatterns.terms,
  privacy: () => routePatterns.privacy,
  shopInformation: () => routePatterns.shopInformation,
  delivery: () => routePatterns.delivery,
  returns: () => routePatterns.returns,
  inspection: () => routePatterns.inspection,
  sitemap: () => routePatterns.sitemap,
  sitemapPages: () => routePatterns.sitemapPages,
  sitemapProducts: (page: number) => `/sitemaps/products/${page}`,
  robots: () => routePatterns.robots,
  cart: () => routePatterns.cart,
  checkout: () => routePatterns.checkout,
  orders: () => routePatterns.orders,
  orderPayment: (orderId: string) => `/orders/${encodeURIComponent(orderId)}/payment`,
  profile: (redirectTo?: string) => withRedirect(routePatterns.profile, redirectTo),
  language: () => routePatterns.language,
  trace: (code: string) => `/trace/${encodeURIComponent(code)}`,
} as const;
