import { createContext, useContext } from 'react';

/*
 * Every text the web app shows comes from a typed catalogue (docs/decisions/019-web-messages.md). A
 * catalogue sits beside the screens that use it (`features/cart/messages.ts`), so its words load with
 * those screens and not with every page. English gives its shape; each other language must fill it.
 * A text that takes values is a function: `itemCount: (n: number) => …`, typed like any other.
 */

export const LOCALES = ['en', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export const isLocale = (value: string | null | undefined): value is Locale =>
  (LOCALES as readonly string[]).includes(value ?? '');
/** The storefront's language when neither the shopper's choice nor the browser names another (lib/locale.ts). */
export const DEFAULT_LOCALE: Locale = 'en';
/** The admin's language until the owner chooses another with its switch (contract, "The owner's day"). */
export const ADMIN_DEFAULT_LOCALE: Locale = 'vi';

/** The messages of one area of the app, in English and in the languages it is shown in so far. */
export type Catalogue<M> = { readonly en: M } & { readonly [L in Exclude<Locale, 'en'>]?: M };

/**
 * Declares a catalogue: English is the shape, and every other language must have exactly its keys and
 * the same function types (`NoInfer` keeps a translation from widening the shape).
 */
export function defineMessages<M>(catalogue: { en: M } & { [L in Exclude<Locale, 'en'>]?: NoInfer<M> }): Catalogue<M> {
  return catalogue;
}

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** Sets the language of everything below it (the root: the page's language, or the admin's on admin pages). */
export const LocaleProvider = LocaleContext.Provider;

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The catalogue's messages in the current language; English where a catalogue has no translation yet. */
export function useMessages<M>(catalogue: Catalogue<M>): M {
  return catalogue[useLocale()] ?? catalogue.en;
}

/**
 * The catalogue's messages in the language of the page on screen, for code outside React (the cart store)
 * that speaks to the shopper: the root sets `<html lang>` to the page's language.
 */
export function pageMessages<M>(catalogue: Catalogue<M>): M {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return (isLocale(lang) ? catalogue[lang] : undefined) ?? catalogue.en;
}
