import type { TestDetails } from '@playwright/test';

/**
 * Where a test repeated in both languages runs when it checks its screens at both widths itself: English in the
 * desktop project (1280 px), Vietnamese in the phone project (375 px, touch). Each language and each width still
 * drives the whole flow once, in half the runs of every language at every width.
 */
export function widthOfLanguage(language: 'en' | 'vi'): TestDetails {
  return { tag: language === 'en' ? '@one-width' : '@phone-width' };
}
