import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page's `<main>` and, where there is one, its footer (whose code loads after
 * the first load): before that, server HTML is on screen but clicks, keys and client-only content (the session,
 * the cart, the admin) do nothing or are not there yet, and the footer's sign-up posts as a plain form.
 * React keeps each hydrated element's props on it under a `__reactProps$…` key.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));
    const main = document.querySelector('main');
    const footer = document.querySelector('footer');
    return main !== null && hydrated(main) && (footer === null || hydrated(footer));
  });
}
