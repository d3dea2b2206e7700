import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { paths, routePatterns } from '../config/paths';

/** The root loader's origin for absolute URLs (lib/public-origin): '' without PUBLIC_URL, making paths rooted. */
export function useOrigin(): string {
  return useRouteLoaderData<{ origin?: string }>('root')?.origin ?? '';
}

/**
 * The one address a page is known by. The shop's listing keeps what changes its content (search text,
 * category, page) and drops everything else (tracking tags, sort order); every other page is its path alone.
 */
export function canonicalPath(pathname: string, search: string): string {
  if (pathname !== routePatterns.shop) return pathname;
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return paths.shop({
    q: params.get('q') ?? undefined,
    category: params.get('category')?.trim() || undefined,
    page: Number.isInteger(page) ? page : undefined,
  });
}

/**
 * `<link rel="canonical">` in the head (React hoists it), on every storefront page but Not found: absolute
 * on PUBLIC_URL, else a rooted path (a relative canonical URL is valid, RFC 6596).
 */
export function CanonicalLink() {
  const { pathname, search } = useLocation();
  const origin = useOrigin();
  const leaf = useMatches().at(-1);
  if (leaf?.id === 'routes/not-found') return null;
  return <link rel="canonical" href={`${origin}${canonicalPath(pathname, search)}`} />;
}
