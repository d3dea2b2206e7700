import { ADMIN_DEFAULT_LOCALE, DEFAULT_LOCALE, isLocale, type Catalogue, type Locale } from './i18n';

/*
 * Which language a request is served in: the shopper's own choice (the `lang` cookie the language switch
 * sets) wins; without one, the browser's `Accept-Language`; else English. The root loader decides it for
 * the page, and the API client sends the same answer as its Accept-Language (./api-transport).
 * Server code and the lazily loaded transport only: nothing of the first page imports it (bundle size).
 */

export const LOCALE_COOKIE = 'lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The `lang` cookie's language, or null when there is none or it names no language of ours. */
export function localeFromCookie(cookieHeader: string | null): Locale | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.split('=', 2).map((piece) => piece.trim());
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

// RFC 9110 §12.4.2: a weight is 0 to 1 with at most three decimals.
const WEIGHT = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/**
 * The language of ours the browser ranks highest (`vi-VN` counts as `vi`); between equal weights the
 * one listed first. `q=0` means "not this one"; entries with a malformed weight are skipped, and a
 * wildcard or unknown language never outranks a language of ours. Null when none of ours is asked for.
 */
export function localeFromAcceptLanguage(header: string | null): Locale | null {
  let best: { locale: Locale; weight: number } | null = null;
  for (const entry of header?.split(',') ?? []) {
    const [range = '', ...params] = entry.split(';').map((piece) => piece.trim());
    const language = range.toLowerCase().split('-')[0] ?? '';
    if (!isLocale(language)) continue;
    const weightParam = params.find((param) => /^q=/i.test(param));
    if (weightParam !== undefined && !WEIGHT.test(weightParam)) continue;
    const weight = weightParam === undefined ? 1 : Number(weightParam.slice(2));
    if (weight > 0 && (best === null || weight > best.weight)) best = { locale: language, weight };
  }
  return best?.locale ?? null;
}

/** A request's language: the cookie, else Accept-Language, else English. */
export function requestLocale(request: Request): Locale {
  return (
    localeFromCookie(request.headers.get('Cookie')) ??
    localeFromAcceptLanguage(request.headers.get('Accept-Language')) ??
    DEFAULT_LOCALE
  );
}

/** The storefront's language decided in the browser as `requestLocale` decides it on the server. */
export function browserLocale(): Locale {
  return localeFromCookie(document.cookie) ?? localeFromAcceptLanguage(navigator.languages.join(',')) ?? DEFAULT_LOCALE;
}

/** The admin's language: the storefront switch's `lang` cookie, else Vietnamese, whatever the browser asks. */
export function adminLocale(cookieHeader: string | null): Locale {
  return localeFromCookie(cookieHeader) ?? ADMIN_DEFAULT_LOCALE;
}

/** A catalogue in a request's language, for the words a loader puts in its answer (it runs outside React). */
export function requestMessages<M>(catalogue: Catalogue<M>, request: Request): M {
  return catalogue[requestLocale(request)] ?? catalogue.en;
}

/** The Set-Cookie value that remembers a shopper's choice for a year, on every path of the shop. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;
}
