import type { AppLoadContext } from 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    /** PUBLIC_URL, which the API's web plugin passes on; unset when the shop was not told its address. */
    publicUrl?: string;
  }
}

/**
 * The origin of every absolute URL the storefront writes (canonical links, structured data, sitemaps,
 * robots.txt): PUBLIC_URL's, else '' so that `${origin}${path}` is a rooted path. Never the request's
 * own URL, whose host is whatever the sender put in its Host header.
 */
export const publicOrigin = (context: AppLoadContext): string =>
  context.publicUrl ? new URL(context.publicUrl).origin : '';
