import type { Locale } from '../../../lib/i18n';

/**
 * Query keys of the provinces and wards the address pickers offer (the shopper's book and the admin's zones),
 * by the language they were asked in: one visit shares one query client between the storefront (its language)
 * and the admin (the admin's), and an answer in one must not serve the other.
 */
export const locationKeys = {
  all: ['locations'] as const,
  provinces: (locale: Locale) => [...locationKeys.all, 'provinces', locale] as const,
  wards: (locale: Locale, provinceCode: string) => [...locationKeys.all, 'wards', locale, provinceCode] as const,
};
