import { paths } from '../config/paths';
import { adminPaths } from '../config/admin-paths';
import { publicOrigin } from '../lib/public-origin';
import { CRAWLER_CACHE } from '../lib/sitemap';
import type { Route } from './+types/robots';

/**
 * Crawlers may read the storefront; not the admin, the API, a shopper's own pages, nor the links that only
 * redirect (the language switch) or carry a secret (password reset).
 */
const PRIVATE = [
  adminPaths.dashboard(),
  '/api/',
  paths.cart(),
  paths.checkout(),
  paths.profile(),
  paths.orders(),
  paths.forgotPassword(),
  paths.resetPassword(),
  paths.language(),
];

export function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context);
  const lines = [
    'User-agent: *',
    `Allow: ${paths.home()}`,
    ...PRIVATE.map((path) => `Disallow: ${path}`),
    // The Sitemap line must be an absolute URL: without PUBLIC_URL there is none to name (and no sitemap).
    ...(origin ? ['', `Sitemap: ${origin}${paths.sitemap()}`] : []),
  ];
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CRAWLER_CACHE },
  });
}
