import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page's `<main>`: before that, server HTML is on screen but clicks,
 * keys and client-only content (the session, the cart, the admin) do nothing or are not there yet.
 * React keeps each hydrated element's props on it under a `__reactProps$…` key.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactProps'));
  });
}
