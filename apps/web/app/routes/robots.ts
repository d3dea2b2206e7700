import { paths } from '../config/paths';
import { CRAWLER_CACHE, originOf } from '../lib/sitemap';
import type { Route } from './+types/robots';

/**
 * Crawlers may read the storefront; not the admin, the API, a shopper's own pages, nor the links that only
 * redirect (the language switch) or carry a secret (password reset).
 */
const PRIVATE = [
  paths.admin.dashboard(),
  '/api/',
  paths.cart(),
  paths.checkout(),
  paths.profile(),
  paths.orders(),
  paths.forgotPassword(),
  paths.resetPassword(),
  paths.language(),
];

export function loader({ request }: Route.LoaderArgs) {
  const lines = [
    'User-agent: *',
    `Allow: ${paths.home()}`,
    ...PRIVATE.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${originOf(request)}${paths.sitemap()}`,
  ];
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CRAWLER_CACHE },
  });
}
