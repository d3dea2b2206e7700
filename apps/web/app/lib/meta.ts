import type { MetaDescriptor } from 'react-router';
import { SITE_DESCRIPTION, SITE_NAME } from '../config/site';
import { ADMIN_DEFAULT_LOCALE, DEFAULT_LOCALE, isLocale, type Catalogue, type Locale } from './i18n';

/** Title and description tags for a route's `meta` export: "Shop · Veggie Market". */
export function pageMeta(title: string, description: string = SITE_DESCRIPTION): MetaDescriptor[] {
  const fullTitle = `${title} · ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
  ];
}

/** What a `meta` function is given of the matched routes: enough to find the root's answer. */
type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** A `meta` function's arguments, for routes that have no loader of their own to type them. */
export interface MetaArgs {
  matches: MetaMatches;
}

/**
 * The page's language for a route's `meta`, which runs outside React: the root loader decided it
 * (root.tsx); English when its answer is missing (the root's own error).
 */
export function metaLocale(matches: MetaMatches): Locale {
  return rootAnswer(matches, 'locale') ?? DEFAULT_LOCALE;
}

function rootAnswer(matches: MetaMatches, key: 'locale' | 'adminLocale'): Locale | null {
  const rootData = matches.find((match) => match?.id === 'root')?.loaderData;
  const locale = typeof rootData === 'object' && rootData !== null && key in rootData ? rootData[key as never] : null;
  return typeof locale === 'string' && isLocale(locale) ? locale : null;
}

/** A catalogue in the page's language for a route's `meta`. */
export function metaMessages<M>(catalogue: Catalogue<M>, matches: MetaMatches): M {
  return catalogue[metaLocale(matches)] ?? catalogue.en;
}

/** A catalogue in the admin's language (the root decides it beside the page's) for an admin route's `meta`. */
export function adminMetaMessages<M>(catalogue: Catalogue<M>, matches: MetaMatches): M {
  return catalogue[rootAnswer(matches, 'adminLocale') ?? ADMIN_DEFAULT_LOCALE] ?? catalogue.en;
}
