// The accessibility check every spec can run on the screen it has open: axe once hydrated and settled, no
// serious or critical violation, and no sideways scrolling. Fixes belong in the app, not in disabled rules.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
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

/**
 * iOS Safari zooms the page into a form control whose text is under 16 px when it takes the focus: at a phone's
 * width every text field and select of the page has 16 px text or more.
 */
export async function expectNoZoomOnFocus(page: Page, what: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('input, select, textarea')]
      .filter(
        (control) => !['checkbox', 'radio', 'hidden', 'range', 'file'].includes(control.getAttribute('type') ?? ''),
      )
      .filter((control) => control.getClientRects().length > 0)
      .map((control) => ({
        control: control.getAttribute('aria-label') ?? control.id ?? control.tagName,
        fontSize: parseFloat(getComputedStyle(control).fontSize),
      }))
      .filter(({ fontSize }) => fontSize < 16),
  );
  expect.soft(small, `${what}: form controls under 16 px at 375 px (iOS zooms in on focus)`).toEqual([]);
  if (size) await page.setViewportSize(size);
}

/**
 * A dialog's buttons (its DialogFooter) shown in the order Tab takes them (WCAG 2.4.3, 1.3.2): each one below
 * the one before it, or on the same row to its right, and Tab from each goes to the next.
 */
export async function expectButtonsInReadingOrder(dialog: Locator, what: string) {
  const buttons = dialog.locator('[data-dialog-footer] button');
  const count = await buttons.count();
  expect(count, `${what}: a dialog footer with buttons`).toBeGreaterThan(1);
  const boxes = [];
  for (let i = 0; i < count; i++) boxes.push((await buttons.nth(i).boundingBox())!);
  for (let i = 1; i < count; i++) {
    const [before, after] = [boxes[i - 1]!, boxes[i]!];
    const below = after.y >= before.y + before.height - 1;
    const rightOnSameRow = Math.abs(after.y - before.y) < before.height / 2 && after.x >= before.x + before.width - 1;
    expect.soft(below || rightOnSameRow, `${what}: button ${i + 1} is shown before button ${i}`).toBe(true);
  }
  await buttons.first().focus();
  for (let i = 1; i < count; i++) {
    await dialog.page().keyboard.press('Tab');
    await expect.soft(buttons.nth(i), `${what}: Tab goes from button ${i} to button ${i + 1}`).toBeFocused();
  }
}
