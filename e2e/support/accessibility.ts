// The accessibility check every spec can run on the screen it has open: axe once hydrated and settled, no
// serious or critical violation, and no sideways scrolling. Fixes belong in the app, not in disabled rules.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per offending element, so a failure says what to fix and where. */
function listViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`)
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
    })
    .join('\n\n');
}

/** No serious or critical axe violation, and (WCAG 1.4.10, reflow) no sideways scrolling of the page. */
export async function expectAccessible(page: Page, what: string) {
  await waitForHydration(page);
  // A toast fading in has blended colours that axe reads as low contrast: let finite animations end
  // (not a toast's progress bar, which runs until it closes).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const finite = animation.effect?.getComputedTiming().endTime !== Infinity;
      return animation.playState !== 'running' || !finite || target?.classList.contains('Toastify__progress-bar');
    }),
  );
  // axe.run in the page itself ("legacy" mode): the default runs axe frame by frame, then opens a blank page,
  // injects axe into it a second time and merges the frames' results there, for every check. The shop's
  // pages are one frame; a cross-origin frame, which only the default mode would check, fails here instead.
  const origin = new URL(page.url()).origin;
  const foreignFrames = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  expect(foreignFrames, `${what} has cross-origin frames that axe would not check`).toEqual([]);
  // Only violations are read, so axe need not collect every passing element (the slow part on long pages).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Soft: one run lists the problems of every screen of the test, not just the first.
  expect
    .soft(
      serious.map((v) => v.id),
      `${what} (${page.url()}) has accessibility violations:\n\n${listViolations(serious)}`,
    )
    .toEqual([]);
  const [pageWidth, viewportWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect.soft(pageWidth, `${what} scrolls sideways at ${viewportWidth} px`).toBeLessThanOrEqual(viewportWidth);
}

/** The page at a phone's width and at a desktop's, checked at each; then back to the width the test runs at. */
export async function expectAccessibleAtBothWidths(page: Page, what: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectAccessible(page, `${what} at 375 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page, `${what} at 1280 px`);
  if (size) await page.setViewportSize(size);
}
