/**
 * The sitemap protocol (sitemaps.org 0.9) as the storefront writes it: a handful of elements, so a few
 * lines rather than a library (decision 022).
 */

import type { AppLoadContext } from 'react-router';
import { publicOrigin } from './public-origin';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

export interface SitemapUrl {
  loc: string;
  /** ISO-8601; left out when unknown rather than guessed. */
  lastmod?: string;
}

const entry = (tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</${tag}>`;

const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function urlSet(urls: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${NS}>\n${urls.map((u) => entry('url', u)).join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(files: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex ${NS}>\n${files.map((f) => entry('sitemap', f)).join('\n')}\n</sitemapindex>\n`;
}

/** Crawlers come back for these daily at most: an hour of caching spares the database. */
export const CRAWLER_CACHE = 'public, max-age=3600';

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CRAWLER_CACHE },
  });
}

/** A sitemap file that does not exist, in plain text like the rest of the crawlers' files. */
export const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

/**
 * The origin of a sitemap's URLs, which the protocol wants absolute: PUBLIC_URL's. Without it there is no
 * sitemap (404) rather than one on whatever host a request named.
 */
export function sitemapOrigin(context: AppLoadContext): string {
  const origin = publicOrigin(context);
  if (!origin) throw notFound();
  return origin;
}
